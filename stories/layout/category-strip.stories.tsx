import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CategoryStrip } from "../../ui/layout/category-strip";
import { appStory, demo } from "../support/app-story";

const meta = {
  title: "Layout/CategoryStrip",
  component: CategoryStrip,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { items: [] },
  loaders: [...appStory.loaders, async () => ({ menu: await demo.headerMenu() })],
  render: (args, { loaded }) => <CategoryStrip {...args} items={loaded.menu as never} />,
} satisfies Meta<typeof CategoryStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = {
  args: { selected: [21] },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole("link").filter((a) => a.getAttribute("aria-current") === "true");
    await expect(current).toHaveLength(1);
    await expect(current[0]!.getAttribute("href")).toContain("sections=21");
  },
};
