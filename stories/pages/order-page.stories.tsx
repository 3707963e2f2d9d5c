import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { loginSubmitted } from "../../application/account/login.model";
import OrderPage from "../../ui/pages/order-page";
import { appStory, type AppStoryParameters } from "../support/app-story";
import { textIn } from "../support/text-in";

// The page reads the order number from the route: each story sets its path and the matching route pattern.
const meta = {
  title: "Pages/OrderPage",
  component: OrderPage,
  ...appStory,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });
const orderAt = (path: string, orders: AppStoryParameters["fake"] = {}) => ({
  app: { layout: false, path, route: "/order/:id", fake: orders, prepare: signIn },
});

const detail = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId("order-detail", {}, { timeout: 5000 });

/** On the way: tracking at its second step, the courier's card, the lines, the money, the log. */
export const OnTheWay: Story = {
  parameters: orderAt("/order/1042"),
  play: async ({ canvasElement }) => {
    const canvas = within(await detail(canvasElement));
    const steps = canvas.getByTestId("order-tracking").querySelectorAll("[data-state]");
    await expect([...steps].map((s) => s.getAttribute("data-state"))).toEqual([
      "done",
      "current",
      "upcoming",
    ]);
    await expect(canvas.getByRole("link", { name: /\+998/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:/),
    );
  },
};
export const OnTheWayRu: Story = { ...OnTheWay, globals: { locale: "ru" } };

/** Right after checkout (?placed=1): the thank-you banner with the number above the order. */
export const JustPlacedLatin: Story = {
  globals: { locale: "sr" },
  parameters: orderAt("/order/1046?placed=1"),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId("order-success", {}, { timeout: 5000 });
    await expect(banner).toHaveTextContent(textIn(globals.locale, "orders.success.title", { id: 1046 }));
    await expect(banner).toHaveTextContent(textIn(globals.locale, "orders.success.nextCash"));
  },
};

/** A cancelled order: a banner instead of the tracking steps. */
export const Cancelled: Story = {
  parameters: orderAt("/order/1027"),
  play: async ({ canvasElement }) => {
    const canvas = within(await detail(canvasElement));
    await expect(canvas.getByTestId("order-cancelled")).toBeVisible();
    await expect(canvas.queryByTestId("order-tracking")).toBeNull();
  },
};

/** Someone else's order or a wrong number: "not found", and a way to the shopper's own orders. */
export const Missing: Story = {
  parameters: orderAt("/order/999"),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("order-missing", {}, { timeout: 5000 })).toHaveTextContent(
      textIn(globals.locale, "orders.detail.missing"),
    );
    await expect(
      canvas.getByRole("link", { name: textIn(globals.locale, "orders.nav.myOrders") }),
    ).toBeVisible();
  },
};

/** The order cannot be loaded: a message and a retry, nothing made up. */
export const Failed: Story = {
  parameters: orderAt("/order/1042", { orders: { failing: true } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(textIn(globals.locale, "orders.detail.error"), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") }),
    ).toBeEnabled();
  },
};

/** On a 320 px phone in Russian: tracking runs down the page, and nothing is pushed past the edge. */
export const PhoneRu: Story = {
  tags: ["phone"],
  globals: { locale: "ru" },
  parameters: orderAt("/order/1042"),
  play: async ({ canvasElement }) => {
    await detail(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
