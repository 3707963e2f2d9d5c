import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PaymentType } from "../../../domain/order";
import { OrderSuccess } from "../../../ui/features/orders/order-success";
import { textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

const meta = {
  title: "Features/Orders/OrderSuccess",
  component: OrderSuccess,
  args: {
    orderId: 1042,
    paymentType: PaymentType.CASH,
    ordersHref: "/my-orders",
    catalogueHref: "/products",
  },
} satisfies Meta<typeof OrderSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

const bannerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole("status");

const cashPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const banner = within(bannerOf(canvasElement));
  await expect(banner.getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(globals.locale, "orders.success.title", { id: 1042 }),
  );
  await expect(bannerOf(canvasElement)).toHaveTextContent(textIn(globals.locale, "orders.success.nextCash"));
  await expect(
    banner.getByRole("link", { name: textIn(globals.locale, "orders.nav.myOrders") }),
  ).toHaveAttribute("href", "/my-orders");
  await expect(
    banner.getByRole("link", { name: textIn(globals.locale, "orders.success.continue") }),
  ).toHaveAttribute("href", "/products");
};
/** Cash on receipt: the shop will call to confirm; then to the orders or back to shopping. */
export const Cash: Story = { play: cashPlay };
export const CashRu: Story = { globals: { locale: "ru" }, play: cashPlay };

/** Paid online with Payme, in Uzbek Latin: the shop starts once the payment is confirmed. */
export const OnlineLatin: Story = {
  args: { paymentType: PaymentType.PAYME },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(bannerOf(canvasElement)).toHaveTextContent(
      textIn(globals.locale, "orders.success.nextOnline"),
    );
    await expect(bannerOf(canvasElement)).not.toHaveTextContent(
      textIn(globals.locale, "orders.success.nextCash"),
    );
  },
};

/** The server did not say how, in Russian: read as cash, its default. */
export const UnknownPaymentRu: Story = {
  args: { paymentType: null },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(bannerOf(canvasElement)).toHaveTextContent(
      textIn(globals.locale, "orders.success.nextCash"),
    );
  },
};

/** On a 320 px phone, in Russian: the buttons stack full width under the text. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { orderId: 9_876_543, paymentType: PaymentType.CLICK },
  play: async ({ canvasElement }) => {
    const [mine, more] = within(bannerOf(canvasElement)).getAllByRole("link");
    const [a, b] = [mine!.getBoundingClientRect(), more!.getBoundingClientRect()];
    await expect(b.top).toBeGreaterThanOrEqual(a.bottom);
    await expect(Math.abs(a.width - b.width)).toBeLessThan(1);
    await expectFitsPhone(canvasElement);
  },
};
