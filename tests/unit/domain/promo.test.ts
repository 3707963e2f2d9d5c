import { describe, expect, it } from "vitest";
import { checkPromo, normalisePromoCode, promoDiscountAmount, type Promo } from "../../../domain/promo";
import { englishMessage } from "../../../domain/errors";

const promo: Promo = {
  code: "QURILISH10",
  valid: true,
  minOrderPrice: 500000,
  discount: { kind: "percent", percent: 10 },
};

describe("promo code", () => {
  it("is case- and space-insensitive", () => {
    expect(normalisePromoCode("  qurilish10 ")).toBe("QURILISH10");
  });

  it("rejects an invalid code with 'Promo code not valid'", () => {
    const r = checkPromo({ ...promo, valid: false }, 1_000_000);
    expect(r).toEqual({ ok: false, error: { code: "PROMO.INVALID" } });
    if (!r.ok) expect(englishMessage(r.error)).toBe("Promo code not valid");
    expect(checkPromo(null, 1_000_000).ok).toBe(false);
    expect(checkPromo({ ...promo, code: " " }, 1_000_000).ok).toBe(false);
  });

  it("needs the order to reach the minimum price", () => {
    const r = checkPromo(promo, 499999);
    expect(r).toEqual({
      ok: false,
      error: { code: "PROMO.BELOW_MIN_PRICE", params: { min: "500\u00A0000,00", minOrderPrice: 500000 } },
    });
    expect(checkPromo(promo, 500000)).toEqual({ ok: true, value: promo });
  });

  it("computes the discount in whole so'm, rounding down, never above the base", () => {
    expect(promoDiscountAmount({ kind: "percent", percent: 10 }, 125000)).toBe(12500);
    expect(promoDiscountAmount({ kind: "percent", percent: 10 }, 12345)).toBe(1234);
    expect(promoDiscountAmount({ kind: "percent", percent: 2.5 }, 1000)).toBe(25);
    expect(promoDiscountAmount({ kind: "percent", percent: 150 }, 1000)).toBe(1000);
    expect(promoDiscountAmount({ kind: "fixed", amount: 50000 }, 30000)).toBe(30000);
    expect(promoDiscountAmount({ kind: "fixed", amount: 50000 }, 80000)).toBe(50000);
    expect(promoDiscountAmount({ kind: "fixed", amount: -5 }, 80000)).toBe(0);
    expect(promoDiscountAmount({ kind: "fixed", amount: 5 }, 0)).toBe(0);
  });
});
