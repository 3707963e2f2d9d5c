import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  VisibilitySwitch,
  type VisibilitySwitchProps,
} from "../../../../ui/features/admin/content/visibility-switch";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { DELIVERY_BANNER, LONG_BANNER } from "./demo";

// A banner's or story's show/hide switch as each row of the content section has it: a switch named by the
// row's title for a screen reader, its state in words beside it (not in colour alone), handing up the state
// it asks for; busy while that change is on its way, and waiting while another row's is.

const meta = {
  title: "Features/Admin/Content/VisibilitySwitch",
  component: VisibilitySwitch,
  args: { visible: true, title: DELIVERY_BANNER, pending: false, disabled: false, onChange: fn() },
} satisfies Meta<typeof VisibilitySwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole("switch");
const stateText = (locale: unknown, visible: boolean) =>
  textIn(locale, visible ? "admin.content.shown" : "admin.content.hidden");

/**
 * A switch named "Shown on the site: <title>", on or off as the row is, the state in words beside it; a
 * press asks for the other state and nothing more (the row changes once the server has answered).
 */
const statePlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const locale = globals.locale;
  const control = switchOf(canvasElement);
  await expect(control).toHaveAccessibleName(
    textIn(locale, "admin.content.visibleLabel", { title: args.title }),
  );
  await expect(control).toHaveAttribute("aria-checked", String(args.visible));
  await expect(control).toHaveTextContent(stateText(locale, args.visible));
  await expect(control).toBeEnabled();
  await expect(control).not.toHaveAttribute("aria-busy");
  await userEvent.click(control);
  await expect(args.onChange).toHaveBeenCalledTimes(1);
  await expect(args.onChange).toHaveBeenCalledWith(!args.visible);
  await expect(control).toHaveAttribute("aria-checked", String(args.visible));
  // The picture shows the switch at rest, not the last button pressed.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Shown: Story = { play: statePlay };
export const ShownRu: Story = { globals: { locale: "ru" }, play: statePlay };
export const ShownSr: Story = { globals: { locale: "sr" }, play: statePlay };
export const Hidden: Story = { args: { visible: false }, play: statePlay };
export const HiddenRu: Story = { args: { visible: false }, globals: { locale: "ru" }, play: statePlay };
export const HiddenSr: Story = { args: { visible: false }, globals: { locale: "sr" }, play: statePlay };

/** Held by the page as content-section.tsx holds it: each press turns it, the words following the knob. */
function Held({ onChange }: Pick<VisibilitySwitchProps, "onChange">) {
  const [visible, setVisible] = useState(true);
  return (
    <VisibilitySwitch
      title={DELIVERY_BANNER}
      pending={false}
      disabled={false}
      visible={visible}
      onChange={(next) => {
        onChange(next);
        setVisible(next);
      }}
    />
  );
}

/** From the keyboard: Tab reaches it, Space and Enter turn it, off and on again. */
export const Keyboard: Story = {
  tags: ["no-visual"],
  render: (args) => <Held {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const control = switchOf(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toHaveAttribute("aria-checked", "false");
    await expect(control).toHaveTextContent(stateText(globals.locale, false));
    await userEvent.keyboard("{Enter}");
    await expect(control).toHaveAttribute("aria-checked", "true");
    await expect(control).toHaveTextContent(stateText(globals.locale, true));
    await expect(args.onChange).toHaveBeenNthCalledWith(1, false);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, true);
  },
};

/** This row's change on its way: busy, and a second press asks for nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const control = switchOf(canvasElement);
    await expect(control).toHaveAttribute("aria-busy", "true");
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Another row's change on its way: this one waits too, not busy itself. */
const waitingPlay: Story["play"] = async ({ args, canvasElement }) => {
  const control = switchOf(canvasElement);
  await expect(control).toBeDisabled();
  await expect(control).not.toHaveAttribute("aria-busy");
  await userEvent.click(control, { pointerEventsCheck: 0 });
  await expect(args.onChange).not.toHaveBeenCalled();
};
export const Waiting: Story = { args: { disabled: true }, play: waitingPlay };
export const WaitingHiddenUz: Story = {
  args: { disabled: true, visible: false },
  globals: { locale: "uz" },
  play: waitingPlay,
};

/**
 * On a 320 px phone, for a hidden banner with a long title (heard, not shown): a finger-sized switch, its
 * words whole beside it, nothing wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { visible: false, title: LONG_BANNER.title },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await statePlay(context);
    const box = switchOf(context.canvasElement).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(overflowing(context.canvasElement)).toEqual([]);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
