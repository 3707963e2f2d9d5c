import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { OrderStatus } from "../../../domain/order";
import { OrderDetail, type OrderDetailProps } from "../../../ui/features/orders/order-detail";
import { demoOrder, moneyIn, textIn, type DemoOptions } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// `demo` is the demo's options for the order last loaded (null: none yet), built in the toolbar language.
type Args = Omit<OrderDetailProps, "order"> & { demo: DemoOptions | null };

const meta = {
  title: "Features/Orders/OrderDetail",
  args: {
    status: "ready",
    demo: {},
    onRetry: fn(),
    productHref: (slug: string) => `/products/${slug}`,
    ordersHref: "/my-orders",
  },
  render: ({ demo, ...args }, { globals }) => (
    <OrderDetail {...args} order={demo ? demoOrder(globals.locale, demo) : null} />
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order is not in yet: the page's outline, announced as loading. */
export const Loading: Story = {
  args: { status: "pending", demo: null },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("order-loading")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(textIn(globals.locale, "orders.detail.loading"))).toBeInTheDocument();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

const filledPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const t = (id: string, values?: Record<string, unknown>) => textIn(globals.locale, id, values);
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
    t("orders.detail.title", { id: 1042 }),
  );
  await expect(canvas.getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "5");
  const steps = canvas.getByTestId("order-tracking").querySelectorAll("[data-state]");
  await expect([...steps].map((s) => s.getAttribute("data-state"))).toEqual(["done", "current", "upcoming"]);
  // Each part of the page is a section named by its heading, one level under the title.
  for (const id of [
    "orders.courier.title",
    "orders.delivery.title",
    "orders.lines.title",
    "orders.log.title",
  ])
    await expect(canvas.getByRole("heading", { level: 2, name: t(id) })).toBeVisible();
  // The two products still sold lead to their pages; the one gone from the catalogue says so instead.
  const lines = within(canvas.getByTestId("order-lines")).getAllByRole("listitem");
  await expect(within(lines[0]!).getByRole("link")).toHaveAttribute("href", "/products/product-100");
  await expect(within(lines[1]!).getByRole("link")).toHaveAttribute("href", "/products/product-101");
  await expect(within(lines[2]!).queryByRole("link")).toBeNull();
  await expect(lines[2]).toHaveTextContent(t("orders.lines.gone"));
  await expect(canvas.getByTestId("order-total")).toHaveTextContent(moneyIn(globals.locale, 2_866_800));
  await expect(canvas.getByTestId("order-receiver")).toHaveTextContent(
    demoOrder(globals.locale).receiverName,
  );
  await expect(canvas.getAllByTestId("status-log")[0]!.querySelector("li")).toHaveAttribute(
    "data-status",
    "5",
  );
  await expect(canvas.queryByRole("alert")).toBeNull();
};
/** On the way with the courier: tracking, courier, delivery, receiver, products, money and the log. */
export const Filled: Story = { play: filledPlay };
export const FilledRu: Story = { globals: { locale: "ru" }, play: filledPlay };

/** Under a page whose own h1 names the order, in Uzbek Latin: no second title, the status and date stay. */
export const UnderPageTitleLatin: Story = {
  args: { titled: false, demo: { status: OrderStatus.DELIVERED } },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
    await expect(canvas.getByTestId("order-detail")).not.toHaveTextContent(
      textIn(globals.locale, "orders.detail.title", { id: 1042 }),
    );
    await expect(canvas.getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "6");
    await expect(canvas.getByText(textIn(globals.locale, "orders.detail.placed"))).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 2, name: textIn(globals.locale, "orders.money.title") }),
    ).toBeVisible();
  },
};

/** Asked again while shown, in Uzbek Latin: the order stays, marked busy. */
export const RefreshingLatin: Story = {
  args: { status: "pending" },
  globals: { locale: "sr" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("order-detail")).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByTestId("order-loading")).toBeNull();
  },
};

/** The refresh failed, in Uzbek Latin: the old order stays, with a warning and a retry above it. */
export const RefreshFailedLatin: Story = {
  args: { status: "error" },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "orders.detail.refreshError"));
    await expect(canvas.getByTestId("order-detail")).toBeVisible();
    const retry = within(alert).getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
  },
};

/** The order could not be loaded at all: said once, and the retry asks again. */
export const Failed: Story = {
  args: { status: "error", demo: null },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(textIn(globals.locale, "orders.detail.error"));
    await expect(canvas.queryByTestId("order-detail")).toBeNull();
    const retry = canvas.getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
  },
};

/** Someone else's order or a wrong number, in Russian: "not found" and a way to the shopper's own. */
export const MissingRu: Story = {
  args: { status: "missing", demo: null },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const missing = within(canvasElement).getByTestId("order-missing");
    await expect(missing).toHaveTextContent(textIn(globals.locale, "orders.detail.missing"));
    await expect(missing).toHaveTextContent(textIn(globals.locale, "orders.detail.missingText"));
    await expect(
      within(missing).getByRole("link", { name: textIn(globals.locale, "orders.nav.myOrders") }),
    ).toHaveAttribute("href", "/my-orders");
  },
};

/** On a 320 px phone, in Uzbek Latin, with the longest names, address and sums: all of it inside. */
export const PhoneLatin: Story = {
  ...onPhoneStory("sr"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { demo: { long: true, lines: 4, discount: 120_000, promoDiscount: 50_000, deliveryPrice: 85_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What a shopper waiting at the door looks for comes before the products.
    const courier = canvas.getByTestId("courier-card").getBoundingClientRect();
    await expect(courier.top).toBeLessThan(canvas.getByTestId("order-lines").getBoundingClientRect().top);
    await expectFitsPhone(canvasElement);
  },
};
