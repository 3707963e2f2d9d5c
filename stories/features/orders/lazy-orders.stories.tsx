import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner, Stack } from "@chakra-ui/react";
import { allSettled, type Scope } from "effector";
import { Suspense } from "react";
import { expect, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../../adapters/fake/fake-account.gateway";
import { loginSubmitted } from "../../../application/account/login.model";
import type { OrderList } from "../../../application/orders/order-lists";
import { localizePath } from "../../../application/visitor/routes";
import { LazyOrdersView, LazyOrderView } from "../../../ui/features/orders/lazy-orders";
import { appStory } from "../../support/app-story";
import { localeOf, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";
import { phoneParameters } from "./phone-frame";

// The orders pages' code as the pages take it: a chunk of its own (with the "orders" texts) that comes once
// a signed-in shopper opens one, under the spinner the pages' login guard shows meanwhile (SignedInOnly).
// Over the fake orders server: 1046 new, 1044 approved and 1042 on the way are active; 1031 and 1027 history.

type Args = {
  /** Which of the two views: the lists (/my-orders) or one order (/order/{id}). */
  view: "orders" | "order";
  list: OrderList;
  id: number;
  placed: boolean;
};

const meta = {
  title: "Features/Orders/LazyOrders",
  ...appStory,
  args: { view: "orders", list: "active", id: 1042, placed: false },
  render: ({ view, list, id, placed }) => (
    <Suspense
      fallback={
        <Stack align="center" py="16" data-testid="orders-chunk-loading">
          <Spinner size="lg" color="brand.fg" />
        </Stack>
      }
    >
      {view === "orders" ? (
        <LazyOrdersView list={list} />
      ) : (
        <LazyOrderView id={id} placed={placed} paying={false} />
      )}
    </Suspense>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });
const signedIn = (path: string) => ({ app: { layout: false, path, prepare: signIn } });

/** The link a page's RouterLink draws for an unprefixed path, in the story's language. */
const hrefIn = (locale: unknown, path: string) => localizePath(path, localeOf(locale));
const chunkCame = async (canvasElement: HTMLElement, testId: string) => {
  const shown = await within(canvasElement).findAllByTestId(testId, undefined, LOAD);
  await expect(within(canvasElement).queryByTestId("orders-chunk-loading")).toBeNull();
  return shown;
};

/** The lists' view comes in place of the spinner: the active orders' cards, each leading to its order. */
const activePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const cards = await chunkCame(canvasElement, "order-card");
  await expect(cards.map((c) => Number(c.dataset.orderId))).toEqual([1046, 1044, 1042]);
  await expect(within(cards[0]!).getByRole("link")).toHaveAttribute(
    "href",
    hrefIn(globals.locale, "/order/1046"),
  );
};
export const Orders: Story = { parameters: signedIn("/my-orders"), play: activePlay };
export const OrdersRu: Story = {
  parameters: signedIn("/my-orders"),
  globals: { locale: "ru" },
  play: activePlay,
};

/** The list it is given, in Uzbek Latin: the history, its tab the current page. */
export const HistoryLatin: Story = {
  args: { list: "history" },
  parameters: signedIn("/my-orders/history"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const cards = await chunkCame(canvasElement, "order-card");
    await expect(cards.map((c) => Number(c.dataset.orderId))).toEqual([1031, 1027]);
    const nav = within(canvasElement).getByRole("navigation", {
      name: textIn(globals.locale, "orders.tabs.label"),
    });
    await expect(within(nav).getByRole("link", { current: "page" })).toHaveAttribute("data-list", "history");
  },
};

/** One order's view with what it is given: order 1046 right after checkout, its thank-you banner on top. */
export const OrderJustPlaced: Story = {
  args: { view: "order", id: 1046, placed: true },
  parameters: signedIn("/order/1046"),
  play: async ({ canvasElement, globals }) => {
    const [banner] = await chunkCame(canvasElement, "order-success");
    await expect(banner).toHaveTextContent(textIn(globals.locale, "orders.success.title", { id: 1046 }));
    const detail = await within(canvasElement).findByTestId("order-detail", undefined, LOAD);
    await expect(within(detail).getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "1");
  },
};

/** On a 320 px phone, in Russian: the order on its way, come with its chunk, inside the screen. */
export const OrderPhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { view: "order" },
  parameters: { ...phoneParameters, ...signedIn("/order/1042") },
  play: async ({ canvasElement }) => {
    const [detail] = await chunkCame(canvasElement, "order-detail");
    await expect(within(detail!).getAllByTestId("order-status")[0]).toHaveAttribute("data-status", "5");
    await expectFitsPhone(canvasElement);
  },
};
