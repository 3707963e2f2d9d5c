import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn } from "storybook/test";
import { SearchResults } from "../../../ui/features/search/search-results";
import { appStory, demoProducts } from "../../support/app-story";

const meta = {
  title: "Features/Search/SearchResults",
  component: SearchResults,
  ...appStory,
  args: { query: "sement", results: [], loading: false, done: true, onBottom: fn(), onPick: fn() },
  loaders: [...appStory.loaders, async () => ({ products: (await demoProducts("ru")).results.slice(0, 3) })],
  render: (args, { loaded }) => (
    <Box position="relative" w="lg" h="320px">
      <SearchResults
        {...args}
        results={args.done && !args.loading && args.query === "zzz" ? [] : (loaded.products as never)}
      />
    </Box>
  ),
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LatinQueryCyrillicTitles: Story = {
  play: async ({ canvas }) => {
    const marks = canvas.getAllByTestId("search-match");
    await expect(marks[0]).toHaveTextContent("Цемент");
  },
};
export const Loading: Story = { args: { loading: true } };
export const NotFound: Story = {
  args: { query: "zzz" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("search-not-found")).toBeVisible();
  },
};
