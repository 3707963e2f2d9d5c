import { fail, ok, type Result } from "./errors.ts";
import { formatMoney, type Som } from "./money.ts";

/** What a promo code takes off: a percentage of the goods, or a fixed sum never more than the goods cost. */
export type PromoDiscount =
  { readonly kind: "percent"; readonly percent: number } | { readonly kind: "fixed"; readonly amount: Som };

export interface Promo {
  readonly code: string;
  /** The `valid` flag of POST promocode/CheckAndGetPromoInfo/. */
  readonly valid: boolean;
  readonly minOrderPrice: Som;
  readonly discount?: PromoDiscount;
}

/**
 * A new code's terms as the back office may set them, checked by the server and by the form before it sends:
 * Latin letters and digits only (typed by hand, read aloud, looked up upper case at checkout), sums far above
 * any real order, uses within PostgreSQL's integer.
 */
export const PROMO_LIMITS = {
  code: /^[A-Z0-9]{3,32}$/,
  maxSum: 1_000_000_000_000,
  maxPercent: 100,
  maxUses: 2_147_483_647,
} as const;

/** Codes are typed by hand and read aloud: case and surrounding spaces carry no meaning. */
export function normalisePromoCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Whether the promo applies to an order whose goods cost `orderPrice` (after product discounts). Below the
 * minimum gives PROMO.BELOW_MIN_PRICE with `min` ready to show and `minOrderPrice` as a number.
 */
export function checkPromo(promo: Promo | null | undefined, orderPrice: Som): Result<Promo> {
  if (!promo || !promo.valid || normalisePromoCode(promo.code) === "") return fail("PROMO.INVALID");
  if (orderPrice < promo.minOrderPrice) {
    return fail("PROMO.BELOW_MIN_PRICE", {
      min: formatMoney(promo.minOrderPrice),
      minOrderPrice: promo.minOrderPrice,
    });
  }
  return ok(promo);
}

/**
 * The so'm a discount takes off `base`. Percentages may have up to two decimals and round DOWN to whole so'm,
 * so the shop never gives more than it advertised; the result never exceeds the base.
 */
export function promoDiscountAmount(discount: PromoDiscount, base: Som): Som {
  const whole = nonNegative(base);
  if (discount.kind === "fixed") return Math.min(nonNegative(discount.amount), whole);
  const basisPoints = Math.round(Math.min(nonNegative(discount.percent * 100), 10_000));
  return Number((BigInt(whole) * BigInt(basisPoints)) / 10_000n);
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
