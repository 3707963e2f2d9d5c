import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProductCard as Product } from "../../../application/catalogue/catalogue.types";
import { ProductSection } from "../../../ui/features/products/product-row";
import { appStory, demoProducts } from "../../support/app-story";

const meta = {
  title: "Features/Products/ProductRow",
  component: ProductSection,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { title: "Хиты продаж", products: [], moreHref: "/products", moreLabel: "→" },
  loaders: [
    ...appStory.loaders,
    async ({ globals }) => ({ products: (await demoProducts(globals.locale)).results.slice(0, 6) }),
  ],
} satisfies Meta<typeof ProductSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { loaded }) => <ProductSection {...args} products={loaded.products as Product[]} />,
};
export const Loading: Story = { args: { loading: true } };
