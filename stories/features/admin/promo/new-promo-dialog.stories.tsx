import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { NewPromoCode } from "../../../../application/admin/sections/promo.types";
import { NewPromoDialog } from "../../../../ui/features/admin/promo/new-promo-dialog";
import { readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";

// The new promo code's dialog: its fields checked here as the server checks them (upper-case Latin code,
// whole sums, a percentage up to 100, a window that does not end before it starts), the server's refusal
// inside it, Escape closing it with nothing sent.

interface Args {
  pending: boolean;
  refusal: string | null;
  onSubmit: (terms: NewPromoCode) => void;
  onClose: () => void;
  startOpen?: boolean;
}

/** The dialog over a page with the button that opened it (where the focus goes back to). */
function Harness({ pending, refusal, onSubmit, onClose, startOpen = true }: Args) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>+</Button>
      <NewPromoDialog
        open={open}
        pending={pending}
        refusal={refusal}
        onSubmit={onSubmit}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Features/Admin/Promo/NewPromoDialog",
  component: Harness,
  args: { pending: false, refusal: null, onSubmit: fn(), onClose: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = [
  "admin.promo.form.code",
  "admin.promo.form.kind",
  "admin.promo.form.sum",
  "admin.promo.form.minOrder",
  "admin.promo.form.from",
  "admin.promo.form.to",
  "admin.promo.form.maxUses",
];

const openPlay: Story["play"] = async ({ globals }) => {
  const dialog = await readyDialog();
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(dialog).toHaveAccessibleName(textIn(globals.locale, "admin.promo.form.title"));
  for (const id of FIELDS)
    await expect(within(dialog).getByLabelText(textIn(globals.locale, id), { exact: false })).toBeVisible();
  await expect(within(dialog).queryByRole("alert")).toBeNull();
};
export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

const field = (dialog: HTMLElement, locale: unknown, id: string) =>
  within(dialog).getByLabelText(textIn(locale, id), { exact: false });

/**
 * Everything the server would refuse is refused here, each field with its own words, and nothing is sent:
 * an empty code and discount, then a code with a space, a percentage over 100, no uses, a window backwards.
 */
const problemsPlay: Story["play"] = async ({ args, globals }) => {
  const locale = globals.locale;
  const dialog = await readyDialog();
  const submit = within(dialog).getByRole("button", { name: textIn(locale, "admin.promo.form.submit") });
  await userEvent.click(submit);
  await expect(within(dialog).getAllByText(textIn(locale, "admin.form.required"))).toHaveLength(2);
  await userEvent.type(field(dialog, locale, "admin.promo.form.code"), "ab c");
  await userEvent.selectOptions(field(dialog, locale, "admin.promo.form.kind"), "percent");
  await userEvent.type(field(dialog, locale, "admin.promo.form.percent"), "150");
  await userEvent.type(field(dialog, locale, "admin.promo.form.maxUses"), "0");
  await userEvent.type(field(dialog, locale, "admin.promo.form.from"), "2026-12-10");
  await userEvent.type(field(dialog, locale, "admin.promo.form.to"), "2026-12-01");
  await userEvent.click(submit);
  for (const problem of ["code", "percent", "whole", "window"])
    await expect(within(dialog).getByText(textIn(locale, `admin.promo.problem.${problem}`))).toBeVisible();
  await expect(field(dialog, locale, "admin.promo.form.code")).toHaveAttribute("aria-invalid", "true");
  await expect(args.onSubmit).not.toHaveBeenCalled();
};
export const Problems: Story = { play: problemsPlay };
export const ProblemsRu: Story = { globals: { locale: "ru" }, play: problemsPlay };

/** Once right, the terms go out as the server takes them: the code upper case, the days Tashkent's. */
export const Sent: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await problemsPlay(context);
    const { args, globals } = context;
    const locale = globals.locale;
    const dialog = await readyDialog();
    const code = field(dialog, locale, "admin.promo.form.code");
    await userEvent.clear(code);
    await userEvent.type(code, "yangi25");
    const percent = field(dialog, locale, "admin.promo.form.percent");
    await userEvent.clear(percent);
    await userEvent.type(percent, "25");
    const uses = field(dialog, locale, "admin.promo.form.maxUses");
    await userEvent.clear(uses);
    const to = field(dialog, locale, "admin.promo.form.to");
    await userEvent.clear(to);
    await userEvent.type(to, "2026-12-31");
    await userEvent.type(field(dialog, locale, "admin.promo.form.minOrder"), "300000");
    await expect(within(dialog).queryByText(textIn(locale, "admin.promo.problem.window"))).toBeNull();
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.promo.form.submit") }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      code: "YANGI25",
      kind: "percent",
      value: 25,
      minOrderPrice: 300_000,
      startsAt: "2026-12-10T00:00:00+05:00",
      endsAt: "2026-12-31T23:59:59+05:00",
      maxUses: null,
    });
  },
};

/** The server refused (the code is taken): its words as an alert inside the dialog. */
export const RefusedSr: Story = {
  args: { refusal: textIn("sr", "promo_code_taken") },
  globals: { locale: "sr" },
  play: async ({ args }) => {
    await expect(within(await readyDialog()).getByRole("alert")).toHaveTextContent(args.refusal!);
  },
};

/** On its way: the button spins and cannot be pressed twice. */
export const Pending: Story = {
  tags: ["no-visual"],
  args: { pending: true },
  play: async () => {
    const submit = within(await readyDialog()).getByTestId("promo-submit");
    await expect(submit).toBeDisabled();
  },
};

/** Escape closes it with nothing sent, and the focus goes back to the button that opened it. */
export const Escape: Story = {
  tags: ["no-visual"],
  args: { startOpen: false },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button");
    await userEvent.click(trigger);
    await readyDialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a 320 px phone the dialog, its fields with their notes and its button all fit the screen. */
export const ProblemsPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async (context) => {
    await problemsPlay(context);
    const dialog = await readyDialog();
    const content = dialog.closest<HTMLElement>("[data-part=content]") ?? dialog;
    const box = content.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const el of within(dialog).getAllByRole("textbox"))
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
