import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { RemoveDialog } from "../../../../ui/features/admin/content/remove-dialog";
import { closedUnconfirmed, escapeKeeps, readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";
import { DELIVERY_BANNER, LONG_BANNER, refusedText } from "./demo";

// The question before a banner or story leaves the home page for good: it names the row, says that hiding
// is the switch's work, and waits for "Remove" or "Keep it" (Escape and the close button keep it too).

interface Args {
  /** The row's title. */
  title: string;
  pending: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: () => void;
  /** Open from the start (a picture of the dialog), or only once its button is pressed. */
  startOpen?: boolean;
}

/**
 * The dialog over a page with the row's remove button that opened it (where the focus goes back to). As in
 * content-section.tsx, closing is the page's to do; a confirmed removal leaves it open until the list is
 * read again.
 */
function Harness({ title, pending, refusal, onClose, onConfirm, startOpen = true }: Args) {
  const [open, setOpen] = useState(startOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      {/* Named by the row, wrapped as a long title wraps in the list, so a phone's page stays its width. */}
      <Button
        variant="ghost"
        colorPalette="red"
        h="auto"
        minH="11"
        whiteSpace="normal"
        textAlign="start"
        onClick={() => setOpen(true)}
      >
        {title}
      </Button>
      <RemoveDialog
        title={open ? title : null}
        pending={pending}
        refusal={refusal}
        onClose={close}
        onConfirm={onConfirm}
      />
    </>
  );
}

const meta = {
  title: "Features/Admin/Content/RemoveDialog",
  component: Harness,
  args: { title: DELIVERY_BANNER, pending: false, refusal: null, onClose: fn(), onConfirm: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const keepOf = (dialog: HTMLElement, locale: unknown) =>
  within(dialog).getByRole("button", { name: textIn(locale, "admin.content.keep") });

/** Open and named by its question, the row's title in its words, the focus inside, no refusal yet. */
const questionPlay: Story["play"] = async ({ args, globals }) => {
  const locale = globals.locale;
  const dialog = await readyDialog();
  await expect(dialog).toHaveAccessibleName(textIn(locale, "admin.content.removeTitle"));
  await expect(dialog).toHaveTextContent(textIn(locale, "admin.content.removeText", { name: args.title }));
  await expect(keepOf(dialog, locale)).toBeEnabled();
  await expect(within(dialog).getByTestId("remove-confirm")).toHaveTextContent(
    textIn(locale, "admin.content.removeConfirm"),
  );
  await expect(within(dialog).queryByRole("alert")).toBeNull();
  await expect(args.onConfirm).not.toHaveBeenCalled();
};

export const Question: Story = { play: questionPlay };
export const QuestionRu: Story = { globals: { locale: "ru" }, play: questionPlay };
export const QuestionSr: Story = { globals: { locale: "sr" }, play: questionPlay };

/** "Remove" asks the page to remove the row, once; the dialog stays until the page closes it. */
export const Confirmed: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await questionPlay(context);
    const dialog = await readyDialog();
    await userEvent.click(within(dialog).getByTestId("remove-confirm"));
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole("dialog")).toBeVisible();
  },
};

/** Opened from the row, "Keep it" closes it without a removal; the focus goes back to the row's button. */
const keptPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const trigger = within(canvasElement).getByRole("button", { name: args.title });
  await userEvent.click(trigger);
  const dialog = await readyDialog();
  await userEvent.click(keepOf(dialog, globals.locale));
  await closedUnconfirmed(args);
  await waitFor(() => expect(trigger).toHaveFocus());
};
export const Kept: Story = { tags: ["no-visual"], args: { startOpen: false }, play: keptPlay };
export const KeptUz: Story = {
  tags: ["no-visual"],
  args: { startOpen: false },
  globals: { locale: "uz" },
  play: keptPlay,
};

/** Escape keeps the row too. */
export const Escape: Story = {
  tags: ["no-visual"],
  play: ({ args }) => escapeKeeps(args),
};

/** The removal on its way: "Remove" spins and cannot be pressed twice. */
export const Removing: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await readyDialog();
    const confirm = within(dialog).getByTestId("remove-confirm");
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("data-loading");
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server refused (the row was already gone): its words inside the dialog, as an alert. */
const refusedPlay: Story["play"] = async ({ args }) => {
  const dialog = await readyDialog();
  await expect(within(dialog).getByRole("alert")).toHaveTextContent(args.refusal!);
  await expect(within(dialog).getByTestId("remove-confirm")).toBeEnabled();
};
export const RefusedUz: Story = {
  args: { refusal: refusedText("uz", 404, "GENERIC.NOT_FOUND") },
  globals: { locale: "uz" },
  play: refusedPlay,
};
export const RefusedRu: Story = {
  args: { refusal: refusedText("ru", 500, "") },
  globals: { locale: "ru" },
  play: refusedPlay,
};

/**
 * On a 320 px phone, for a banner with a long title and a refusal: the dialog inside the screen, its words
 * wrapped, its two buttons finger-sized and within reach.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { title: LONG_BANNER.title, refusal: refusedText("sr", 404, "GENERIC.NOT_FOUND") },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await refusedPlay(context);
    const dialog = await readyDialog();
    const content = dialog.closest<HTMLElement>("[data-part=content]") ?? dialog;
    const box = content.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const button of within(dialog).getAllByRole("button")) {
      const r = button.getBoundingClientRect();
      await expect(r.height).toBeGreaterThanOrEqual(44);
      await expect(r.right).toBeLessThanOrEqual(box.right);
    }
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
