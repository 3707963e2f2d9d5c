import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import type { LoadStatus } from "../app/deps";
import { accountCleared } from "../account/session.model";
import { $activeCount, $historyCount, countsWanted, ordersOf } from "./orders-count.model";
import { ACTIVE_LIST_STATUSES, HISTORY_LIST_STATUSES, ORDERS_PAGE_SIZE, type OrderList } from "./order-lists";
import type { OrderDetail, OrdersPage } from "./orders.types";

export const listOpened = createEvent<{ list: OrderList; page: number }>();
/** The /my-orders and /my-orders/history pages' own events: listOpened for one list. */
export const activeOpened = listOpened.prepend((page: number) => ({ list: "active" as const, page }));
export const historyOpened = listOpened.prepend((page: number) => ({ list: "history" as const, page }));
export const orderOpened = createEvent<number>();
/** The order page asks again (after an error, or to follow the order's progress). */
export const orderRefreshed = createEvent();
export const orderRetried = orderRefreshed;

const local = { serialize: "ignore" } as const;
const EMPTY: OrdersPage = { results: [], total: 0, totalPages: 0 };
export const $ordersPage = createStore<OrdersPage>(EMPTY, local);
export const $ordersList = createStore<{ list: OrderList; page: number } | null>(null, local);
export const $ordersStatus = createStore<LoadStatus>("idle", local);
export const $order = createStore<OrderDetail | null>(null, local);
export const $orderStatus = createStore<LoadStatus | "missing">("idle", local);
const $orderId = createStore<number | null>(null, local);
export interface OrdersListState {
  readonly page: OrdersPage;
  readonly status: LoadStatus;
  /** The page asked last; an answer for another one is dropped. */
  readonly pageNumber: number;
}
const IDLE: OrdersListState = { page: EMPTY, status: "idle", pageNumber: 1 };
/** Each list by itself, so the header, the active page and the history never show one another's rows. */
export const $activeOrders = createStore<OrdersListState>(IDLE, local);
export const $historyOrders = createStore<OrdersListState>(IDLE, local);
const statusesOf = (list: OrderList) => (list === "active" ? ACTIVE_LIST_STATUSES : HISTORY_LIST_STATUSES);

const listFx = attach({
  source: $deps,
  effect: async (deps, at: { list: OrderList; page: number }) => ({
    at,
    page: await ordersOf(deps).orders(statusesOf(at.list), at.page, ORDERS_PAGE_SIZE),
  }),
});
const orderFx = attach({
  source: $deps,
  effect: async (deps, id: number) => ({ id, order: await ordersOf(deps).order(id) }),
});

sample({ clock: listOpened, target: [$ordersList, listFx] });
$ordersStatus.on(listFx, () => "pending");
const listAnswered = sample({
  clock: listFx.doneData,
  source: $ordersList,
  filter: (at, done) => at?.list === done.at.list && at.page === done.at.page,
  fn: (_, done) => done,
});
$ordersPage.on(listAnswered, (_, { page }) => page);
$ordersStatus.on(listAnswered, () => "ready").on(listFx.fail, () => "error");
// A list's own total is the freshest count of it.
$activeCount.on(listAnswered, (n, { at, page }) => (at.list === "active" ? page.total : n));
$historyCount.on(listAnswered, (n, { at, page }) => (at.list === "history" ? page.total : n));

const listStore = { active: $activeOrders, history: $historyOrders } as const;
for (const list of ["active", "history"] as const) {
  listStore[list]
    .on(listFx, (state, at) =>
      at.list === list ? { ...state, status: "pending", pageNumber: at.page } : state,
    )
    .on(listFx.doneData, (state, { at, page }) =>
      at.list === list && at.page === state.pageNumber ? { ...state, page, status: "ready" } : state,
    )
    .on(listFx.fail, (state, { params }) =>
      params.list === list && params.page === state.pageNumber ? { ...state, status: "error" } : state,
    )
    .reset(accountCleared);
}

sample({ clock: listOpened, target: countsWanted });
$ordersPage.reset(accountCleared);
$order.reset(accountCleared);

sample({ clock: orderOpened, target: $orderId });
sample({ clock: orderOpened, target: orderFx });
sample({
  clock: orderRefreshed,
  source: $orderId,
  filter: (id) => id !== null,
  fn: (id) => id!,
  target: orderFx,
});
$orderStatus.on(orderOpened, () => "pending");
const orderAnswered = sample({
  clock: orderFx.doneData,
  source: $orderId,
  filter: (id, done) => id === done.id,
  fn: (_, done) => done.order,
});
$order
  .on(orderAnswered, (_, order) => order)
  .on(orderOpened, (current, id) => (current?.id === id ? current : null));
/** Each asking of the order ended, answered or not (the payment check counts its tries by it). */
export const orderAnswerSettled = orderFx.finally.map(() => undefined);
$orderStatus
  .on(orderAnswered, (_, order) => (order ? "ready" : "missing"))
  .on(orderFx.fail, (s) => (s === "ready" ? s : "error"));
