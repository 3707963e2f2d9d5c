import type { CodePurpose } from "../../domain/one-time-code.ts";
import type { Language } from "../../domain/language.ts";
import type { Tx } from "./transactions.ts";

/**
 * Side effects after a commit (cache invalidation now; SMS and payment events next) are written as outbox
 * events in the same transaction as the change that causes them, and carried out by the outbox worker at
 * least once, so a handler must be idempotent.
 */
export interface OutboxEvents {
  /** Drop cached answers and in-memory copies in every process. */
  "cache.invalidate": CacheInvalidation;
  /** A one-time code to text; the code travels sealed (platform/sealed.ts), never as plain digits. */
  "sms.code": SmsCodeOrder;
  /** News of an order to text its shopper (an operator approved or delivered it). */
  "sms.order": SmsOrderNews;
}

export interface SmsOrderNews {
  phone: string;
  news: "order_approved" | "order_delivered";
  orderId: number;
  lang: Language;
}

export interface SmsCodeOrder {
  phone: string;
  purpose: CodePurpose;
  lang: Language;
  sealedCode: string;
}
export type OutboxTopic = keyof OutboxEvents;

/**
 * catalogue: the catalogue changed (answers and the in-memory tree go); answers: only what the shared answers
 * say changed (a review moved a product's rate), so the answer cache goes and the tree stays; likes: one
 * owner's likes.
 */
export type CacheInvalidation =
  { scope: "catalogue" } | { scope: "answers" } | { scope: "likes"; owner: string };

export interface Outbox {
  add<T extends OutboxTopic>(tx: Tx, topic: T, payload: OutboxEvents[T]): Promise<void>;
}
