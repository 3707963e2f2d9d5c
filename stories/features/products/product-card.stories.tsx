import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect } from "storybook/test";
import type { ProductCard as Product } from "../../../application/catalogue/catalogue.types";
import { ProductCard, ProductCardSkeleton } from "../../../ui/features/products/product-card";
import { appStory, demoProducts } from "../../support/app-story";

const meta = {
  title: "Features/Products/ProductCard",
  component: ProductCard,
  ...appStory,
  loaders: [
    ...appStory.loaders,
    async ({ globals }) => ({ products: (await demoProducts(globals.locale)).results }),
  ],
  args: { product: undefined as unknown as Product },
  render: (args, { loaded }) => (
    <Box w="60">
      <ProductCard product={args.product ?? (loaded.products as Product[])[0]} />
    </Box>
  ),
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link").getAttribute("href")).toMatch(/\/products\//);
    await expect(canvas.getByText(/−15%/)).toBeVisible();
  },
};
export const OutOfStock: Story = {
  render: (_args, { loaded }) => (
    <Box w="60">
      <ProductCard product={(loaded.products as Product[]).find((p) => p.stock <= 0)!} />
    </Box>
  ),
};
export const Loading: Story = {
  render: () => (
    <Box w="60">
      <ProductCardSkeleton />
    </Box>
  ),
};
