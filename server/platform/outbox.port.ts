import type { Tx } from "./transactions.ts";

/**
 * Side effects after a commit (cache invalidation now; SMS and payment events next) are written as outbox
 * events in the same transaction as the change that causes them, and carried out by the outbox worker at
 * least once, so a handler must be idempotent.
 */
export interface OutboxEvents {
  /** Drop cached answers and in-memory copies in every process. */
  "cache.invalidate": CacheInvalidation;
}
export type OutboxTopic = keyof OutboxEvents;

export type CacheInvalidation = { scope: "catalogue" } | { scope: "likes"; owner: string };

export interface Outbox {
  add<T extends OutboxTopic>(tx: Tx, topic: T, payload: OutboxEvents[T]): Promise<void>;
}
