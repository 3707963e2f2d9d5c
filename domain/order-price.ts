import { validateDelivery, type MapPoint } from "./delivery.ts";
import { fail, ok, type Result } from "./errors.ts";
import type { Som } from "./money.ts";
import { DeliveryType } from "./order.ts";
import { calculatePrice, type PriceBreakdown, type PriceLine } from "./pricing.ts";
import type { Promo } from "./promo.ts";

/**
 * An order's whole price: the goods through domain/pricing.ts (sale prices, promo, cashback, VAT included)
 * plus the delivery fee of its delivery type and the cashback it will earn. The rules are in
 * docs/decisions/0007-checkout-rules.md; the numbers come in as `DeliveryTariff` and `cashbackPercent`.
 */
export interface DeliveryTariff {
  readonly btsFee: Som;
  readonly courierBaseFee: Som;
  readonly courierIncludedKm: number;
  readonly courierFeePerKm: Som;
  readonly courierMaxKm: number;
  /** 0: courier delivery is never free. */
  readonly freeDeliveryFrom: Som;
  readonly warehouse: MapPoint;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance, rounded up to whole km (a started km is a km). */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  // A point a hair past a whole km by float error is still that km.
  return Math.max(0, Math.ceil(Math.round(km * 1e6) / 1e6));
}

export interface DeliveryQuote {
  readonly deliveryType: DeliveryType;
  /** Courier: where to; null when the shopper has not picked a point (the district's centre may stand in). */
  readonly point?: MapPoint | null;
  /** BTS: whether the district has a branch; undefined when no district was named. */
  readonly hasBtsBranch?: boolean;
  /** Pick-up: whether the district has a pick-up point; undefined when no district was named. */
  readonly hasTakeaway?: boolean;
  /** Goods after product discounts and promo: what free delivery is measured against. */
  readonly goods: Som;
}

/** The fee of one delivery, or why that delivery cannot be had. */
export function deliveryFee(quote: DeliveryQuote, tariff: DeliveryTariff): Result<Som> {
  switch (quote.deliveryType) {
    case DeliveryType.PICKUP:
      return quote.hasTakeaway === false ? fail("DELIVERY.NO_TAKEAWAY") : ok(0);
    case DeliveryType.BTS_BRANCH:
      return quote.hasBtsBranch === false ? fail("DELIVERY.NO_BTS_BRANCH") : ok(whole(tariff.btsFee));
    case DeliveryType.COURIER: {
      if (!quote.point) return ok(whole(tariff.courierBaseFee));
      const km = distanceKm(tariff.warehouse, quote.point);
      if (km > tariff.courierMaxKm) return fail("DELIVERY.TOO_FAR", { max: tariff.courierMaxKm });
      if (tariff.freeDeliveryFrom > 0 && quote.goods >= tariff.freeDeliveryFrom) return ok(0);
      const extraKm = Math.max(0, km - Math.max(0, Math.floor(tariff.courierIncludedKm)));
      return ok(whole(tariff.courierBaseFee) + extraKm * whole(tariff.courierFeePerKm));
    }
  }
}

/** Cashback an order earns: `percent` of the goods paid (after promo and cashback, no delivery), down. */
export function cashbackEarned(breakdown: PriceBreakdown, percent: number): Som {
  const goodsPaid = breakdown.total - breakdown.delivery;
  const basisPoints = Math.round(Math.min(Math.max(0, percent), 100) * 100);
  return Number((BigInt(Math.max(0, goodsPaid)) * BigInt(basisPoints)) / 10_000n);
}

export interface OrderPriceInput {
  readonly lines: readonly PriceLine[];
  readonly promo?: Promo | null;
  readonly useCashback: boolean;
  readonly cashbackBalance: Som;
  readonly delivery: Omit<DeliveryQuote, "goods">;
  readonly tariff: DeliveryTariff;
  readonly vatPercent: number;
  readonly cashbackPercent: number;
  /**
   * Placing an order (not just pricing it): the delivery must be complete (a map point for courier and BTS).
   */
  readonly placing?: boolean;
}

export interface OrderPrice extends PriceBreakdown {
  /** order_cashback: credited when the order is delivered. */
  readonly cashbackEarned: Som;
}

/**
 * The one price calculation of an order. A promo that does not apply is an error (with the spec's message),
 * not a silent full price; so is a delivery that cannot be had.
 */
export function priceOrder(input: OrderPriceInput): Result<OrderPrice> {
  const goodsOnly = calculatePrice({ lines: input.lines, promo: input.promo ?? null });
  if (goodsOnly.promoError) return { ok: false, error: goodsOnly.promoError };
  if (input.placing) {
    const checked = validateDelivery({
      deliveryType: input.delivery.deliveryType,
      location: input.delivery.point,
      ...(input.delivery.hasBtsBranch === undefined ? {} : { hasBtsBranch: input.delivery.hasBtsBranch }),
    });
    if (!checked.ok) return checked;
  }
  const goods = goodsOnly.total;
  const fee = deliveryFee({ ...input.delivery, goods }, input.tariff);
  if (!fee.ok) return fee;
  const balance = whole(input.cashbackBalance);
  const breakdown = calculatePrice({
    lines: input.lines,
    promo: input.promo ?? null,
    cashbackRequested: input.useCashback ? balance : 0,
    cashbackBalance: balance,
    deliveryPrice: fee.value,
    vatPercent: input.vatPercent,
  });
  return ok({ ...breakdown, cashbackEarned: cashbackEarned(breakdown, input.cashbackPercent) });
}

function whole(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
