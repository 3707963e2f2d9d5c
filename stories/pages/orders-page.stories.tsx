import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { loginSubmitted } from "../../application/account/login.model";
import { sessionStarted } from "../../application/account/session.model";
import OrdersPage from "../../ui/pages/orders-page";
import { appStory, type AppStoryParameters } from "../support/app-story";
import { textIn } from "../support/text-in";

const meta = {
  title: "Pages/OrdersPage",
  component: OrdersPage,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { list: "active" },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });
const signedIn = (path: string, orders: AppStoryParameters["fake"] = {}) => ({
  app: { layout: false, path, fake: orders, prepare: signIn },
});

const cardsShown = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return canvas.findAllByTestId("order-card", {}, { timeout: 5000 });
};

/** The active list: orders still on their way, newest first, each a link to its page. */
export const Active: Story = {
  parameters: signedIn("/my-orders"),
  play: async ({ canvasElement, globals }) => {
    const cards = await cardsShown(canvasElement);
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent("1046");
    const tab = within(canvasElement).getByRole("link", {
      name: new RegExp(textIn(globals.locale, "orders.tabs.active")),
    });
    await expect(tab).toHaveAttribute("aria-current", "page");
  },
};
export const ActiveRu: Story = { ...Active, globals: { locale: "ru" } };

/** The history: delivered and cancelled orders. */
export const HistoryLatin: Story = {
  args: { list: "history" },
  globals: { locale: "sr" },
  parameters: signedIn("/my-orders/history"),
  play: async ({ canvasElement }) => {
    const cards = await cardsShown(canvasElement);
    await expect(
      cards.map((c) => c.textContent?.includes("1031") || c.textContent?.includes("1027")),
    ).toEqual([true, true]);
  },
};

/** A shopper who has never ordered: what the list is for, and a way to the catalogue. */
export const Empty: Story = {
  parameters: signedIn("/my-orders", { orders: { empty: true } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(textIn(globals.locale, "orders.empty.activeTitle"), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: textIn(globals.locale, "orders.list.toCatalogue") }),
    ).toBeVisible();
  },
};

/** The list cannot be loaded: a plain message and a retry. */
export const Failed: Story = {
  parameters: signedIn("/my-orders", { orders: { failing: true } }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(textIn(globals.locale, "orders.list.error"), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: textIn(globals.locale, "orders.notice.retry") }),
    ).toBeEnabled();
  },
};

/** On a 320 px phone in Russian: the cards fit, the tabs and sums are whole. */
export const PhoneRu: Story = {
  tags: ["phone"],
  globals: { locale: "ru" },
  parameters: signedIn("/my-orders"),
  play: async ({ canvasElement }) => {
    await cardsShown(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A guest: asked to log in, nothing of anyone's orders shown. */
export const Guest: Story = {
  parameters: {
    app: {
      layout: false,
      path: "/my-orders",
      prepare: (scope: Scope) => allSettled(sessionStarted, { scope }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(textIn(globals.locale, "page.signIn.orders"))).toBeVisible();
    await expect(canvas.queryByTestId("order-card")).toBeNull();
  },
};
