import type { Result } from "../../../domain/errors.ts";
import type { Som } from "../../../domain/money.ts";
import type { OrderStatus, PaymentType } from "../../../domain/order.ts";
import type { Tx } from "../../platform/transactions.ts";

/** An order as a payment sees it, read under its row lock. */
export interface PayableOrder {
  readonly id: number;
  readonly status: OrderStatus;
  readonly paymentType: PaymentType;
  /** What the shopper pays, delivery included. */
  readonly total: Som;
}

/** pay: 2 -> 3; cancel: an unpaid order the provider gave up on, 2 -> 0; refund: a paid one, 3 -> 0. */
export type OrderPaymentEvent = "pay" | "refund";

/**
 * What every provider (Payme, Click, Uzum, Paynet, the sandbox) may ask of and do to an order, always inside
 * the transaction that writes the provider's own row, so the two never disagree. The orders module implements
 * it; the composition root hands it over.
 */
export interface OrderPayments {
  /** Locks the order's row (before any payment row: one lock order everywhere, so no deadlock). */
  lock(tx: Tx, orderId: number): Promise<PayableOrder | null>;
  /** Moves the order as the `payment` actor through domain/order-status.ts; refused moves change nothing. */
  move(tx: Tx, orderId: number, event: OrderPaymentEvent): Promise<Result<unknown>>;
}

// "sandbox" is the offline sandbox playing Payme; the others name the provider it plays (migration 0018).
export const PROVIDERS = [
  "payme",
  "click",
  "uzum",
  "paynet",
  "sandbox",
  "sandbox-click",
  "sandbox-uzum",
  "sandbox-paynet",
] as const;
export type Provider = (typeof PROVIDERS)[number];
