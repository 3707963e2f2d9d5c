import type { Som } from "./money.ts";

/**
 * The shopper's loyalty: cashback in whole so'm and a master's discount points ("ball", whole points). Every
 * change of either balance is one ledger entry, so a balance is always the sum of its history
 * (docs/decisions/0016-loyalty-ledger-and-points.md).
 */
export const LEDGER_KINDS = ["earned", "spent", "returned"] as const;
/** earned: credited for a delivered order (or a bonus); spent: taken by an order; returned: given back. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_CURRENCIES = ["cashback", "points"] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

export function isLedgerKind(value: unknown): value is LedgerKind {
  return typeof value === "string" && (LEDGER_KINDS as readonly string[]).includes(value);
}

export function isLedgerCurrency(value: unknown): value is LedgerCurrency {
  return typeof value === "string" && (LEDGER_CURRENCIES as readonly string[]).includes(value);
}

/** One change of a balance as the shopper reads it: `amount` is always positive, `kind` says which way. */
export interface LedgerEntry {
  readonly kind: LedgerKind;
  readonly currency: LedgerCurrency;
  /** Whole so'm for cashback, whole points for points; never 0. */
  readonly amount: number;
  /** The order it belongs to; null for a bonus given without one (a master's starting points). */
  readonly orderId: number | null;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** How an entry moves its balance: spending takes, earning and returning add. */
export function signedAmount(kind: LedgerKind, amount: number): number {
  return kind === "spent" ? -amount : amount;
}

/** The balance a history explains, per currency. */
export function balanceOf(
  entries: readonly Pick<LedgerEntry, "kind" | "currency" | "amount">[],
  currency: LedgerCurrency,
): number {
  return entries
    .filter((e) => e.currency === currency)
    .reduce((sum, e) => sum + signedAmount(e.kind, e.amount), 0);
}

/**
 * Discount points a master earns for a delivered order: one for every whole `somPerPoint` so'm of goods paid
 * (after promo and cashback, without delivery), rounded down. `somPerPoint` 0 turns earning off.
 */
export function pointsForOrder(goodsPaid: Som, somPerPoint: number): number {
  if (!Number.isSafeInteger(somPerPoint) || somPerPoint <= 0) return 0;
  if (!Number.isFinite(goodsPaid) || goodsPaid <= 0) return 0;
  return Math.floor(Math.floor(goodsPaid) / somPerPoint);
}

/** Groups a discount card number for reading aloud at the till: "QB 0000 0042 7". */
export function formatDiscountCard(card: string): string {
  const match = /^([A-Z]{2})(\d{4})(\d{4})(\d)$/.exec(card.trim());
  return match ? `${match[1]} ${match[2]} ${match[3]} ${match[4]}` : card.trim();
}
