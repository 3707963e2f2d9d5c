import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent } from "storybook/test";
import type { ProductDetail } from "../../../application/catalogue/catalogue.types";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { ProductBuyBox } from "../../../ui/features/product/product-buy-box";
import { appStory } from "../../support/app-story";

const SLUG = "sement-m400-akfa-1";
const meta = {
  title: "Features/Product/ProductBuyBox",
  component: ProductBuyBox,
  ...appStory,
  args: { product: undefined as unknown as ProductDetail, currentSlug: SLUG },
  loaders: [
    ...appStory.loaders,
    async ({ globals }) => ({
      product: await new FakeCatalogueGateway({
        language: () => String(globals.locale ?? "uz"),
      }).productDetail(SLUG),
      outOfStock: await new FakeCatalogueGateway({
        language: () => String(globals.locale ?? "uz"),
      }).productDetail("gipsli-suvoq-knauf-4"),
    }),
  ],
  render: (args, { loaded }) => (
    <Box maxW="lg">
      <ProductBuyBox {...args} product={loaded.product as ProductDetail} />
    </Box>
  ),
} satisfies Meta<typeof ProductBuyBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("product-facts")).toHaveTextContent("2023");
    await userEvent.click(canvas.getByTestId("add-to-basket"));
    await expect(canvas.getByTestId("add-to-basket")).toBeEnabled();
  },
};
export const Variants: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Knauf" }).getAttribute("href")).toMatch(
      /\/products\/sement-m400-knauf-2$/,
    );
  },
};
