import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Pager } from "../../../ui/features/catalogue/pager";

const meta = {
  title: "Features/Catalogue/Pager",
  component: Pager,
  args: { page: 5, totalPages: 12, hrefFor: (p: number) => `/products?page=${p}`, onPick: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("link", { name: "6" }));
    await expect(args.onPick).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole("link", { name: "5" }).getAttribute("aria-current")).toBe("page");
  },
};
export const FirstPage: Story = { args: { page: 1, totalPages: 3 } };
