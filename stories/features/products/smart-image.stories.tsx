import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { demoImage } from "../../../adapters/fake/demo-data";
import { SmartImage, srcSetFor } from "../../../ui/features/products/smart-image";

const meta = {
  title: "Features/Products/SmartImage",
  component: SmartImage,
  args: { src: demoImage(30, "bag"), alt: "Sement", boxSize: "48" },
} satisfies Meta<typeof SmartImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async () => {
    await expect(srcSetFor("/media/p/a.webp?width=160")).toBe(
      "/media/p/a.webp?width=320 320w, /media/p/a.webp?width=640 640w, /media/p/a.webp?width=768 768w, /media/p/a.webp?width=1024 1024w, /media/p/a.webp?width=1280 1280w, /media/p/a.webp?width=1536 1536w",
    );
  },
};
export const BrokenShowsPlaceholder: Story = {
  args: { src: "/media/does-not-exist.webp?width=160" },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("img")?.getAttribute("data-placeholder")).toBe("true"),
    );
  },
};
export const Missing: Story = { args: { src: undefined } };
