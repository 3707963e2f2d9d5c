import type { Database } from "../../db/database.port.ts";
import type { CheckoutConfig } from "../../config.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import type { Language } from "../../../domain/language.ts";
import type { OrderEvent } from "../../../domain/order-status.ts";
import { ExpireOrders } from "./expire-orders.ts";
import { MoveOrder } from "./move-order.ts";
import { OrderExpiryPoller } from "./order-expiry.ts";
import { OrderMovesRepository } from "./order-moves.repository.ts";
import type { StaffOrderFilter } from "./order-rows.ts";
import { OrderViews } from "./order-views.service.ts";
import { OrderViewsRepository } from "./order-views.repository.ts";
import { ordersRoutes } from "./orders.routes.ts";
import type {
  OrderedLines,
  OrderLoyalty,
  PaymentUrl,
  ProductStock,
  SavedCardPayer,
  StatusChangeOptions,
} from "./orders.ports.ts";
import { PlaceOrder } from "./place-order.ts";
import { PlacingRepository } from "./placing.repository.ts";
import { OrderQuotes } from "./quote-order.ts";
import { QuoteRepository } from "./quote.repository.ts";

export type {
  OrderedLines,
  OrderLoyalty,
  ProductStock,
  PayableOrder,
  PaymentLinkAsked,
  PaymentUrl,
  SavedCardPayer,
  StatusChangeOptions,
} from "./orders.ports.ts";
export type { OrderExpiryPoller } from "./order-expiry.ts";
export type { StaffOrderFilter } from "./order-rows.ts";

/** The back office's side of orders: the queue, an order, its shopper and state, the operator's moves. */
export interface StaffOrders {
  list(filter: StaffOrderFilter, page: PageRequest, lang: Language): ReturnType<OrderViews["staffList"]>;
  detail(lang: Language, orderId: number): ReturnType<OrderViews["detail"]>;
  shopperOf(orderId: number): ReturnType<OrderViewsRepository["shopperOf"]>;
  state(orderId: number): ReturnType<OrderViewsRepository["stateOf"]>;
  move(
    orderId: number,
    event: OrderEvent,
    options: StatusChangeOptions,
  ): ReturnType<MoveOrder["changeStatus"]>;
}

/** What tests, the bench and main.ts may do to orders besides HTTP. */
export interface Orders {
  changeStatus: MoveOrder["changeStatus"];
  accrueCashback: MoveOrder["accrueCashback"];
  expireDue: ExpireOrders["expireDue"];
}

/** Checkout and orders: the price calculator, placing an order, its moves, the unpaid timeout, the lists. */
export function createOrdersModule(deps: {
  db: Database;
  transactor: Transactor;
  outbox: Outbox;
  media: MediaUrls;
  checkout: CheckoutConfig;
  /** Whether the second receiver phone was confirmed by its SMS code (the accounts module). */
  receiverPhoneConfirmed: (userId: number, uuid: string, phone: string) => Promise<boolean>;
  /** The payment page of an online order (the payments module); none when absent. */
  paymentUrl?: PaymentUrl;
  /** Saved cards for payment type 2 (the payments module, made after this one, hence a function). */
  savedCards?: () => SavedCardPayer | null;
  /** Cashback spent at placing and the back office's explicit credit, with their ledger (loyalty). */
  loyalty: OrderLoyalty;
  /** Stock taken and given back in the order's transaction (the catalogue module). */
  stock: ProductStock;
  /** The basket lines an order took (the basket module). */
  basket: OrderedLines;
  clock?: () => Date;
  onError?: (error: unknown) => void;
  metrics?: Metrics;
}) {
  const clock = deps.clock ?? (() => new Date());
  const paymentUrl = deps.paymentUrl ?? (() => null);
  const moves = new OrderMovesRepository();
  const viewsRepository = new OrderViewsRepository(deps.db);
  const quotes = new OrderQuotes({
    repository: new QuoteRepository(deps.db),
    checkout: deps.checkout,
    clock,
  });
  const move = new MoveOrder({
    repository: moves,
    transactor: deps.transactor,
    outbox: deps.outbox,
    stock: deps.stock,
    loyalty: deps.loyalty,
    clock,
  });
  const place = new PlaceOrder({
    quotes,
    placing: new PlacingRepository(deps.db),
    views: viewsRepository,
    stock: deps.stock,
    basket: deps.basket,
    transactor: deps.transactor,
    outbox: deps.outbox,
    checkout: deps.checkout,
    receiverPhoneConfirmed: deps.receiverPhoneConfirmed,
    paymentUrl,
    clock,
    loyalty: deps.loyalty,
    ...(deps.savedCards ? { savedCards: deps.savedCards } : {}),
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const expire = new ExpireOrders({ repository: moves, transactor: deps.transactor, move, clock });
  const views = new OrderViews(viewsRepository, deps.media, paymentUrl);
  const expiry = new OrderExpiryPoller(expire, {
    everyMs: deps.checkout.expiryPollSeconds * 1000,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  return {
    orders: {
      changeStatus: (...a) => move.changeStatus(...a),
      accrueCashback: (orderId) => move.accrueCashback(orderId),
      expireDue: (...a) => expire.expireDue(...a),
    } satisfies Orders,
    expiry,
    routes: ordersRoutes(quotes, place, views),
    /** What the back office may read and do (the admin module's port; docs/decisions/0013-back-office.md). */
    staff: {
      list: (filter, page, lang) => views.staffList(filter, page, lang),
      detail: (lang, orderId) => views.detail(null, lang, orderId),
      shopperOf: (orderId) => viewsRepository.shopperOf(orderId),
      state: (orderId) => viewsRepository.stateOf(orderId),
      move: (orderId, event, options) => move.changeStatus(orderId, event, "operator", options),
    } satisfies StaffOrders,
    /** What payment callbacks may do to an order, inside their own transaction (payments' port). */
    payable: {
      lock: (tx: Tx, orderId: number) => move.lockPayable(tx, orderId),
      move: (tx: Tx, orderId: number, event: "pay" | "cancel" | "refund") =>
        move.changeStatusIn(tx, orderId, event, "payment"),
    },
  };
}
