import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { CopyField } from "../../../../ui/features/admin/start/copy-field";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";

// A value to paste into 1C's settings, as the empty shop's guide shows the exchange address: the value whole
// (wrapped, never cut), named for a screen reader, with a button that copies it and then says so; where the
// browser gives no clipboard (an insecure origin) the value is selected for Ctrl+C instead.
//
// The clipboard is the story's own (`parameters.clipboard`): "works" keeps what is written, "refuses" rejects
// as a browser does without permission, so the plays and the pictures do not depend on the machine's.

/** The address the fake server gives (adapters/fake/fake-admin-sheets.ts), as the guide's stories read it. */
const ONEC_URL = "https://qurilish-bozori.uz/api/v1/1c/exchange";
/** A shop on a long address of its own: wider than the field, so it wraps. */
const LONG_URL =
  "https://samarqand-viloyati-urgut-tumani.qurilish-bozori.uz/api/v1/1c/exchange?filial=urgut-markaziy-ombor";

const meta = {
  title: "Features/Admin/Start/CopyField",
  component: CopyField,
  args: { value: ONEC_URL, label: "", testId: "onec-url" },
  parameters: { clipboard: "works" },
  beforeEach: ({ parameters }) => {
    const writeText = spyOn(navigator.clipboard, "writeText");
    if (parameters.clipboard === "refuses")
      writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
    else writeText.mockResolvedValue(undefined);
  },
  // The label in the story's language, as empty-shop-guide.tsx words it.
  render: (args, { globals }) => (
    <CopyField {...args} label={textIn(globals.locale, "admin.start.onecUrlLabel")} />
  ),
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement, locale: unknown) => {
  const canvas = within(canvasElement);
  return {
    value: canvas.getByLabelText(textIn(locale, "admin.start.onecUrlLabel")),
    button: canvas.getByRole("button"),
  };
};

/** The value whole, named by its label; the button offers to copy; nothing copied yet. */
const readyPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const { value, button } = parts(canvasElement, globals.locale);
  await expect(value).toBe(within(canvasElement).getByTestId(args.testId));
  await expect(value.textContent).toBe(args.value);
  await expect(button).toHaveTextContent(textIn(globals.locale, "admin.start.copy"));
  await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
};

export const Ready: Story = { play: readyPlay };
export const ReadyRu: Story = { globals: { locale: "ru" }, play: readyPlay };
export const ReadySr: Story = { globals: { locale: "sr" }, play: readyPlay };

/** "Copy" puts the whole value on the clipboard, once, and the button then says it is copied. */
const copiedPlay: Story["play"] = async (context) => {
  await readyPlay(context);
  const { args, canvasElement, globals } = context;
  const { button } = parts(canvasElement, globals.locale);
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveTextContent(textIn(globals.locale, "admin.start.copied")));
  await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
  await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.value);
  await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe("");
  // The picture shows the field at rest, not the last button pressed.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Copied: Story = { play: copiedPlay };
export const CopiedRu: Story = { globals: { locale: "ru" }, play: copiedPlay };
export const CopiedSr: Story = { globals: { locale: "sr" }, play: copiedPlay };

/**
 * The browser refuses the clipboard: the value is selected whole for Ctrl+C, and the button does not claim
 * to have copied it.
 */
export const NoClipboard: Story = {
  parameters: { clipboard: "refuses" },
  play: async ({ args, canvasElement, globals }) => {
    const { button } = parts(canvasElement, globals.locale);
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.value);
    const selection = canvasElement.ownerDocument.getSelection()!;
    await waitFor(() => expect(selection.toString()).toBe(args.value));
    await expect(button).toHaveTextContent(textIn(globals.locale, "admin.start.copy"));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A value longer than its line wraps inside the field, whole and within it; it copies whole too. */
export const LongValueRu: Story = {
  args: { value: LONG_URL },
  globals: { locale: "ru" },
  play: async (context) => {
    await copiedPlay(context);
    const { value } = parts(context.canvasElement, context.globals.locale);
    const line = parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeGreaterThan(line * 1.5);
    await expect(overflowing(value)).toEqual([]);
  },
};

/**
 * On a 320 px phone, with the long value: the field full width and wrapped, the button under it, full width
 * and finger-sized, nothing wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { value: LONG_URL },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await readyPlay(context);
    const { canvasElement, globals } = context;
    const { value, button } = parts(canvasElement, globals.locale);
    const field = value.getBoundingClientRect();
    const press = button.getBoundingClientRect();
    await expect(press.top).toBeGreaterThanOrEqual(field.bottom);
    await expect(Math.round(press.width)).toBe(Math.round(field.width));
    await expect(press.height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
