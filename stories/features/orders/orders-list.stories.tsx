import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { OrdersList, type OrdersListProps } from "../../../ui/features/orders/orders-list";
import { demoPage, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// `filled` stands for the demo page of the list, built in the toolbar language.
type Args = Omit<OrdersListProps, "orders"> & { filled: boolean };

const meta = {
  title: "Features/Orders/OrdersList",
  args: {
    list: "active",
    status: "ready",
    filled: true,
    orderHref: (id: number) => `/order/${id}`,
    catalogueHref: "/products",
    onRetry: fn(),
  },
  render: ({ filled, ...args }, { globals }) => (
    <Box maxW="3xl">
      <OrdersList {...args} orders={filled ? demoPage(globals.locale, args.list) : []} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement) => within(canvasElement).queryAllByTestId("order-card");
const idsOf = (canvasElement: HTMLElement) => cardsOf(canvasElement).map((c) => Number(c.dataset.orderId));

/** The first answer is not in: three card outlines, announced as loading. */
export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("orders-loading")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(textIn(globals.locale, "orders.list.loading"))).toBeInTheDocument();
    await expect(cardsOf(canvasElement)).toHaveLength(0);
  },
};

/** No active orders, in Russian: what the list is for, and a way to the catalogue. */
export const EmptyActiveRu: Story = {
  args: { filled: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const empty = within(within(canvasElement).getByTestId("orders-empty"));
    await expect(empty.getByText(textIn(globals.locale, "orders.empty.activeTitle"))).toBeVisible();
    await expect(empty.getByText(textIn(globals.locale, "orders.empty.activeText"))).toBeVisible();
    await expect(
      empty.getByRole("link", { name: textIn(globals.locale, "orders.list.toCatalogue") }),
    ).toHaveAttribute("href", "/products");
  },
};

/** An empty history, in Uzbek Latin: its own words, not the active list's. */
export const EmptyHistoryLatin: Story = {
  args: { list: "history", filled: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const empty = within(canvasElement).getByTestId("orders-empty");
    await expect(empty).toHaveTextContent(textIn(globals.locale, "orders.empty.historyTitle"));
    await expect(empty).toHaveTextContent(textIn(globals.locale, "orders.empty.historyText"));
    await expect(empty).not.toHaveTextContent(textIn(globals.locale, "orders.empty.activeTitle"));
  },
};

/** The list could not be loaded: said once, and the retry asks again. */
export const Failed: Story = {
  args: { status: "error", filled: false },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "orders.list.error"));
    const retry = within(alert).getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
  },
};

const activePlay: Story["play"] = async ({ canvasElement }) => {
  const list = within(canvasElement).getByTestId("orders-list");
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
  await expect(idsOf(canvasElement)).toEqual([1042, 1039, 1051]);
  const links = cardsOf(canvasElement).map((c) => within(c).getByRole("link").getAttribute("href"));
  await expect(links).toEqual(["/order/1042", "/order/1039", "/order/1051"]);
};
/** The active list: one card per order, each leading to its page. */
export const Active: Story = { play: activePlay };
export const ActiveRu: Story = { globals: { locale: "ru" }, play: activePlay };

/** The history, in Uzbek Latin: delivered and cancelled orders. */
export const HistoryLatin: Story = {
  args: { list: "history" },
  globals: { locale: "sr" },
  play: async ({ canvasElement }) => {
    await expect(idsOf(canvasElement)).toEqual([987, 955]);
    const statuses = within(canvasElement)
      .getAllByTestId("order-status")
      .map((b) => b.dataset.status);
    await expect(statuses).toEqual(["6", "0"]);
  },
};

/** The next page on its way: the last one stays, dimmed and busy, with no skeletons over it. */
export const NextPageLoading: Story = {
  args: { status: "pending" },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId("orders-list");
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(Number(getComputedStyle(list).opacity)).toBeLessThan(1);
    await expect(within(canvasElement).queryByTestId("orders-loading")).toBeNull();
    await expect(cardsOf(canvasElement)).toHaveLength(3);
  },
};

/** On a 320 px phone, in Russian: every card, badge and sum inside the screen. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expect(cardsOf(canvasElement)).toHaveLength(3);
    await expectFitsPhone(canvasElement);
  },
};
