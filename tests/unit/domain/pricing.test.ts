import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  VAT_PERCENT,
  calculatePrice,
  discountPercentOf,
  includedVat,
  toOrderPriceFields,
} from "../../../domain/pricing";

describe("included VAT", () => {
  it("is 12% included, rounded to the nearest so'm, halves up", () => {
    expect(VAT_PERCENT).toBe(12);
    expect(includedVat(112)).toBe(12);
    expect(includedVat(1_120_000)).toBe(120_000);
    expect(includedVat(100)).toBe(11); // 10.714...
    expect(includedVat(14)).toBe(2); // 1.5 exactly -> 2
    expect(includedVat(13)).toBe(1); // 1.39...
    expect(includedVat(0)).toBe(0);
    expect(includedVat(-50)).toBe(0);
  });
});

describe("order price", () => {
  const lines = [
    { price: 65000, quantity: 2 }, // cement, no sale
    { price: 1500, salePrice: 1200, quantity: 100 }, // bricks on sale
    { price: 40000, discount: 5000, quantity: 1 }, // per-unit discount
  ];

  it("applies sale prices, promo, cashback and delivery in order", () => {
    const b = calculatePrice({
      lines,
      promo: { code: "Q10", valid: true, minOrderPrice: 200000, discount: { kind: "percent", percent: 10 } },
      cashbackRequested: 50000,
      cashbackBalance: 30000,
      deliveryPrice: 25000,
    });
    // subtotal 130000 + 150000 + 40000 = 320000; goods 130000 + 120000 + 35000 = 285000
    expect(b.subtotal).toBe(320000);
    expect(b.productDiscount).toBe(35000);
    expect(b.promoDiscount).toBe(28500);
    expect(b.promoError).toBeNull();
    expect(b.cashbackUsed).toBe(30000);
    expect(b.delivery).toBe(25000);
    expect(b.total).toBe(285000 - 28500 - 30000 + 25000);
    expect(b.vatPercent).toBe(12);
    expect(b.vat).toBe(includedVat(251500));
    expect(b.vat).toBe(26946); // 251500 * 12 / 112 = 26946.43
  });

  it("skips a promo below its minimum price and says why", () => {
    const b = calculatePrice({
      lines,
      promo: { code: "BIG", valid: true, minOrderPrice: 300000, discount: { kind: "fixed", amount: 50000 } },
    });
    expect(b.promoDiscount).toBe(0);
    expect(b.promoError?.code).toBe("PROMO.BELOW_MIN_PRICE");
    expect(b.total).toBe(285000);
  });

  it("never spends more cashback than is left of the goods", () => {
    const b = calculatePrice({
      lines: [{ price: 10000, quantity: 1 }],
      promo: { code: "F", valid: true, minOrderPrice: 0, discount: { kind: "fixed", amount: 4000 } },
      cashbackRequested: 1_000_000,
      cashbackBalance: 1_000_000,
      deliveryPrice: 20000,
    });
    expect(b.cashbackUsed).toBe(6000);
    expect(b.total).toBe(20000);
  });

  it("maps onto the price calculator's answer", () => {
    const b = calculatePrice({ lines, deliveryPrice: 25000 });
    expect(toOrderPriceFields(b)).toEqual({
      total_price: 310000,
      total_real_order_price: 320000,
      total_order_discount_price: 35000,
      promo_discount: 0,
      nds: 12,
      nds_price: includedVat(310000),
      delivery_price: 25000,
      cashback_price: 0,
    });
  });

  it("is never negative and VAT never exceeds the total", () => {
    // Realistic magnitudes (sums stay far below 2^53 so'm), with fractions, negatives, NaN and infinities
    // mixed in.
    const money = fc.oneof(
      fc.integer({ min: -1000, max: 10_000_000 }),
      fc.double({ min: -1e9, max: 1e9 }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    const line = fc.record({
      price: money,
      salePrice: fc.option(money),
      discount: fc.option(money),
      quantity: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double({ min: -5, max: 1000 })),
    });
    const promo = fc.option(
      fc.record({
        code: fc.string(),
        valid: fc.boolean(),
        minOrderPrice: money,
        discount: fc.oneof(
          fc.record({
            kind: fc.constant("percent" as const),
            percent: fc.double({ min: -50, max: 200, noNaN: true }),
          }),
          fc.record({ kind: fc.constant("fixed" as const), amount: money }),
        ),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        promo,
        money,
        money,
        money,
        fc.option(fc.integer({ min: -5, max: 30 }), { nil: undefined }),
        (ls, p, requested, balance, delivery, vatPercent) => {
          const b = calculatePrice({
            lines: ls,
            promo: p,
            cashbackRequested: requested,
            cashbackBalance: balance,
            deliveryPrice: delivery,
            vatPercent,
          });
          for (const v of [
            b.subtotal,
            b.productDiscount,
            b.promoDiscount,
            b.cashbackUsed,
            b.delivery,
            b.vat,
            b.total,
          ]) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(b.vat).toBeLessThanOrEqual(b.total);
          expect(b.cashbackUsed).toBeLessThanOrEqual(
            Math.max(0, Math.floor(Number.isFinite(balance) ? balance : 0)),
          );
          expect(b.total).toBe(
            b.subtotal - b.productDiscount - b.promoDiscount - b.cashbackUsed + b.delivery,
          );
        },
      ),
    );
  });
});

describe("discountPercentOf", () => {
  it("gives the whole percent off, rounded half up, and 0 when there is no discount", () => {
    expect(discountPercentOf(49_300, 58_000)).toBe(15);
    expect(discountPercentOf(1_600, 1_900)).toBe(16);
    expect(discountPercentOf(99_500, 100_000)).toBe(1);
    expect(discountPercentOf(100_000, 100_000)).toBe(0);
    expect(discountPercentOf(120_000, 100_000)).toBe(0);
    expect(discountPercentOf(0, 0)).toBe(0);
  });
});
