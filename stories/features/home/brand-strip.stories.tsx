import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_BRANDS } from "../../../adapters/fake/demo-data";
import { BrandStrip } from "../../../ui/features/home/brand-strip";
import { appStory } from "../../support/app-story";

const meta = {
  title: "Features/Home/BrandStrip",
  component: BrandStrip,
  ...appStory,
  args: { brands: DEMO_BRANDS.map((b) => ({ ...b, icon: null })), title: "Popular brands" },
} satisfies Meta<typeof BrandStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { brands: [] } };
