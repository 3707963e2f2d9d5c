import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { demoImage } from "../../../adapters/fake/demo-data";
import type { OrderSummary } from "../../../application/orders/orders.types";
import { OrderStatus } from "../../../domain/order";
import { OrderCard, type OrderCardProps } from "../../../ui/features/orders/order-card";
import { BROKEN_PICTURE, demoSummary, moneyIn, STATUS_TIMES, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// The story's controls are the demo's options; the order itself is built in the toolbar language.
type Args = Omit<OrderCardProps, "order"> & { summary: Partial<OrderSummary> & { long?: boolean } };

const meta = {
  title: "Features/Orders/OrderCard",
  args: { summary: {}, href: "/order/1042" },
  render: ({ summary, ...args }, { globals }) => (
    <Box as="ul" listStyleType="none" m="0" p="0" maxW="xl">
      <li>
        <OrderCard {...args} order={demoSummary(globals.locale, summary)} />
      </li>
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("order-card");

const fullPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const card = within(cardOf(canvasElement));
  const link = card.getByRole("link", { name: textIn(globals.locale, "orders.card.open", { id: 1042 }) });
  await expect(link).toHaveAttribute("href", "/order/1042");
  await expect(card.getByTestId("order-status")).toHaveAttribute(
    "data-status",
    String(OrderStatus.ON_THE_WAY),
  );
  await expect(cardOf(canvasElement).querySelector("time")).toHaveAttribute("dateTime", STATUS_TIMES[1]);
  // Six pictures: four shown, the other two counted.
  await expect(cardOf(canvasElement).querySelectorAll("img")).toHaveLength(4);
  await expect(card.getByTestId("order-card-more")).toHaveTextContent("+2");
  await expect(cardOf(canvasElement)).toHaveTextContent(
    textIn(globals.locale, "orders.card.count", { count: 32 }),
  );
  await expect(card.getByTestId("order-card-price")).toHaveTextContent(moneyIn(globals.locale, 12_345_678));
  await expect(cardOf(canvasElement)).toHaveTextContent(demoSummary(globals.locale).address!);
  // The link is the number only; the focus ring is drawn round the whole card.
  await userEvent.tab();
  await expect(link).toHaveFocus();
  await expect(getComputedStyle(cardOf(canvasElement)).outlineStyle).toBe("solid");
  link.blur();
};
/** On the way: number, date, status, four pictures and "+2", the count, the address, the price. */
export const Full: Story = { play: fullPlay };
export const FullRu: Story = { globals: { locale: "ru" }, play: fullPlay };

/** One picture, in Uzbek Latin: shown, nothing counted. */
export const OnePictureLatin: Story = {
  args: {
    summary: { id: 1039, status: OrderStatus.APPROVED, price: 846_000, images: [demoImage(190, "can")] },
    href: "/order/1039",
  },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const card = within(cardOf(canvasElement));
    await expect(cardOf(canvasElement).querySelectorAll("img")).toHaveLength(1);
    await expect(card.queryByTestId("order-card-more")).toBeNull();
    await expect(card.getByTestId("order-status")).toHaveTextContent(
      textIn(globals.locale, "orders.status.approved"),
    );
    await expect(card.getByTestId("order-card-price")).toHaveTextContent(moneyIn(globals.locale, 846_000));
  },
};

/** A pick-up order the server gave no address or date for: neither line is drawn empty. */
export const NoAddressNoDate: Story = {
  args: { summary: { status: OrderStatus.DELIVERED, address: null, createdAt: null, images: [] } },
  play: async ({ canvasElement }) => {
    await expect(cardOf(canvasElement).querySelector("time")).toBeNull();
    await expect(cardOf(canvasElement).querySelector("img")).toBeNull();
    await expect(cardOf(canvasElement)).not.toHaveTextContent(demoSummary("uz").address!);
  },
};

/** A picture the server lists but cannot give: the shop's placeholder stands in. */
export const BrokenPicture: Story = {
  args: { summary: { images: [BROKEN_PICTURE] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(cardOf(canvasElement).querySelector("img")).toHaveAttribute("data-placeholder", "true"),
    );
  },
};

/** On a 320 px phone, in Russian: the longest address is cut to two lines, the price stays whole. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { summary: { long: true } },
  play: async ({ canvasElement }) => {
    const address = within(cardOf(canvasElement)).getByText(demoSummary("ru", { long: true }).address!);
    const line = parseFloat(getComputedStyle(address).lineHeight);
    await expect(address.getBoundingClientRect().height).toBeLessThanOrEqual(line * 2 + 1);
    // Four pictures and "+N" stay inside the card's padding, not only inside the screen.
    const card = cardOf(canvasElement);
    const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    const more = within(card).getByTestId("order-card-more").getBoundingClientRect();
    await expect(more.right).toBeLessThanOrEqual(inner + 0.5);
    await expectFitsPhone(canvasElement);
  },
};
