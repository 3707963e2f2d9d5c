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
