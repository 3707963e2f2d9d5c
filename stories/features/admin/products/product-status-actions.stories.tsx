import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProductStatusActions } from "../../../../ui/features/admin/products/product-status-actions";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";

// Hide, show and delete a saved product; the delete is confirmed in place.

const meta = {
  title: "Features/Admin/Products/ProductStatusActions",
  component: ProductStatusActions,
  args: { title: "Цемент М500 Knauf", visible: true, pending: false, onVisible: fn(), onDelete: fn() },
} satisfies Meta<typeof ProductStatusActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const Hidden: Story = {
  args: { visible: false },
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(textIn(globals.locale, "admin.productEditor.hidden"))).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: textIn(globals.locale, "admin.productEditor.show") }),
    );
    await expect(args.onVisible).toHaveBeenCalledWith(true);
  },
};

/** "Delete" asks first, naming the product; Cancel takes the question back. */
const confirmPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await userEvent.click(
    canvas.getByRole("button", { name: textIn(globals.locale, "admin.productEditor.delete") }),
  );
  const ask = canvas.getByRole("alertdialog");
  await expect(ask).toHaveTextContent(args.title);
  await expect(args.onDelete).not.toHaveBeenCalled();
};
export const Confirming: Story = { globals: { locale: "sr" }, play: confirmPlay };

export const Cancels: Story = {
  tags: ["no-visual"],
  play: async (context) => {
    await confirmPlay(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: textIn(context.globals.locale, "admin.productEditor.cancel") }),
    );
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
    await expect(context.args.onDelete).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async (context) => {
    await confirmPlay(context);
    await expect(overflowing(context.canvasElement.firstElementChild as HTMLElement)).toEqual([]);
  },
};
