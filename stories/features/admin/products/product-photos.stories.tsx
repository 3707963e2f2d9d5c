import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProductPhotos } from "../../../../ui/features/admin/products/product-photos";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoEdited } from "./demo";

// A product's photos in the editor: the fake's three tiles of product 36, or none.

const meta = {
  title: "Features/Admin/Products/ProductPhotos",
  component: ProductPhotos,
  args: { photos: [], canUpload: true, pending: false, onAdd: fn(), onOrder: fn() },
  loaders: [async () => demoEdited()],
  render: (args, { loaded, parameters }) => (
    <ProductPhotos
      {...args}
      photos={parameters.none ? [] : (loaded as Awaited<ReturnType<typeof demoEdited>>).product.photos}
    />
  ),
} satisfies Meta<typeof ProductPhotos>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos, the first marked main; moving the last one first sends the new order. */
export const Several: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText(textIn(globals.locale, "admin.productEditor.main"))).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: textIn(globals.locale, "admin.productEditor.makeMain", { n: 3 }) }),
    );
    await expect(args.onOrder).toHaveBeenCalledWith(["demo36x2", "demo36x0", "demo36x1"]);
    await userEvent.click(
      canvas.getByRole("button", {
        name: textIn(globals.locale, "admin.productEditor.removePhoto", { n: 1 }),
      }),
    );
    await expect(args.onOrder).toHaveBeenLastCalledWith(["demo36x1", "demo36x2"]);
  },
};
export const SeveralRu: Story = { globals: { locale: "ru" } };

export const Empty: Story = {
  parameters: { none: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("photos-empty")).toBeVisible();
  },
};

/** Not saved yet: photos come after the product exists. */
export const Later: Story = { args: { canUpload: false } };

export const Uploading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("product-photos")).toHaveAttribute("aria-busy", "true");
  },
};

/** A file that is no picture was refused: said under the photos. */
export const Refused: Story = {
  args: { error: "Пожалуйста, загрузите файл правильного формата" },
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("photos-error")).toHaveAttribute("role", "alert");
  },
};

/** Chosen files go to the section in order. */
export const Adds: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByTestId("photo-input");
    const files = [
      new File(["a"], "a.jpg", { type: "image/jpeg" }),
      new File(["b"], "b.png", { type: "image/png" }),
    ];
    await userEvent.upload(input, files);
    await expect(args.onAdd).toHaveBeenCalledWith(files);
  },
};

export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(overflowing(within(canvasElement).getByTestId("product-photos"))).toEqual([]);
  },
};
