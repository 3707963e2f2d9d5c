import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { demoImage } from "../../../adapters/fake/demo-data";
import { OrderThumb } from "../../../ui/features/orders/order-thumb";
import { BROKEN_PICTURE } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// A product's small picture as the order cards and the order's lines draw it: a framed square, the picture
// contained in it, the shop's placeholder when there is none or it cannot be loaded. It says nothing to a
// screen reader: the line's title beside it names the product.

const PICTURE = demoImage(30, "bag");

const meta = {
  title: "Features/Orders/OrderThumb",
  component: OrderThumb,
  args: { src: PICTURE },
  render: (args) => <OrderThumb {...args} data-testid="order-thumb" />,
} satisfies Meta<typeof OrderThumb>;
export default meta;
type Story = StoryObj<typeof meta>;

const thumbOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("order-thumb");
const imageOf = (canvasElement: HTMLElement) => thumbOf(canvasElement).querySelector("img")!;

/** The picture itself, 56 px square by default, decorative (an empty alt), contained whole. */
export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const box = thumbOf(canvasElement).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([56, 56]);
    const img = imageOf(canvasElement);
    await expect(img).toHaveAttribute("src", PICTURE);
    await expect(img).toHaveAttribute("alt", "");
    await expect(img).not.toHaveAttribute("data-placeholder");
    await expect(getComputedStyle(img).objectFit).toBe("contain");
  },
};

/** A line whose product is gone from the catalogue: the placeholder, not an empty box. */
export const NoPicture: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const img = imageOf(canvasElement);
    await expect(img).toHaveAttribute("data-placeholder", "true");
    await expect(img).toHaveAttribute("alt", "");
  },
};

/** A picture the server lists but cannot give: the placeholder stands in once it fails. */
export const BrokenPicture: Story = {
  args: { src: BROKEN_PICTURE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(imageOf(canvasElement)).toHaveAttribute("data-placeholder", "true"));
  },
};

/** The lines' size, 48 px on a phone, in its frame inside the screen. */
export const Phone: Story = {
  ...onPhoneStory(),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { size: { base: "12", sm: "14" } },
  play: async ({ canvasElement }) => {
    const box = thumbOf(canvasElement).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([48, 48]);
    await expectFitsPhone(canvasElement);
  },
};
