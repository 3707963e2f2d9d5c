import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { Category } from "../../../application/catalogue/catalogue.types";
import { EMPTY_LIST_QUERY, type ListQuery } from "../../../application/products/list-query";
import { DEMO_BRANDS } from "../../../adapters/fake/demo-data";
import { FilterPanel } from "../../../ui/features/catalogue/filter-panel";
import FilterSheet from "../../../ui/features/catalogue/filter-sheet";
import { appStory, demo } from "../../support/app-story";

// The phone's filter sheet around the real filter panel, taken at a phone's width (tag "phone").
const meta = {
  title: "Features/Catalogue/FilterSheet",
  component: FilterSheet,
  ...appStory,
  tags: ["phone"],
  args: { open: true, onOpenChange: fn(), total: 1284, children: null },
  loaders: [...appStory.loaders, async () => ({ tree: await demo.categoryTree() })],
  render: (args, { loaded, parameters }) => (
    <FilterSheet {...args}>
      <FilterPanel
        query={(parameters.query as ListQuery | undefined) ?? EMPTY_LIST_QUERY}
        sections={(loaded.tree as Category[]).flatMap((g) => [g, ...g.children])}
        brands={DEMO_BRANDS.map((b) => ({ ...b, icon: null }))}
        onChange={fn()}
      />
    </FilterSheet>
  ),
} satisfies Meta<typeof FilterSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open over the results; the footer button says how many products match and closes the sheet. */
export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await screen.findByTestId("filter-sheet");
    await expect(sheet).toHaveTextContent(/1284/);
    await userEvent.click(screen.getByRole("button", { name: /1284/ }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** With filters chosen, the panel offers to reset them. */
export const Filtered: Story = {
  parameters: { query: { ...EMPTY_LIST_QUERY, sections: [1], brands: [1, 2], inSale: true } },
  play: async () => {
    const sheet = await screen.findByTestId("filter-sheet");
    // It rises in from transparent: visible once the entrance ends.
    await waitFor(() => expect(sheet).toBeVisible());
    await expect(
      screen.getByRole("button", { name: /reset|сбросить|тозалаш|tozalash/i }),
    ).toBeInTheDocument();
  },
};

/** Nothing matches: the button still closes the sheet, saying so. */
export const NothingMatches: Story = {
  args: { total: 0 },
  play: async () => {
    const close = await screen.findByRole("button", { name: /\b0\b/ });
    await waitFor(() => expect(close).toBeVisible());
  },
};
