import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent } from "storybook/test";
import type { Category } from "../../../application/catalogue/catalogue.types";
import { EMPTY_LIST_QUERY } from "../../../application/products/list-query";
import { DEMO_BRANDS } from "../../../adapters/fake/demo-data";
import { FilterPanel } from "../../../ui/features/catalogue/filter-panel";
import { appStory, demo } from "../../support/app-story";

const meta = {
  title: "Features/Catalogue/FilterPanel",
  component: FilterPanel,
  ...appStory,
  args: {
    query: EMPTY_LIST_QUERY,
    sections: [],
    brands: DEMO_BRANDS.map((b) => ({ ...b, icon: null })),
    onChange: fn(),
  },
  loaders: [...appStory.loaders, async () => ({ tree: await demo.categoryTree() })],
  render: (args, { loaded }) => (
    <Box w="64">
      <FilterPanel {...args} sections={(loaded.tree as Category[]).flatMap((g) => [g, ...g.children])} />
    </Box>
  ),
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("Bosch"));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ brands: [3], page: 1 }));
    await userEvent.type(canvas.getAllByRole("textbox")[0]!, "50000");
    await userEvent.click(canvas.getAllByRole("button").at(-1)!);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ priceFrom: 50000 }));
  },
};
export const Filtered: Story = {
  args: { query: { ...EMPTY_LIST_QUERY, sections: [1], brands: [1, 2], inSale: true, priceFrom: 10000 } },
};
