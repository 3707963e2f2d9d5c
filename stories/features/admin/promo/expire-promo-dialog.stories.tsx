import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ExpirePromoDialog } from "../../../../ui/features/admin/promo/expire-promo-dialog";
import { closedUnconfirmed, escapeKeeps, readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";

// The question before a promo code is ended for good (no move brings it back): it names the code, says
// shoppers will no longer be able to use it, and waits for "End the code" or "Keep it" (Escape and the close
// button keep it too).

interface Args {
  code: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (code: string) => void;
  /** Open from the start (a picture of the dialog), or only once its button is pressed. */
  startOpen?: boolean;
}

/**
 * The dialog over a page with the code's "End now" button that opened it (where the focus goes back to). As
 * in promo-section.tsx, the page closes it: on "Keep it" and Escape, and once it has handed the move on.
 */
function Harness({ code, pending, onClose, onConfirm, startOpen = true }: Args) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      {/* Named by the code, broken anywhere as a card breaks it, so a phone's page stays its width. */}
      <Button
        variant="outline"
        colorPalette="red"
        h="auto"
        minH="11"
        maxW="full"
        whiteSpace="normal"
        wordBreak="break-all"
        onClick={() => setOpen(true)}
      >
        {code}
      </Button>
      <ExpirePromoDialog
        code={open ? code : null}
        pending={pending}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onConfirm={(ended) => {
          onConfirm(ended);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Features/Admin/Promo/ExpirePromoDialog",
  component: Harness,
  args: { code: "BOYOQ20", pending: false, onClose: fn(), onConfirm: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The longest code the server takes: 32 Latin letters and digits, with no place to break. */
const LONG_CODE = "QURILISHMOLLARIYANGIYIL2027AKSIY";

const keepOf = (dialog: HTMLElement, locale: unknown) =>
  within(dialog).getByRole("button", { name: textIn(locale, "admin.promo.expire.keep") });
const confirmOf = (dialog: HTMLElement) => within(dialog).getByTestId("promo-expire-confirm");

/** Open and named by its question with the code in it, the focus inside, nothing asked of the page yet. */
const questionPlay: Story["play"] = async ({ args, globals }) => {
  const locale = globals.locale;
  const dialog = await readyDialog();
  await expect(dialog).toHaveAccessibleName(textIn(locale, "admin.promo.expire.title", { shown: args.code }));
  await expect(dialog).toHaveTextContent(textIn(locale, "admin.promo.expire.text"));
  await expect(keepOf(dialog, locale)).toBeEnabled();
  await expect(confirmOf(dialog)).toHaveTextContent(textIn(locale, "admin.promo.expire.confirm"));
  await expect(confirmOf(dialog)).toBeEnabled();
  await expect(args.onConfirm).not.toHaveBeenCalled();
  await expect(args.onClose).not.toHaveBeenCalled();
};

export const Question: Story = { play: questionPlay };
export const QuestionRu: Story = { globals: { locale: "ru" }, play: questionPlay };
export const QuestionSr: Story = { globals: { locale: "sr" }, play: questionPlay };

/** "End the code" hands the page the code it names, once; the page then closes the dialog. */
const confirmedPlay: Story["play"] = async (context) => {
  await questionPlay(context);
  const { args } = context;
  await userEvent.click(confirmOf(await readyDialog()));
  await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  await expect(args.onConfirm).toHaveBeenCalledWith(args.code);
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(args.onClose).not.toHaveBeenCalled();
};
export const Confirmed: Story = { tags: ["no-visual"], play: confirmedPlay };
export const ConfirmedSr: Story = {
  tags: ["no-visual"],
  args: { code: "QURILISH10" },
  globals: { locale: "sr" },
  play: confirmedPlay,
};

/** Opened from the code's button, "Keep it" closes it with nothing ended; the focus goes back there. */
const keptPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const trigger = within(canvasElement).getByRole("button", { name: args.code });
  await userEvent.click(trigger);
  const dialog = await readyDialog();
  await userEvent.click(keepOf(dialog, globals.locale));
  await closedUnconfirmed(args);
  await waitFor(() => expect(trigger).toHaveFocus());
};
export const Kept: Story = { tags: ["no-visual"], args: { startOpen: false }, play: keptPlay };
export const KeptRu: Story = {
  tags: ["no-visual"],
  args: { startOpen: false },
  globals: { locale: "ru" },
  play: keptPlay,
};

/** Escape keeps the code too. */
export const Escape: Story = {
  tags: ["no-visual"],
  play: ({ args }) => escapeKeeps(args),
};

/** The end on its way: "End the code" spins and cannot be pressed twice. */
export const Ending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const confirm = confirmOf(await readyDialog());
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("data-loading");
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The longest code in the question, in Uzbek (Cyrillic): the title wraps inside the dialog. */
export const LongCodeUz: Story = {
  args: { code: LONG_CODE },
  globals: { locale: "uz" },
  play: questionPlay,
};

/**
 * On a 320 px phone, for the longest code: the dialog inside the screen, its question wrapped (the code too),
 * its two buttons finger-sized and within reach.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { code: LONG_CODE },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await questionPlay(context);
    const dialog = await readyDialog();
    const content = dialog.closest<HTMLElement>("[data-part=content]") ?? dialog;
    const box = content.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const title = within(dialog).getByRole("heading");
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    for (const button of within(dialog).getAllByRole("button")) {
      const r = button.getBoundingClientRect();
      await expect(r.height).toBeGreaterThanOrEqual(44);
      await expect(r.right).toBeLessThanOrEqual(box.right);
    }
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
