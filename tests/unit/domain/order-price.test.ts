import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DeliveryType } from "../../../domain/order";
import {
  cashbackEarned,
  deliveryFee,
  distanceKm,
  priceOrder,
  type DeliveryTariff,
  type OrderPriceInput,
} from "../../../domain/order-price";
import { includedVat } from "../../../domain/pricing";

const WAREHOUSE = { latitude: 41.287, longitude: 69.2525 };
const TARIFF: DeliveryTariff = {
  btsFee: 30_000,
  courierBaseFee: 25_000,
  courierIncludedKm: 5,
  courierFeePerKm: 2_000,
  courierMaxKm: 80,
  freeDeliveryFrom: 2_000_000,
  warehouse: WAREHOUSE,
};
/** About 10.6 km east of the warehouse. */
const CHILONZOR_FAR = { latitude: 41.287, longitude: 69.38 };
const SAMARKAND = { latitude: 39.6542, longitude: 66.9597 };

const base: OrderPriceInput = {
  lines: [
    { price: 65_000, quantity: 2 },
    { price: 1_500, salePrice: 1_200, quantity: 100 },
  ],
  useCashback: false,
  cashbackBalance: 0,
  delivery: { deliveryType: DeliveryType.PICKUP },
  tariff: TARIFF,
  vatPercent: 12,
  cashbackPercent: 1,
};

describe("delivery fees", () => {
  it("measures great-circle km from the warehouse, rounded up", () => {
    expect(distanceKm(WAREHOUSE, WAREHOUSE)).toBe(0);
    expect(distanceKm(WAREHOUSE, CHILONZOR_FAR)).toBe(11);
    expect(distanceKm(WAREHOUSE, SAMARKAND)).toBeGreaterThan(250);
  });

  it("charges BTS a flat fee, refuses BTS where the district has no branch, pick-up free", () => {
    expect(deliveryFee({ deliveryType: 1, goods: 10, hasBtsBranch: true }, TARIFF)).toEqual({
      ok: true,
      value: 30_000,
    });
    expect(deliveryFee({ deliveryType: 1, goods: 10, hasBtsBranch: false }, TARIFF)).toEqual({
      ok: false,
      error: { code: "DELIVERY.NO_BTS_BRANCH" },
    });
    expect(deliveryFee({ deliveryType: 3, goods: 10 }, TARIFF)).toEqual({ ok: true, value: 0 });
    expect(deliveryFee({ deliveryType: 3, goods: 10, hasTakeaway: false }, TARIFF)).toEqual({
      ok: false,
      error: { code: "DELIVERY.NO_TAKEAWAY" },
    });
  });

  it("prices a courier by distance, free from the threshold, refused beyond its reach", () => {
    const courier = (point: { latitude: number; longitude: number }, goods: number) =>
      deliveryFee({ deliveryType: 2, point, goods }, TARIFF);
    expect(courier(WAREHOUSE, 100_000)).toEqual({ ok: true, value: 25_000 });
    // 11 km: 6 km beyond the 5 included.
    expect(courier(CHILONZOR_FAR, 100_000)).toEqual({ ok: true, value: 25_000 + 6 * 2_000 });
    expect(courier(CHILONZOR_FAR, 2_000_000)).toEqual({ ok: true, value: 0 });
    expect(courier(SAMARKAND, 100_000)).toEqual({
      ok: false,
      error: { code: "DELIVERY.TOO_FAR", params: { max: 80 } },
    });
    expect(deliveryFee({ deliveryType: 2, goods: 1 }, { ...TARIFF, freeDeliveryFrom: 0 })).toEqual({
      ok: true,
      value: 25_000,
    });
  });
});

describe("the order's price", () => {
  it("adds up goods, sale prices, promo, cashback, delivery and the VAT included", () => {
    const r = priceOrder({
      ...base,
      promo: { code: "Q10", valid: true, minOrderPrice: 200_000, discount: { kind: "percent", percent: 10 } },
      useCashback: true,
      cashbackBalance: 15_000,
      delivery: { deliveryType: DeliveryType.BTS_BRANCH, hasBtsBranch: true, point: WAREHOUSE },
    });
    if (!r.ok) throw new Error(r.error.code);
    // goods 130 000 + 120 000 = 250 000; promo 25 000; cashback 15 000; BTS 30 000
    expect(r.value.subtotal).toBe(280_000);
    expect(r.value.productDiscount).toBe(30_000);
    expect(r.value.promoDiscount).toBe(25_000);
    expect(r.value.cashbackUsed).toBe(15_000);
    expect(r.value.delivery).toBe(30_000);
    expect(r.value.total).toBe(240_000);
    expect(r.value.vat).toBe(includedVat(240_000, 12));
    expect(r.value.vatPercent).toBe(12);
    // 1 % of the goods paid: 210 000
    expect(r.value.cashbackEarned).toBe(2_100);
  });

  it("refuses a promo below its minimum with the minimum to show", () => {
    const r = priceOrder({
      ...base,
      promo: {
        code: "BIG",
        valid: true,
        minOrderPrice: 1_000_000,
        discount: { kind: "fixed", amount: 50_000 },
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("PROMO.BELOW_MIN_PRICE");
      expect(r.error.params?.minOrderPrice).toBe(1_000_000);
    }
  });

  it("needs a map point to place a courier order, not to price one", () => {
    const courier = { ...base, delivery: { deliveryType: DeliveryType.COURIER, point: null } };
    expect(priceOrder(courier).ok).toBe(true);
    const placed = priceOrder({ ...courier, placing: true });
    expect(placed.ok ? null : placed.error.code).toBe("DELIVERY.NO_LOCATION");
  });

  it("keeps every sum whole and non-negative, cashback never above balance nor goods, VAT inside the total", () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 5_000_000 }),
      salePrice: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
      quantity: fc.integer({ min: 0, max: 500 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        fc.constantFrom(1, 2, 3),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        (lines, balance, useCashback, deliveryType, percent) => {
          const r = priceOrder({
            ...base,
            lines,
            promo:
              percent === null
                ? null
                : { code: "P", valid: true, minOrderPrice: 0, discount: { kind: "percent", percent } },
            useCashback,
            cashbackBalance: balance,
            delivery: { deliveryType: deliveryType as 1 | 2 | 3, point: CHILONZOR_FAR, hasBtsBranch: true },
          });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const p = r.value;
          for (const v of [
            p.subtotal,
            p.productDiscount,
            p.promoDiscount,
            p.cashbackUsed,
            p.delivery,
            p.vat,
            p.total,
            p.cashbackEarned,
          ]) {
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
          expect(p.cashbackUsed).toBeLessThanOrEqual(useCashback ? balance : 0);
          expect(p.cashbackUsed).toBeLessThanOrEqual(p.subtotal - p.productDiscount - p.promoDiscount);
          expect(p.total).toBe(
            p.subtotal - p.productDiscount - p.promoDiscount - p.cashbackUsed + p.delivery,
          );
          expect(p.vat).toBeLessThanOrEqual(p.total);
          expect(p.cashbackEarned).toBe(cashbackEarned(p, 1));
        },
      ),
      { numRuns: 300 },
    );
  });
});
