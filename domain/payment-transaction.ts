import type { Tiyin } from "./money.ts";
import { isTiyinAmount } from "./money.ts";

/**
 * One provider transaction (a Payme transaction; Click, Uzum and Paynet map onto the same four states). The
 * numbers are Payme's own, so they go on the wire unchanged.
 */
export const PaymentState = { CREATED: 1, PERFORMED: 2, CANCELLED: -1, REFUNDED: -2 } as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];
export const PAYMENT_STATES: readonly PaymentState[] = [1, 2, -1, -2];

/** Payme's cancel reasons, as CancelTransaction sends them and CheckTransaction answers them. */
export const CancelReason = {
  RECEIVER_NOT_FOUND: 1,
  DEBIT_FAILED: 2,
  EXECUTION_FAILED: 3,
  TIMEOUT: 4,
  REFUND: 5,
  UNKNOWN: 10,
} as const;
export type CancelReason = (typeof CancelReason)[keyof typeof CancelReason];
export const CANCEL_REASONS: readonly CancelReason[] = [1, 2, 3, 4, 5, 10];

export function isCancelReason(value: unknown): value is CancelReason {
  return CANCEL_REASONS.includes(value as CancelReason);
}

/** A created transaction not performed within 12 hours can no longer be (Payme's timeout). */
export const PAYMENT_TIMEOUT_MS = 43_200_000;

/** Times are epoch milliseconds, as Payme sends and expects them. */
export interface PaymentTransaction {
  readonly state: PaymentState;
  readonly amount: Tiyin;
  readonly createTime: number;
  readonly performTime: number | null;
  readonly cancelTime: number | null;
  readonly reason: CancelReason | null;
}

export type PaymentEvent =
  | { readonly type: "perform"; readonly at: number }
  | { readonly type: "cancel"; readonly at: number; readonly reason: CancelReason }
  | { readonly type: "timeout"; readonly at: number };

/**
 * `expired`: still created but past the timeout, so it must be cancelled (event `timeout`) instead;
 * `cancelled`: performing a cancelled transaction; `not_expired`: a timeout before its time or after perform.
 */
export type PaymentRefusal = "expired" | "cancelled" | "not_expired";

/** `changed: false` is a repeat the provider may send again and again: it answers the same times. */
export type PaymentStep =
  | { readonly ok: true; readonly transaction: PaymentTransaction; readonly changed: boolean }
  | { readonly ok: false; readonly refusal: PaymentRefusal };

export function createTransaction(amount: Tiyin, at: number): PaymentTransaction {
  if (!isTiyinAmount(amount)) throw new RangeError(`A payment is a positive whole tiyin amount: ${amount}`);
  return { state: 1, amount, createTime: at, performTime: null, cancelTime: null, reason: null };
}

export function isExpired(t: PaymentTransaction, now: number): boolean {
  return t.state === PaymentState.CREATED && now - t.createTime > PAYMENT_TIMEOUT_MS;
}

const same = (transaction: PaymentTransaction): PaymentStep => ({ ok: true, transaction, changed: false });
const moved = (transaction: PaymentTransaction): PaymentStep => ({ ok: true, transaction, changed: true });
const refused = (refusal: PaymentRefusal): PaymentStep => ({ ok: false, refusal });

/** The one way a transaction changes; the amount and the create time never do. */
export function applyPaymentEvent(t: PaymentTransaction, event: PaymentEvent): PaymentStep {
  switch (event.type) {
    case "perform":
      if (t.state === PaymentState.PERFORMED) return same(t);
      if (t.state !== PaymentState.CREATED) return refused("cancelled");
      if (isExpired(t, event.at)) return refused("expired");
      return moved({ ...t, state: PaymentState.PERFORMED, performTime: event.at });
    case "cancel":
      if (t.state === PaymentState.CANCELLED || t.state === PaymentState.REFUNDED) return same(t);
      return moved({
        ...t,
        state: t.state === PaymentState.CREATED ? PaymentState.CANCELLED : PaymentState.REFUNDED,
        cancelTime: event.at,
        reason: event.reason,
      });
    case "timeout":
      if (!isExpired(t, event.at)) return refused("not_expired");
      return moved({
        ...t,
        state: PaymentState.CANCELLED,
        cancelTime: event.at,
        reason: CancelReason.TIMEOUT,
      });
  }
}
