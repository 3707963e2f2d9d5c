/**
 * What the shop counts for its operators (docs/operations.md, "Metrics"). Modules report business events here
 * in their own words; the adapter (server/adapters/metrics/) decides names and labels, so no module knows
 * the metrics library. Every label value is one of a small fixed set, never an id, a phone or a path.
 */
export interface Metrics {
  /** An order was placed (committed), by its payment type's name and its delivery kind. */
  orderPlaced(paymentType: string, delivery: string): void;
  /** A provider's transaction changed state for good: the money was taken, or let go, or given back. */
  paymentSettled(provider: string, outcome: PaymentOutcome): void;
  /** A provider's call was refused; `operation` is the use case, `refusal` its provider-neutral reason. */
  paymentRefused(provider: string, operation: string, refusal: string): void;
  /** A text was handed to the SMS provider, or the provider refused it (the outbox tries it again). */
  smsSent(provider: string, purpose: string): void;
  smsFailed(provider: string, purpose: string): void;
  /** An outbox event was handled, `seconds` after it was written. */
  outboxHandled(topic: string, seconds: number): void;
  /** An outbox event's handler threw; it is tried again later. */
  outboxFailed(topic: string): void;
}

export type PaymentOutcome = "performed" | "cancelled" | "refunded";

/** The default: modules built without metrics (unit tests, scripts) count nothing. */
export const noMetrics: Metrics = {
  orderPlaced() {},
  paymentSettled() {},
  paymentRefused() {},
  smsSent() {},
  smsFailed() {},
  outboxHandled() {},
  outboxFailed() {},
};
