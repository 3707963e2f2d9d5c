import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmptyShelf } from "../../../ui/features/products/empty-shelf";
import { appStory } from "../../support/app-story";
import { textIn } from "../../support/text-in";

// What a shopper sees where products would be in a shop with no goods yet (home, catalogue), or in a
// category still empty.

const meta = {
  title: "Features/Products/EmptyShelf",
  component: EmptyShelf,
  ...appStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof EmptyShelf>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {
  play: async ({ canvasElement, globals }) => {
    const shelf = within(canvasElement).getByTestId("empty-shelf");
    await expect(within(shelf).getByRole("heading")).toHaveTextContent(
      textIn(globals.locale, "emptyShelf.shopTitle"),
    );
    await expect(within(shelf).getByRole("link")).toHaveAttribute(
      "href",
      expect.stringContaining("/contact"),
    );
  },
};
export const ShopRu: Story = { globals: { locale: "ru" } };
export const SectionSr: Story = { args: { where: "section" }, globals: { locale: "sr" } };

/** On a 320 px phone the text wraps inside the frame. */
export const ShopPhone: Story = {
  tags: ["phone"],
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
