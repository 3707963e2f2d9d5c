import type {
  CheckTakeawayAnswer,
  OrderPriceCalculatorAnswer,
  OrderPriceCalculatorRequest,
  PaymentSettingsAnswer,
  PromoCheckAnswer,
} from "../../../contract/index.ts";
import type { MapPoint } from "../../../domain/delivery.ts";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import { toMoneyString } from "../../../domain/money.ts";
import { DEFAULT_DELIVERY_TYPE, type DeliveryType } from "../../../domain/order.ts";
import { priceOrder, type DeliveryTariff } from "../../../domain/order-price.ts";
import type { PriceLine } from "../../../domain/pricing.ts";
import { normalisePromoCode, type Promo } from "../../../domain/promo.ts";
import type { CheckoutConfig, PaymentTypeName } from "../../config.ts";
import { userOwner } from "../../platform/owner.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { BasketLineRow, PromoRow } from "./order-rows.ts";
import type { QuoteRepository } from "./quote.repository.ts";

const money = toMoneyString;

export interface DeliveryAsked {
  deliveryType: DeliveryType;
  districtId: number | null;
  point: MapPoint | null;
  promoCode: string | null;
  useCashback: boolean;
  placing: boolean;
}

function priceLines(rows: readonly BasketLineRow[]): PriceLine[] {
  return rows.map((r) => ({ price: Number(r.price), salePrice: Number(r.salePrice), quantity: r.amount }));
}

function toPromo(row: PromoRow): Promo {
  const percent = row.discountPercent === null ? null : Number(row.discountPercent);
  return {
    code: row.code,
    valid: row.usable,
    minOrderPrice: Number(row.minOrderPrice),
    discount:
      percent !== null
        ? { kind: "percent", percent }
        : { kind: "fixed", amount: Number(row.discountAmount ?? 0) },
  };
}

/**
 * The price of the basket as an order (the calculator's and, inside placing, the order's own), the promo
 * check, the payment ways on offer and whether a district has a pick-up point.
 */
export class OrderQuotes {
  private readonly tariff: DeliveryTariff;

  constructor(
    private readonly deps: { repository: QuoteRepository; checkout: CheckoutConfig; clock: () => Date },
  ) {
    const c = deps.checkout;
    this.tariff = {
      btsFee: c.btsDeliveryFee,
      courierBaseFee: c.courierBaseFee,
      courierIncludedKm: c.courierIncludedKm,
      courierFeePerKm: c.courierFeePerKm,
      courierMaxKm: c.courierMaxKm,
      freeDeliveryFrom: c.freeDeliveryFrom,
      warehouse: c.warehouse,
    };
  }

  paymentSettings(): PaymentSettingsAnswer {
    const on = (name: PaymentTypeName) => this.deps.checkout.paymentTypes.includes(name);
    return {
      is_cash_valid: on("cash"),
      is_card_valid: on("card"),
      is_payme_valid: on("payme"),
      is_click_valid: on("click"),
      is_uzumbank_valid: on("uzum"),
      is_paynet_valid: on("paynet"),
    };
  }

  async checkTakeaway(districtId: number): Promise<Result<CheckTakeawayAnswer>> {
    const district = await this.deps.repository.district(districtId);
    if (!district) return fail("GENERIC.NOT_FOUND");
    return ok({
      is_takeaway_available: district.hasTakeaway,
      is_cache_available: this.deps.checkout.paymentTypes.includes("cash"),
    });
  }

  /** `valid: false` for an unknown, spent, expired or already used (by this shopper) code. */
  async checkPromo(userId: number, text: string): Promise<PromoCheckAnswer> {
    const promo = await this.findPromo(userId, text);
    if (!promo.ok || !promo.value) return { valid: false, promo: null };
    return { valid: true, promo: { min_order_price: money(promo.value.minOrderPrice) } };
  }

  async priceCalculator(
    userId: number,
    req: OrderPriceCalculatorRequest,
  ): Promise<Result<OrderPriceCalculatorAnswer>> {
    const hasPoint = req.latitude !== null && req.latitude !== undefined && req.longitude != null;
    const deliveryType = req.delivery_type ?? DEFAULT_DELIVERY_TYPE;
    const priced = await this.price(userId, {
      deliveryType,
      districtId: req.district ?? null,
      point: hasPoint ? { latitude: req.latitude!, longitude: req.longitude! } : null,
      promoCode: req.promo_code ?? null,
      useCashback: req.use_cashback ?? false,
      placing: false,
    });
    if (!priced.ok) return priced;
    const p = priced.value.price;
    return ok({
      total_price: money(p.total),
      total_real_order_price: money(p.subtotal),
      total_order_discount_price: money(p.productDiscount),
      promo_discount: priced.value.promo ? money(p.promoDiscount) : null,
      nds: p.vatPercent,
      nds_price: money(p.vat),
      delivery_type: deliveryType,
      delivery_price: money(p.delivery),
      cashback_price: money(p.cashbackUsed),
    });
  }

  /** A normalised code's promo, null when none was given; an unusable code is an error. */
  private async findPromo(userId: number, text: string | null, tx?: Tx): Promise<Result<Promo | null>> {
    const code = normalisePromoCode(text ?? "");
    if (code === "") return ok(null);
    const row = await this.deps.repository.promo(code, this.deps.clock(), tx);
    if (!row || !row.usable) return fail("PROMO.INVALID");
    if (await this.deps.repository.promoUsedBy(code, userId, tx)) return fail("PROMO.ALREADY_USED");
    return ok(toPromo(row));
  }

  /** The one price of the user's basket as an order (the calculator's and the order's). */
  async price(userId: number, asked: DeliveryAsked, tx?: Tx) {
    const { repository, checkout } = this.deps;
    const lines = await repository.basketLines(userOwner(userId), tx);
    const promo = await this.findPromo(userId, asked.promoCode, tx);
    if (!promo.ok) return promo;
    const district = asked.districtId === null ? null : await repository.district(asked.districtId, tx);
    if (asked.districtId !== null && !district) return fail("FIELD.INVALID", { field: "district" });
    const centre = district
      ? { latitude: Number(district.latitude), longitude: Number(district.longitude) }
      : null;
    const priced = priceOrder({
      lines: priceLines(lines),
      promo: promo.value,
      useCashback: asked.useCashback,
      cashbackBalance: asked.useCashback ? await repository.cashbackBalance(userId, tx) : 0,
      delivery: {
        deliveryType: asked.deliveryType,
        point: asked.point ?? (asked.placing ? null : centre),
        ...(district ? { hasBtsBranch: district.branchCount > 0, hasTakeaway: district.hasTakeaway } : {}),
      },
      tariff: this.tariff,
      vatPercent: checkout.vatPercent,
      cashbackPercent: checkout.cashbackPercent,
      placing: asked.placing,
    });
    if (!priced.ok) return priced;
    return ok({ price: priced.value, lines, promo: promo.value });
  }

  /** What a checkout asks before any lock: the order of the user's key (if placed) and the basket's lines. */
  keyOrderAndBasket(userId: number, key: string | null) {
    return this.deps.repository.keyOrderAndBasket(userOwner(userId), userId, key);
  }

  /** The nearest BTS branch of the district to the shopper's point. */
  nearestBranch(districtId: number, latitude: number, longitude: number, tx?: Tx) {
    return this.deps.repository.nearestBranch(districtId, latitude, longitude, tx);
  }
}
