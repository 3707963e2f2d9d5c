import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatisticsGrid } from "../../../ui/features/content/statistics-grid";

const meta = {
  title: "Features/Content/StatisticsGrid",
  component: StatisticsGrid,
  args: { statistics: { users: 184250, categories: 412, orders: 96310, products: 30000 } },
} satisfies Meta<typeof StatisticsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { statistics: null } };
