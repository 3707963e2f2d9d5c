import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProductCard as Product } from "../../../application/catalogue/catalogue.types";
import { ProductGrid } from "../../../ui/features/products/product-grid";
import { appStory, demoProducts } from "../../support/app-story";

const meta = {
  title: "Features/Products/ProductGrid",
  component: ProductGrid,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { products: [] },
  loaders: [
    ...appStory.loaders,
    async ({ globals }) => ({ products: (await demoProducts(globals.locale)).results.slice(0, 8) }),
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { loaded }) => <ProductGrid {...args} products={loaded.products as Product[]} />,
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {};
export const Error: Story = { args: { error: true } };
