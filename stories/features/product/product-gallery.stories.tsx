import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent } from "storybook/test";
import type { ProductCard } from "../../../application/catalogue/catalogue.types";
import { ProductGallery } from "../../../ui/features/product/product-gallery";
import { appStory, demoProducts } from "../../support/app-story";

const meta = {
  title: "Features/Product/ProductGallery",
  component: ProductGallery,
  ...appStory,
  args: { images: [], title: "Цемент М400" },
  loaders: [...appStory.loaders, async () => ({ product: (await demoProducts("ru")).results[0] })],
  render: (args, { loaded }) => (
    <Box w="md">
      <ProductGallery {...args} images={(loaded.product as ProductCard).images} />
    </Box>
  ),
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Zooms: Story = {
  tags: ["no-visual"],
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "Цемент М400" });
    await userEvent.hover(image);
    await expect(image.getAttribute("data-zoomed")).toBe("true");
    await userEvent.click(canvas.getByRole("button", { name: /2/ }));
    await userEvent.unhover(image);
  },
};
