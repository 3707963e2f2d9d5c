import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ORDER_DETAILS, type FakeOrdersGateway } from "../../../adapters/fake/fake-orders.gateway";
import { $deps } from "../../../application/app/app.model";
import type { OrderDetail } from "../../../application/orders/orders.types";
import { PAYING_KEY } from "../../../application/orders/paying-note";
import { localizePath } from "../../../application/visitor/routes";
import { OrderStatus, PaymentType } from "../../../domain/order";
import OrderView from "../../../ui/features/orders/order-view";
import { appStory, type AppStoryParameters } from "../../support/app-story";
import { demoOrder, localeOf, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";
import { phoneParameters } from "./phone-frame";

// /order/{id}'s body over the fake orders server (adapters/fake/fake-orders.gateway.ts: 1046 new and paid in
// cash, 1044 approved, 1042 on the way with a courier, 1031 delivered, 1027 cancelled): the thank-you banner
// right after checkout (?placed=1), the payment's state (after the provider's page, ?paying=1, or while the
// order waits for its money), then the order. The page's own h1 and login guard are OrderPage's.

const meta = {
  title: "Features/Orders/OrderView",
  component: OrderView,
  ...appStory,
  args: { id: 1042, placed: false, paying: false },
} satisfies Meta<typeof OrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const PAY_URL = "https://checkout.paycom.uz/bT1zYW5kYm94";

/** The order's page for `id` (the story's args name the same), over the fake `fake` readied by `prepare`. */
const at = (
  id: number,
  fake: AppStoryParameters["fake"] = {},
  prepare?: (scope: Scope) => Promise<unknown>,
) => ({
  app: { layout: false, path: `/order/${id}`, fake, prepare },
});

/** The fake server holds `order` too, before its own (the demo's, built in one language, numbered 1042). */
const withOrder = async (scope: Scope, order: OrderDetail) =>
  (scope.getState($deps)!.orders as FakeOrdersGateway).record(order);
const depsOf = (loaded: unknown) => (loaded as { scope: Scope }).scope.getState($deps)!;
/** What the view asked the fake orders server, call by call. */
const callsOf = (loaded: unknown) => (depsOf(loaded).orders as FakeOrdersGateway).calls;
/** The link a page's RouterLink draws for an unprefixed path, in the story's language. */
const hrefIn = (locale: unknown, path: string) => localizePath(path, localeOf(locale));

const detailOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId("order-detail", undefined, LOAD);

/**
 * On the way: the order under the page's own title (no second h1), its products leading to their pages in
 * the page's language; no banner, no payment notice for a cash order; the server asked once.
 */
const onTheWayPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const detail = within(await detailOf(canvasElement));
  await expect(within(canvasElement).queryByRole("heading", { level: 1 })).toBeNull();
  await expect(detail.getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "5");
  const slug = DEMO_ORDER_DETAILS.find((o) => o.id === 1042)!.lines[0]!.product!.slug;
  const lines = within(detail.getByTestId("order-lines")).getAllByRole("listitem");
  await expect(lines).toHaveLength(3);
  await expect(within(lines[0]!).getByRole("link")).toHaveAttribute(
    "href",
    hrefIn(globals.locale, `/products/${slug}`),
  );
  await expect(within(canvasElement).queryByTestId("order-success")).toBeNull();
  await expect(within(canvasElement).queryByTestId("payment-notice")).toBeNull();
  await expect(callsOf(loaded)).toEqual(["order"]);
};
export const OnTheWay: Story = { parameters: at(1042), play: onTheWayPlay };
export const OnTheWayRu: Story = { parameters: at(1042), globals: { locale: "ru" }, play: onTheWayPlay };

/** Still loading: the order's outline, announced as busy; nothing above it yet. */
export const Loading: Story = {
  parameters: at(1042, { orders: { latency: 600_000 } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("order-loading")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(textIn(globals.locale, "orders.detail.loading"))).toBeInTheDocument();
    await expect(canvas.queryByTestId("order-success")).toBeNull();
  },
};

/** Right after checkout, in Uzbek Latin (?placed=1): the thank-you banner over the order, its links local. */
export const JustPlacedLatin: Story = {
  args: { id: 1046, placed: true },
  parameters: at(1046),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const banner = await within(canvasElement).findByTestId("order-success", undefined, LOAD);
    await expect(banner).toHaveTextContent(textIn(locale, "orders.success.title", { id: 1046 }));
    await expect(banner).toHaveTextContent(textIn(locale, "orders.success.nextCash"));
    await expect(
      within(banner).getByRole("link", { name: textIn(locale, "orders.nav.myOrders") }),
    ).toHaveAttribute("href", hrefIn(locale, "/my-orders"));
    await expect(
      within(banner).getByRole("link", { name: textIn(locale, "orders.success.continue") }),
    ).toHaveAttribute("href", hrefIn(locale, "/products"));
    const detail = await detailOf(canvasElement);
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      detail.getBoundingClientRect().top,
    );
    await expect(within(detail).getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "1");
  },
};

/**
 * Back from the provider's page (?paying=1) to a Payme order the server has already approved: the payment
 * confirmed above it.
 */
export const PaidOnReturn: Story = {
  args: { paying: true },
  parameters: at(1042, {}, (scope) =>
    withOrder(scope, demoOrder("uz", { status: OrderStatus.APPROVED, paymentType: PaymentType.PAYME })),
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const notice = await within(canvasElement).findByTestId("payment-notice", undefined, LOAD);
    await waitFor(() => expect(notice).toHaveAttribute("data-state", "paid"));
    await expect(within(notice).getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(globals.locale, "orders.payment.paid"),
    );
    // The order in view was the answer: it is not asked for again to judge the payment.
    await expect(callsOf(loaded)).toEqual(["order"]);
  },
};

/**
 * An online order still waiting for its money, in Russian: a way to pay above it; leaving for the provider's
 * page notes the order's number, so the way back finds it. The story keeps the browser on the page.
 */
export const AwaitingPaymentRu: Story = {
  parameters: at(1042, {}, (scope) =>
    withOrder(
      scope,
      demoOrder("ru", {
        status: OrderStatus.AWAITING_PAYMENT,
        paymentType: PaymentType.PAYME,
        paymentUrl: PAY_URL,
      }),
    ),
  ),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const notice = await within(canvasElement).findByTestId("payment-notice", undefined, LOAD);
    await expect(within(notice).getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(globals.locale, "orders.payment.awaiting"),
    );
    const pay = within(notice).getByRole("link", { name: textIn(globals.locale, "orders.payment.pay") });
    await expect(pay).toHaveAttribute("href", PAY_URL);
    await expect(within(canvasElement).getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "2");
    const stay = (e: MouseEvent) => e.preventDefault();
    document.addEventListener("click", stay);
    try {
      await userEvent.click(pay);
    } finally {
      document.removeEventListener("click", stay);
    }
    pay.blur();
    const note = depsOf(loaded).drafts!.read(PAYING_KEY);
    await expect(JSON.parse(note ?? "null")).toMatchObject({ id: 1042 });
  },
};

/** A number the shopper has no order under: "not found", and a way to their own orders. */
export const Missing: Story = {
  args: { id: 999 },
  parameters: at(999),
  play: async ({ canvasElement, globals }) => {
    const missing = await within(canvasElement).findByTestId("order-missing", undefined, LOAD);
    await expect(missing).toHaveTextContent(textIn(globals.locale, "orders.detail.missing"));
    await expect(
      within(missing).getByRole("link", { name: textIn(globals.locale, "orders.nav.myOrders") }),
    ).toHaveAttribute("href", hrefIn(globals.locale, "/my-orders"));
    await expect(within(canvasElement).queryByTestId("payment-notice")).toBeNull();
  },
};

/** The server is down, in Uzbek Latin: said once, and "Try again" asks for the order once more. */
export const FailedLatin: Story = {
  parameters: at(1042, { orders: { failing: true } }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, loaded }) => {
    const alert = await within(canvasElement).findByRole("alert", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "orders.detail.error"));
    await expect(callsOf(loaded)).toEqual(["order"]);
    const retry = within(alert).getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") });
    await userEvent.click(retry);
    await waitFor(() => expect(callsOf(loaded)).toEqual(["order", "order"]));
    await expect(await within(canvasElement).findByRole("alert")).toBeVisible();
    retry.blur();
  },
};

/** On a 320 px phone, in Russian, just placed: the banner, the tracking and the order inside the screen. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { placed: true },
  parameters: { ...phoneParameters, ...at(1042) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("order-success", undefined, LOAD);
    await detailOf(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
