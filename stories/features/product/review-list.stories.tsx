import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Review } from "../../../application/catalogue/catalogue.types";
import { ReviewList } from "../../../ui/features/product/review-list";
import { appStory, demo } from "../../support/app-story";

const meta = {
  title: "Features/Product/ReviewList",
  component: ReviewList,
  ...appStory,
  args: { reviews: [] },
  loaders: [...appStory.loaders, async () => ({ reviews: (await demo.comments(1, 1, 10)).results })],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { loaded }) => <ReviewList {...args} reviews={loaded.reviews as Review[]} />,
};
export const Empty: Story = {};
