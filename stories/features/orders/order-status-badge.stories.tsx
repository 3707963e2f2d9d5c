import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Wrap } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { OrderStatus } from "../../../domain/order";
import { OrderStatusBadge } from "../../../ui/features/orders/order-status-badge";
import { textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// In the order a shopper meets them, cancelled last.
const ALL = [
  ["new", OrderStatus.NEW],
  ["awaitingPayment", OrderStatus.AWAITING_PAYMENT],
  ["approved", OrderStatus.APPROVED],
  ["inDelivery", OrderStatus.IN_DELIVERY],
  ["onTheWay", OrderStatus.ON_THE_WAY],
  ["delivered", OrderStatus.DELIVERED],
  ["cancelled", OrderStatus.CANCELLED],
] as const;

const meta = {
  title: "Features/Orders/OrderStatusBadge",
  component: OrderStatusBadge,
  args: { status: OrderStatus.ON_THE_WAY },
  render: (args) => (
    <Wrap gap="2" maxW="xl">
      {ALL.map(([, status]) => (
        <OrderStatusBadge key={status} {...args} status={status} />
      ))}
    </Wrap>
  ),
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const allPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const badges = within(canvasElement).getAllByTestId("order-status");
  await expect(badges.map((b) => Number(b.dataset.status))).toEqual(ALL.map(([, s]) => s));
  await expect(badges.map((b) => b.textContent)).toEqual(
    ALL.map(([key]) => textIn(globals.locale, `orders.status.${key}`)),
  );
  // Colour is not the only cue, but no two statuses may look the same either.
  const looks = badges.map((b) => {
    const style = getComputedStyle(b);
    return `${style.backgroundColor}|${style.color}|${style.boxShadow}`;
  });
  await expect(new Set(looks).size).toBe(ALL.length);
};

/** Every status in its words and colour. */
export const AllStatuses: Story = { play: allPlay };
export const AllStatusesRu: Story = { globals: { locale: "ru" }, play: allPlay };
export const AllStatusesLatin: Story = { globals: { locale: "sr" }, play: allPlay };

/** The order page's large size, in a card narrower than the longest name: it wraps inside, never past. */
export const LargeInNarrowCardLatin: Story = {
  ...onPhoneStory("sr"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { size: "lg" },
  render: (args) => (
    <Box w="40" p="2" borderWidth="1px" data-testid="narrow-card">
      <OrderStatusBadge {...args} status={OrderStatus.ON_THE_WAY} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId("narrow-card").getBoundingClientRect();
    const badge = within(canvasElement).getByTestId("order-status");
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    // "Kuryer bilan yoʻlda" does not fit on one line at this width: two lines, not one clipped.
    const line = parseFloat(getComputedStyle(badge).lineHeight);
    await expect(badge.getBoundingClientRect().height).toBeGreaterThan(line * 1.5);
    await expectFitsPhone(canvasElement);
  },
};
