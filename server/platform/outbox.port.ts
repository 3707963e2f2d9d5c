import type { CodePurpose } from "../../domain/one-time-code.ts";
import type { Language } from "../../domain/language.ts";
import type { OrderStatus } from "../../domain/order.ts";
import type { OrderActor, OrderEvent } from "../../domain/order-status.ts";
import type { Tx } from "./transactions.ts";

/**
 * What happened, written as outbox events in the same transaction as the change and handed at least once to
 * every module subscribed to the topic (docs/decisions/0026-order-lifecycle-events.md), so a handler must be
 * idempotent.
 */
export interface OutboxEvents {
  /** Drop cached answers and in-memory copies in every process. */
  "cache.invalidate": CacheInvalidation;
  /** A one-time code to text; the code travels sealed (platform/sealed.ts), never as plain digits. */
  "sms.code": SmsCodeOrder;
  /** An order was placed: its basket became an order and its stock was taken. */
  "orders.placed": OrderPlaced;
  /** An order moved from one status to another, by whoever moved it. */
  "orders.status_changed": OrderStatusChanged;
  /** Products changed outside an order (staff edits; imports and the 1C exchange later). */
  "catalogue.changed": CatalogueChanged;
}
export type OutboxTopic = keyof OutboxEvents;

/** Every topic, for the checks that each has a publisher and a subscriber. */
export const OUTBOX_TOPICS = Object.keys({
  "cache.invalidate": true,
  "sms.code": true,
  "orders.placed": true,
  "orders.status_changed": true,
  "catalogue.changed": true,
} satisfies Record<OutboxTopic, true>) as OutboxTopic[];

export interface SmsCodeOrder {
  phone: string;
  purpose: CodePurpose;
  lang: Language;
  sealedCode: string;
}

/** Units of one product an order took off the shelf or put back. */
export interface StockMove {
  productId: number;
  amount: number;
}

export interface OrderPlaced {
  orderId: number;
  userId: number;
  status: OrderStatus;
  paymentType: number;
  deliveryType: number;
  /** whole so'm, delivery included */
  total: number;
  /** ISO time */
  at: string;
  stockTaken: StockMove[];
}

export interface OrderStatusChanged {
  orderId: number;
  userId: number;
  /** The shopper's account phone (9 national digits) and the language their account uses. */
  phone: string;
  lang: Language;
  previous: OrderStatus | null;
  status: OrderStatus;
  event: OrderEvent;
  actor: OrderActor;
  /** ISO time */
  at: string;
  deliveryType: number;
  /** whole so'm the order spent of the shopper's cashback */
  cashbackUsed: number;
  /** whole so'm of cashback the order earns once delivered */
  cashbackEarned: number;
  /** what the goods cost the shopper: after promo and cashback, without delivery */
  goodsPaid: number;
  /** the stock a cancel put back; empty for every other move */
  stockReturned: StockMove[];
}

/**
 * stock: only stock changed (the answers showing these products go); details: what can reorder lists; tree:
 * categories or brands changed (the tree and the vocabulary are read again, every answer goes).
 */
export interface CatalogueChanged {
  productIds: number[];
  kind: "stock" | "details" | "tree";
}

/**
 * catalogue: the catalogue changed (answers and the in-memory tree go); answers: only what the shared answers
 * say changed (a review moved a product's rate), so the answer cache goes and the tree stays; products: the
 * answers that show these products' stock; likes: one owner's likes; lists: these products may have moved
 * between lists (a price, a sale, titles, added or removed), so every answer goes and what list totals count
 * of them is read again.
 */
export type CacheInvalidation =
  | { scope: "catalogue" }
  | { scope: "answers" }
  | { scope: "lists"; ids: number[] }
  | { scope: "products"; ids: number[] }
  | { scope: "likes"; owner: string };

export interface Outbox {
  /** Writes the event in `tx` for every module subscribed to `topic`. */
  add<T extends OutboxTopic>(tx: Tx, topic: T, payload: OutboxEvents[T]): Promise<void>;
}

/** What a module subscribes with: its handler of each topic it reacts to. */
export type OutboxSubscriber = { [T in OutboxTopic]?: (payload: OutboxEvents[T]) => Promise<void> };
