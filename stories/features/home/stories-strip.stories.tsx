import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { Story as StoryData } from "../../../application/catalogue/catalogue.types";
import { StoriesStrip } from "../../../ui/features/home/stories-strip";
import { appStory, demo } from "../../support/app-story";

const meta = {
  title: "Features/Home/StoriesStrip",
  component: StoriesStrip,
  ...appStory,
  args: { stories: [], onItemViewed: fn() },
  loaders: [...appStory.loaders, async () => ({ stories: await demo.stories() })],
  render: (args, { loaded }) => <StoriesStrip {...args} stories={loaded.stories as StoryData[]} />,
} satisfies Meta<typeof StoriesStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OpeningMarksRead: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getAllByRole("button")[0]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(args.onItemViewed).toHaveBeenCalledWith(1);
    await userEvent.click(within(dialog).getByRole("button", { name: /Next|Далее|Кейинги|Keyingi/ }));
    await expect(args.onItemViewed).toHaveBeenCalledWith(2);
  },
};
