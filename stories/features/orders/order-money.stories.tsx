import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { OrderStatus, PaymentType } from "../../../domain/order";
import { OrderMoney } from "../../../ui/features/orders/order-money";
import { demoOrder, moneyIn, textIn, type DemoOptions } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// The controls are the demo's options; the order is worked out from them the way the server does.
type Args = { demo: DemoOptions };

const meta = {
  title: "Features/Orders/OrderMoney",
  args: { demo: {} },
  render: ({ demo }, { globals }) => (
    <Box maxW="md">
      <OrderMoney order={demoOrder(globals.locale, demo)} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    all: canvas.getByTestId("order-money"),
    way: canvas.getByTestId("order-payment-way"),
    delivery: canvas.getByTestId("order-delivery-price"),
    total: canvas.getByTestId("order-total"),
    vat: canvas.getByTestId("order-vat"),
    earned: canvas.queryByTestId("order-cashback-earned"),
  };
};
const minus = (locale: unknown, som: number) => `\u2212 ${moneyIn(locale, som)}`;
/** The sum a row of the breakdown shows against its label. */
const rowValue = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

/** Cash, on the way: nothing paid yet, delivery free, cashback spent and more to come on delivery. */
export const CashOnTheWay: Story = {
  play: async ({ canvasElement, globals }) => {
    const { all, way, delivery, total, vat, earned } = parts(canvasElement);
    const t = (id: string, values?: Record<string, unknown>) => textIn(globals.locale, id, values);
    const row = (id: string, values?: Record<string, unknown>) => rowValue(canvasElement, t(id, values));
    await expect(way).toHaveTextContent(t("orders.money.cash"));
    // Three lines: 20 + 12 + 500 pieces for 2 881 800, less 15 000 of cashback.
    await expect(row("orders.money.products", { count: 532 })).toHaveTextContent(
      moneyIn(globals.locale, 2_881_800),
    );
    await expect(row("orders.money.cashbackUsed")).toHaveTextContent(minus(globals.locale, 15_000));
    await expect(delivery).toHaveTextContent(t("orders.money.free"));
    await expect(row("orders.money.totalToPay")).toHaveTextContent(moneyIn(globals.locale, 2_866_800));
    await expect(total).toContainElement(row("orders.money.totalToPay"));
    await expect(row("orders.money.vat", { percent: "12" })).toHaveTextContent(
      moneyIn(globals.locale, 307_157),
    );
    await expect(vat).toBeVisible();
    await expect(earned).toHaveTextContent(t("orders.money.cashbackToEarn"));
    await expect(earned).toHaveTextContent(`+ ${moneyIn(globals.locale, 28_668)}`);
    await expect(all).not.toHaveTextContent(t("orders.money.discount"));
  },
};

/** Paid with Payme and accepted, in Russian: paid, every deduction its own row, delivery charged. */
export const PaidOnlineRu: Story = {
  args: {
    demo: {
      status: OrderStatus.APPROVED,
      paymentType: PaymentType.PAYME,
      discount: 50_000,
      promoDiscount: 20_000,
      cashbackUsed: 0,
      deliveryPrice: 35_000,
    },
  },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const { all, way, delivery } = parts(canvasElement);
    const row = (id: string) => rowValue(canvasElement, textIn(globals.locale, id));
    await expect(way).toHaveTextContent("Payme");
    await expect(row("orders.money.discount")).toHaveTextContent(minus(globals.locale, 50_000));
    await expect(row("orders.money.promo")).toHaveTextContent(minus(globals.locale, 20_000));
    await expect(all).not.toHaveTextContent(textIn(globals.locale, "orders.money.cashbackUsed"));
    await expect(delivery).toHaveTextContent(moneyIn(globals.locale, 35_000));
    // 2 881 800 − 50 000 − 20 000 + 35 000.
    await expect(row("orders.money.totalPaid")).toHaveTextContent(moneyIn(globals.locale, 2_846_800));
  },
};

/** Click chosen but not paid yet, in Uzbek Latin: still to pay, whatever the way. */
export const AwaitingPaymentLatin: Story = {
  args: { demo: { status: OrderStatus.AWAITING_PAYMENT, paymentType: PaymentType.CLICK } },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const { way, total } = parts(canvasElement);
    await expect(way).toHaveTextContent("Click");
    await expect(total).toHaveTextContent(textIn(globals.locale, "orders.money.totalToPay"));
  },
};

/** Delivered for cash, in Uzbek Latin: paid at the door, the cashback earned. */
export const DeliveredLatin: Story = {
  args: { demo: { status: OrderStatus.DELIVERED } },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const { total, earned } = parts(canvasElement);
    await expect(total).toHaveTextContent(textIn(globals.locale, "orders.money.totalPaid"));
    await expect(earned).toHaveTextContent(textIn(globals.locale, "orders.money.cashbackEarned"));
  },
};

/** Cancelled: neither paid nor to pay, and no cashback promised. */
export const Cancelled: Story = {
  args: { demo: { status: OrderStatus.CANCELLED, paymentType: PaymentType.UZUM } },
  play: async ({ canvasElement, globals }) => {
    const { way, total, earned } = parts(canvasElement);
    await expect(way).toHaveTextContent("Uzum Bank");
    await expect(total).toHaveTextContent(textIn(globals.locale, "orders.money.total"));
    await expect(total).not.toHaveTextContent(textIn(globals.locale, "orders.money.totalPaid"));
    await expect(earned).toBeNull();
  },
};

/** On a 320 px phone, in Russian: eight-digit sums and every deduction stay whole and inside. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: {
    demo: { long: true, discount: 1_234_500, promoDiscount: 250_000, deliveryPrice: 185_000 },
  },
  play: async ({ canvasElement }) => {
    const { total } = parts(canvasElement);
    const sum = total.querySelector("dd")!;
    // A sum is never broken across lines.
    await expect(sum.getBoundingClientRect().height).toBeLessThan(
      parseFloat(getComputedStyle(sum).lineHeight) * 1.5,
    );
    await expectFitsPhone(canvasElement);
  },
};
