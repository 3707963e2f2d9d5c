import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { SortSelect } from "../../../ui/features/catalogue/sort-select";

const meta = {
  title: "Features/Catalogue/SortSelect",
  component: SortSelect,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByTestId("sort"), "price");
    await expect(args.onChange).toHaveBeenCalledWith("price");
  },
};
export const Cheapest: Story = { args: { value: "price" } };
