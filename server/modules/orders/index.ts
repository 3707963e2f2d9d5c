import type { Database } from "../../db/database.port.ts";
import type { CheckoutConfig } from "../../config.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import { OrderExpiryPoller } from "./order-expiry.ts";
import { OrderViews } from "./order-views.service.ts";
import { OrdersRepository } from "./orders.repository.ts";
import { ordersRoutes } from "./orders.routes.ts";
import {
  OrdersService,
  type OrderLoyalty,
  type PaymentUrl,
  type SavedCardPayer,
  type StatusChangeOptions,
} from "./orders.service.ts";
import type { StaffOrderFilter } from "./orders.repository.ts";
import type { Language } from "../../../domain/language.ts";
import type { OrderEvent } from "../../../domain/order-status.ts";
import type { PageRequest } from "../../platform/pagination.ts";

export type {
  OrderLoyalty,
  OrdersService,
  PayableOrder,
  PaymentLinkAsked,
  PaymentUrl,
  SavedCardPayer,
} from "./orders.service.ts";
export type { OrderExpiryPoller } from "./order-expiry.ts";
export type { StaffOrderFilter } from "./orders.repository.ts";
export type { StatusChangeOptions } from "./orders.service.ts";

/** The back office's side of orders: the queue, an order, its shopper and state, the operator's moves. */
export interface StaffOrders {
  list(filter: StaffOrderFilter, page: PageRequest, lang: Language): ReturnType<OrderViews["staffList"]>;
  detail(lang: Language, orderId: number): ReturnType<OrderViews["detail"]>;
  shopperOf(orderId: number): ReturnType<OrdersRepository["shopperOf"]>;
  state(orderId: number): ReturnType<OrdersRepository["stateOf"]>;
  move(
    orderId: number,
    event: OrderEvent,
    options: StatusChangeOptions,
  ): ReturnType<OrdersService["changeStatus"]>;
}

/** Checkout and orders: the price calculator, placing an order, the unpaid timeout, the shopper's orders. */
export function createOrdersModule(deps: {
  db: Database;
  transactor: Transactor;
  media: MediaUrls;
  checkout: CheckoutConfig;
  /** Whether the second receiver phone was confirmed by its SMS code (the accounts module). */
  receiverPhoneConfirmed: (userId: number, uuid: string, phone: string) => Promise<boolean>;
  /** The payment page of an online order (the payments module); none when absent. */
  paymentUrl?: PaymentUrl;
  /** Saved cards for payment type 2 (the payments module, made after this one, hence a function). */
  savedCards?: () => SavedCardPayer | null;
  /** Cashback spent, returned and credited, with its ledger (the loyalty module). */
  loyalty: OrderLoyalty;
  clock?: () => Date;
  onError?: (error: unknown) => void;
  metrics?: Metrics;
}) {
  const repository = new OrdersRepository(deps.db);
  const service = new OrdersService({
    repository,
    transactor: deps.transactor,
    checkout: deps.checkout,
    receiverPhoneConfirmed: deps.receiverPhoneConfirmed,
    paymentUrl: deps.paymentUrl ?? (() => null),
    clock: deps.clock ?? (() => new Date()),
    loyalty: deps.loyalty,
    ...(deps.savedCards ? { savedCards: deps.savedCards } : {}),
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const views = new OrderViews(repository, deps.media, deps.paymentUrl ?? (() => null));
  const expiry = new OrderExpiryPoller(service, {
    everyMs: deps.checkout.expiryPollSeconds * 1000,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  return {
    service,
    expiry,
    routes: ordersRoutes(service, views),
    /** What the back office may read and do (the admin module's port; docs/decisions/0013-back-office.md). */
    staff: {
      list: (filter: StaffOrderFilter, page: PageRequest, lang: Language) =>
        views.staffList(filter, page, lang),
      detail: (lang: Language, orderId: number) => views.detail(null, lang, orderId),
      shopperOf: (orderId: number) => repository.shopperOf(orderId),
      state: (orderId: number) => repository.stateOf(orderId),
      move: (orderId: number, event: OrderEvent, options: StatusChangeOptions) =>
        service.changeStatus(orderId, event, "operator", options),
    } satisfies StaffOrders,
    /** What payment callbacks may do to an order, inside their own transaction (payments' port). */
    payable: {
      lock: (tx: Tx, orderId: number) => service.lockPayable(tx, orderId),
      move: (tx: Tx, orderId: number, event: "pay" | "cancel" | "refund") =>
        service.changeStatusIn(tx, orderId, event, "payment"),
    },
  };
}
