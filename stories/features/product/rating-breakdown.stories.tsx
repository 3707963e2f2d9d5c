import type { Meta, StoryObj } from "@storybook/react-vite";
import { RatingBreakdown } from "../../../ui/features/product/rating-breakdown";

const meta = {
  title: "Features/Product/RatingBreakdown",
  component: RatingBreakdown,
  args: {
    rating: {
      rate: 4.3,
      total: 27,
      rates: [
        { rate: 5, percent: 55.6, count: 15 },
        { rate: 4, percent: 25.9, count: 7 },
        { rate: 3, percent: 11.1, count: 3 },
        { rate: 2, percent: 3.7, count: 1 },
        { rate: 1, percent: 3.7, count: 1 },
      ],
    },
  },
} satisfies Meta<typeof RatingBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoRatings: Story = { args: { rating: { rate: 0, total: 0, rates: [] } } };
