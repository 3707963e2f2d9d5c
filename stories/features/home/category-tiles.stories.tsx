import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Category } from "../../../application/catalogue/catalogue.types";
import { CategoryTiles } from "../../../ui/features/home/category-tiles";
import { appStory, demo } from "../../support/app-story";

const meta = {
  title: "Features/Home/CategoryTiles",
  component: CategoryTiles,
  ...appStory,
  args: { categories: [], title: "Popular sections" },
  loaders: [...appStory.loaders, async () => ({ categories: await demo.popularCategories(12) })],
} satisfies Meta<typeof CategoryTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { loaded }) => <CategoryTiles {...args} categories={loaded.categories as Category[]} />,
};
export const Empty: Story = {};
