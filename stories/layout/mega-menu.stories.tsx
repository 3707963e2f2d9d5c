import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { MegaMenu } from "../../ui/layout/mega-menu";
import { appStory, demo } from "../support/app-story";

const meta = {
  title: "Layout/MegaMenu",
  component: MegaMenu,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { groups: [], open: true, onClose: fn() },
  loaders: [...appStory.loaders, async () => ({ tree: await demo.categoryTree() })],
  render: (args, { loaded }) => (
    <div style={{ position: "relative" }}>
      <MegaMenu {...args} groups={args.groups.length ? args.groups : (loaded.tree as never)} />
    </div>
  ),
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links[0]!.getAttribute("href")).toBe("/uz/products?sections=1");
  },
};
export const Empty: Story = {
  render: (args) => (
    <div style={{ position: "relative" }}>
      <MegaMenu {...args} groups={[]} />
    </div>
  ),
};

/** Escape and a press outside close it wherever focus is; a press inside does not. Drawn as Open is. */
export const ClosesOnEscapeAndOutside: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement, userEvent }) => {
    const press = (target: Element) =>
      target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
    press(canvasElement.querySelector("#mega-menu")!);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    press(document.body);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
