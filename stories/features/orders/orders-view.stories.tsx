import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { allSettled, type Scope } from "effector";
import { useLocation } from "react-router-dom";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../../adapters/fake/fake-account.gateway";
import { DEMO_ORDER_DETAILS, type FakeOrdersGateway } from "../../../adapters/fake/fake-orders.gateway";
import { loginSubmitted } from "../../../application/account/login.model";
import { $deps } from "../../../application/app/app.model";
import { notePaying, PAYING_KEY } from "../../../application/orders/paying-note";
import { localizePath } from "../../../application/visitor/routes";
import OrdersView from "../../../ui/features/orders/orders-view";
import { appStory, type AppStoryParameters } from "../../support/app-story";
import { localeOf, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";
import { phoneParameters } from "./phone-frame";

// /my-orders and /my-orders/history's body over the fake orders server (adapters/fake/fake-orders.gateway.ts:
// 1046 new, 1044 approved and 1042 on the way are active; 1031 delivered and 1027 cancelled are history), for
// the demo shopper signed in, as the page shows it only then: the two lists' tabs with their counts, the
// cards, the pages, and the way back from a provider's payment page (?paying=1). The page's own h1 and login
// guard are OrdersPage's.

const meta = {
  title: "Features/Orders/OrdersView",
  component: OrdersView,
  ...appStory,
  args: { list: "active" },
} satisfies Meta<typeof OrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });

/** The page at `path`, the shopper signed in first, over the fake `fake`, then readied by `prepare`. */
const at = (
  path: string,
  fake: AppStoryParameters["fake"] = {},
  prepare?: (scope: Scope, orders: FakeOrdersGateway) => unknown,
) => ({
  app: {
    layout: false,
    path,
    fake,
    prepare: async (scope: Scope) => {
      await signIn(scope);
      await prepare?.(scope, scope.getState($deps)!.orders as FakeOrdersGateway);
    },
  },
});

const depsOf = (loaded: unknown) => (loaded as { scope: Scope }).scope.getState($deps)!;
/** The link a page's RouterLink draws for an unprefixed path, in the story's language. */
const hrefIn = (locale: unknown, path: string) => localizePath(path, localeOf(locale));

const cardsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByTestId("order-card", undefined, LOAD);
const idsOf = (cards: HTMLElement[]) => cards.map((c) => Number(c.dataset.orderId));

const tabsOf = (canvasElement: HTMLElement, locale: unknown) => {
  const nav = within(canvasElement).getByRole("navigation", { name: textIn(locale, "orders.tabs.label") });
  const [active, history] = within(nav).getAllByRole("link");
  return { active: active!, history: history! };
};
/** "Active: 3", however the name computation spaces the hidden colon. */
const named = (label: string, count: number) => new RegExp(`^${label}\\s?:\\s?${count}$`);

/**
 * The active list: its tab the current page, both lists counted; one card per active order, newest first,
 * each leading to its order's page in the page's language; one page, so no pager.
 */
const activePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const cards = await cardsShown(canvasElement);
  await expect(idsOf(cards)).toEqual([1046, 1044, 1042]);
  await expect(cards.map((c) => within(c).getByRole("link").getAttribute("href"))).toEqual(
    [1046, 1044, 1042].map((id) => hrefIn(locale, `/order/${id}`)),
  );
  const { active, history } = tabsOf(canvasElement, locale);
  await expect(active).toHaveAttribute("aria-current", "page");
  await expect(active).toHaveAttribute("href", hrefIn(locale, "/my-orders"));
  await expect(history).toHaveAttribute("href", hrefIn(locale, "/my-orders/history"));
  await expect(active).toHaveAccessibleName(named(textIn(locale, "orders.tabs.active"), 3));
  await expect(history).toHaveAccessibleName(named(textIn(locale, "orders.tabs.history"), 2));
  await expect(within(canvasElement).queryByTestId("pager")).toBeNull();
};
export const Active: Story = { parameters: at("/my-orders"), play: activePlay };
export const ActiveRu: Story = { parameters: at("/my-orders"), globals: { locale: "ru" }, play: activePlay };

/** The history, in Uzbek Latin: the delivered and the cancelled order, its tab the current one. */
export const HistoryLatin: Story = {
  args: { list: "history" },
  parameters: at("/my-orders/history"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(idsOf(await cardsShown(canvasElement))).toEqual([1031, 1027]);
    const { active, history } = tabsOf(canvasElement, globals.locale);
    await expect(history).toHaveAttribute("aria-current", "page");
    await expect(active).not.toHaveAttribute("aria-current");
  },
};

/** The first page on its way (the counts known since sign-in): card outlines, announced as loading. */
export const Loading: Story = {
  parameters: at("/my-orders", {}, (_, orders) => {
    spyOn(orders, "orders").mockReturnValue(new Promise(() => {}));
  }),
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const loading = await within(canvasElement).findByTestId("orders-loading", undefined, LOAD);
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(locale, "orders.list.loading"));
    await expect(tabsOf(canvasElement, locale).active).toHaveAccessibleName(
      named(textIn(locale, "orders.tabs.active"), 3),
    );
  },
};

/** A shopper who has never ordered, in Russian: what the list is for, a way to the catalogue, counts of 0. */
export const EmptyRu: Story = {
  parameters: at("/my-orders", { orders: { empty: true } }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const empty = await within(canvasElement).findByTestId("orders-empty", undefined, LOAD);
    await expect(empty).toHaveTextContent(textIn(locale, "orders.empty.activeTitle"));
    await expect(
      within(empty).getByRole("link", { name: textIn(locale, "orders.list.toCatalogue") }),
    ).toHaveAttribute("href", hrefIn(locale, "/products"));
    const { active, history } = tabsOf(canvasElement, locale);
    await expect(active).toHaveAccessibleName(named(textIn(locale, "orders.tabs.active"), 0));
    await expect(history).toHaveAccessibleName(named(textIn(locale, "orders.tabs.history"), 0));
  },
};

/**
 * The server is down: the list says so once, and "Try again" asks for the same page again. The counts could
 * not be read either, so the tabs show none rather than a made-up 0.
 */
export const Failed: Story = {
  parameters: at("/my-orders", { orders: { failing: true } }),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const alert = await within(canvasElement).findByRole("alert", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(locale, "orders.list.error"));
    const { active, history } = tabsOf(canvasElement, locale);
    await expect(active).toHaveAccessibleName(textIn(locale, "orders.tabs.active"));
    await expect(history).toHaveAccessibleName(textIn(locale, "orders.tabs.history"));
    const orders = depsOf(loaded).orders as FakeOrdersGateway;
    const asked = orders.calls.length;
    const retry = within(alert).getByRole("button", { name: textIn(locale, "orders.notice.retry") });
    await userEvent.click(retry);
    await waitFor(() => expect(orders.calls.length).toBeGreaterThan(asked));
    await expect(await within(canvasElement).findByRole("alert")).toBeVisible();
    retry.blur();
  },
};

/** Eleven active orders: ten a page; "2" in the pager shows the last one on a page of its own. */
export const Paged: Story = {
  parameters: at("/my-orders", {}, (_, orders) => {
    const placed = DEMO_ORDER_DETAILS.find((o) => o.id === 1046)!;
    for (let id = 1047; id <= 1054; id++) orders.record({ ...placed, id });
  }),
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await expect(await cardsShown(canvasElement)).toHaveLength(10);
    const pager = within(canvasElement).getByRole("navigation", { name: textIn(locale, "pager.label") });
    await expect(within(pager).getByRole("link", { current: "page" })).toHaveTextContent("1");
    const second = within(pager).getByRole("link", { name: "2" });
    await expect(second).toHaveAttribute("href", "?page=2");
    await expect(tabsOf(canvasElement, locale).active).toHaveAccessibleName(
      named(textIn(locale, "orders.tabs.active"), 11),
    );
    await userEvent.click(second);
    await waitFor(async () => expect(idsOf(await cardsShown(canvasElement))).toEqual([1042]));
    await expect(within(pager).getByRole("link", { current: "page" })).toHaveTextContent("2");
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Where the router is now, for the plays (an attribute, nothing a person sees). */
function Location() {
  const { pathname, search } = useLocation();
  return <Box hidden data-testid="location" data-path={pathname + search} />;
}
const withLocation: Decorator[] = [
  (Story) => (
    <>
      <Story />
      <Location />
    </>
  ),
];
const locationOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId("location").getAttribute("data-path");

/**
 * Back from a provider's page (/my-orders?paying=1) with the order being paid noted as the shopper left: on
 * to that order's page, where its payment is checked, in place of the list; the note is used up.
 */
export const PaymentReturn: Story = {
  tags: ["no-visual"],
  decorators: withLocation,
  parameters: at("/my-orders?paying=1", {}, (scope) => notePaying(scope.getState($deps)!.drafts!, 1042)),
  play: async ({ canvasElement, globals, loaded }) => {
    const to = `${hrefIn(globals.locale, "/order/1042")}?paying=1`;
    await waitFor(() => expect(locationOf(canvasElement)).toBe(to), LOAD);
    await expect(depsOf(loaded).drafts!.read(PAYING_KEY)).toBeNull();
  },
};

/** Back from a provider's page with nothing noted: the list stays, at its own address without ?paying. */
export const PaymentReturnUnknown: Story = {
  tags: ["no-visual"],
  decorators: withLocation,
  parameters: at("/my-orders?paying=1"),
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(locationOf(canvasElement)).toBe(hrefIn(globals.locale, "/my-orders")), LOAD);
    await expect(await cardsShown(canvasElement)).toHaveLength(3);
  },
};

/** On a 320 px phone, in Russian: the tabs on one row, every card, badge and sum inside the screen. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  parameters: { ...phoneParameters, ...at("/my-orders") },
  play: async ({ canvasElement, globals }) => {
    await expect(await cardsShown(canvasElement)).toHaveLength(3);
    const { active, history } = tabsOf(canvasElement, globals.locale);
    await expect(active.getBoundingClientRect().top).toBe(history.getBoundingClientRect().top);
    await expectFitsPhone(canvasElement);
  },
};
