import { Button } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CancelDialog, DispatchDialog } from "../../../ui/features/admin/move-dialogs";
import { readyDialog } from "../../support/dialog";
import { textIn } from "./demo";

// The two moves that need words first: dispatch (the courier's name, phone and car number) and cancel (the
// reason the shopper reads). Each field is required; Escape or the close button closes without a move.

interface Args {
  which: "dispatch" | "cancel";
  pending: boolean;
  refusal: string | null;
  onDispatch: (courier: { name: string; phone: string; carNumber: string }) => void;
  onCancel: (reason: string) => void;
  onClose: () => void;
  /** Open from the start (a picture of the dialog), or only once its button is pressed. */
  startOpen?: boolean;
}

/** The dialog open over a page with the button that opened it (where the focus goes back to). */
function Harness({ which, pending, refusal, onDispatch, onCancel, onClose, startOpen = true }: Args) {
  const [open, setOpen] = useState(startOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const props = { open, pending, refusal, onClose: close };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{which}</Button>
      {which === "dispatch" ? (
        <DispatchDialog {...props} onSubmit={onDispatch} />
      ) : (
        <CancelDialog {...props} onSubmit={onCancel} />
      )}
    </>
  );
}

const meta = {
  title: "Features/Admin/MoveDialogs",
  component: Harness,
  args: { which: "dispatch", pending: false, refusal: null, onDispatch: fn(), onCancel: fn(), onClose: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const DISPATCH_FIELDS = ["admin.dispatch.name", "admin.dispatch.phone", "admin.dispatch.car"];

/** Open, titled, with its labelled fields and the focus inside it. */
const openPlay =
  (title: string, fields: string[]): Story["play"] =>
  async ({ globals }) => {
    const dialog = await readyDialog();
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleName(textIn(globals.locale, title));
    for (const id of fields)
      await expect(within(dialog).getByLabelText(textIn(globals.locale, id), { exact: false })).toBeVisible();
    await expect(within(dialog).queryByRole("alert")).toBeNull();
  };

export const Dispatch: Story = { play: openPlay("admin.dispatch.title", DISPATCH_FIELDS) };
export const DispatchRu: Story = {
  globals: { locale: "ru" },
  play: openPlay("admin.dispatch.title", DISPATCH_FIELDS),
};
export const DispatchUz: Story = {
  globals: { locale: "uz" },
  play: openPlay("admin.dispatch.title", DISPATCH_FIELDS),
};

/**
 * Sent empty, then with the name alone: every empty field says "Fill this in", the filled one does not, and
 * nothing goes to the server; once all three are filled the courier goes out as typed.
 */
const dispatchRequiredPlay: Story["play"] = async ({ args, globals }) => {
  const dialog = await readyDialog();
  const inside = within(dialog);
  const required = textIn(globals.locale, "admin.form.required");
  const submit = inside.getByRole("button", { name: textIn(globals.locale, "admin.dispatch.submit") });
  await userEvent.click(submit);
  await expect(inside.getAllByText(required)).toHaveLength(3);
  await userEvent.type(
    inside.getByLabelText(textIn(globals.locale, "admin.dispatch.name"), { exact: false }),
    "Sherzod Aliyev",
  );
  await userEvent.click(submit);
  await expect(inside.getAllByText(required)).toHaveLength(2);
  await expect(
    inside.getByLabelText(textIn(globals.locale, "admin.dispatch.phone"), { exact: false }),
  ).toHaveAttribute("aria-invalid", "true");
  await expect(args.onDispatch).not.toHaveBeenCalled();
};

export const DispatchRequired: Story = { play: dispatchRequiredPlay };
export const DispatchRequiredRu: Story = { globals: { locale: "ru" }, play: dispatchRequiredPlay };
export const DispatchRequiredUz: Story = { globals: { locale: "uz" }, play: dispatchRequiredPlay };

export const DispatchSent: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await dispatchRequiredPlay(context);
    const { args, globals } = context;
    const inside = within(await readyDialog());
    await userEvent.type(
      inside.getByLabelText(textIn(globals.locale, "admin.dispatch.phone"), { exact: false }),
      "+998 90 555 12 34",
    );
    await userEvent.type(
      inside.getByLabelText(textIn(globals.locale, "admin.dispatch.car"), { exact: false }),
      "01 A 123 BC",
    );
    await expect(inside.queryByText(textIn(globals.locale, "admin.form.required"))).toBeNull();
    // Enter in the last field sends it, as the button does.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onDispatch).toHaveBeenCalledTimes(1));
    await expect(args.onDispatch).toHaveBeenCalledWith({
      name: "Sherzod Aliyev",
      phone: "+998 90 555 12 34",
      carNumber: "01 A 123 BC",
    });
  },
};

/** The keyboard: the focus lands in the dialog, Escape closes it without a move, and the focus comes back. */
const escapePlay: Story["play"] = async ({ args, canvasElement }) => {
  const trigger = within(canvasElement).getByRole("button");
  await userEvent.click(trigger);
  const dialog = await readyDialog();
  await expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(args.onClose).toHaveBeenCalledTimes(1);
  await expect(args.onDispatch).not.toHaveBeenCalled();
  await expect(args.onCancel).not.toHaveBeenCalled();
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const DispatchEscape: Story = { tags: ["no-visual"], args: { startOpen: false }, play: escapePlay };
export const CancelEscapeUz: Story = {
  tags: ["no-visual"],
  args: { which: "cancel", startOpen: false },
  globals: { locale: "uz" },
  play: escapePlay,
};

export const Cancel: Story = {
  args: { which: "cancel" },
  play: openPlay("admin.cancel.title", ["admin.cancel.reason"]),
};
export const CancelUz: Story = {
  args: { which: "cancel" },
  globals: { locale: "uz" },
  play: openPlay("admin.cancel.title", ["admin.cancel.reason"]),
};

/** A reason of spaces is no reason: refused in words; a real one goes out trimmed. */
const cancelRequiredPlay: Story["play"] = async ({ args, globals }) => {
  const inside = within(await readyDialog());
  const reason = inside.getByLabelText(textIn(globals.locale, "admin.cancel.reason"), { exact: false });
  await userEvent.type(reason, "   ");
  await userEvent.click(inside.getByRole("button", { name: textIn(globals.locale, "admin.cancel.submit") }));
  await expect(inside.getByText(textIn(globals.locale, "admin.form.required"))).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(args.onCancel).not.toHaveBeenCalled();
};

export const CancelRequired: Story = { args: { which: "cancel" }, play: cancelRequiredPlay };
export const CancelRequiredRu: Story = {
  args: { which: "cancel" },
  globals: { locale: "ru" },
  play: cancelRequiredPlay,
};

export const CancelSent: Story = {
  tags: ["no-visual"],
  args: { which: "cancel" },
  play: async (context) => {
    await cancelRequiredPlay(context);
    const inside = within(await readyDialog());
    await userEvent.type(
      inside.getByLabelText(textIn(context.globals.locale, "admin.cancel.reason"), { exact: false }),
      "Нет товара на складе ",
    );
    await userEvent.click(
      inside.getByRole("button", { name: textIn(context.globals.locale, "admin.cancel.submit") }),
    );
    await expect(context.args.onCancel).toHaveBeenCalledWith("Нет товара на складе");
  },
};

/** The server refused the move: its translated words inside the dialog, as an alert. */
export const CancelRefusedUz: Story = {
  args: { which: "cancel", refusal: textIn("uz", "order_status_locked") },
  globals: { locale: "uz" },
  play: async ({ args }) => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(args.refusal!);
  },
};

/** A move on its way: the send button spins and cannot be pressed twice. */
export const DispatchPending: Story = {
  tags: ["no-visual"],
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await readyDialog();
    const submit = within(dialog).getByTestId("dispatch-submit");
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute("data-loading");
    await expect(args.onDispatch).not.toHaveBeenCalled();
  },
};

/** On a 320 px phone the dialog, its three fields with their refusals and its button all fit the screen. */
export const DispatchRequiredPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async (context) => {
    await expectFits();
    await dispatchRequiredPlay(context);
    await expectFits();
  },
};

async function expectFits() {
  const dialog = await readyDialog();
  const content = dialog.closest<HTMLElement>("[data-part=content]") ?? dialog;
  await waitFor(() => {
    const box = content.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  });
  for (const button of within(dialog).getAllByRole("button")) {
    const r = button.getBoundingClientRect();
    await expect(r.right).toBeLessThanOrEqual(window.innerWidth);
  }
}
