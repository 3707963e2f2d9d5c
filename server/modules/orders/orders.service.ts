import type {
  CheckTakeawayAnswer,
  Courier,
  OrderCreateAnswer,
  OrderCreateRequest,
  OrderPriceCalculatorAnswer,
  OrderPriceCalculatorRequest,
  PaymentSettingsAnswer,
  PromoCheckAnswer,
} from "../../../contract/index.ts";
import type { MapPoint } from "../../../domain/delivery.ts";
import { fail, ok, type DomainError, type Result } from "../../../domain/errors.ts";
import { toMoneyString } from "../../../domain/money.ts";
import {
  DEFAULT_DELIVERY_TYPE,
  paysOnline,
  type DeliveryType,
  type OrderStatus,
  type PaymentType,
} from "../../../domain/order.ts";
import { priceOrder, type DeliveryTariff, type OrderPrice } from "../../../domain/order-price.ts";
import {
  initialStatus,
  placedEntry,
  returnsGoods,
  transition,
  type OrderActor,
  type OrderEvent,
  type StatusLogEntry,
} from "../../../domain/order-status.ts";
import type { PriceLine } from "../../../domain/pricing.ts";
import { normalisePromoCode, type Promo } from "../../../domain/promo.ts";
import type { CheckoutConfig, PaymentTypeName } from "../../config.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import { userOwner } from "../../platform/owner.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import type { BasketLineRow, LockedOrder, OrdersRepository, PromoRow } from "./orders.repository.ts";

export interface OrdersDeps {
  repository: OrdersRepository;
  transactor: Transactor;
  checkout: CheckoutConfig;
  receiverPhoneConfirmed: (userId: number, uuid: string, phone: string) => Promise<boolean>;
  /** Where the shopper pays an online order (the payments module); null when nothing to open. */
  paymentUrl: PaymentUrl;
  clock: () => Date;
  /** Saved cards (the payments module), for payment type 2; none: such an order is refused. */
  savedCards?: () => SavedCardPayer | null;
  /** Where cashback moves are written, with their ledger rows (the loyalty module). */
  loyalty: OrderLoyalty;
  metrics?: Pick<Metrics, "orderPlaced">;
}

/**
 * What an order does to its shopper's cashback and points, each inside the order's transaction so the
 * balance, its ledger row and the order commit together.
 */
export interface OrderLoyalty {
  spendCashback(tx: Tx, userId: number, orderId: number, som: number): Promise<void>;
  returnCashback(tx: Tx, userId: number, orderId: number, som: number): Promise<void>;
  /** Credits a delivered order's cashback (and a master's points) once; answers the so'm credited now. */
  creditDelivered(
    tx: Tx,
    order: { userId: number; orderId: number; cashback: number; goodsPaid: number },
  ): Promise<number>;
}

/** What placing an order paid by a saved card needs of the payments module. */
export interface SavedCardPayer {
  /** Whether the card is the user's own and confirmed (GENERIC.NOT_FOUND on `card` otherwise). */
  usable(userId: number, cardId: number): Promise<Result<unknown>>;
  /** Charges the placed order (awaiting payment) to the card; the order is approved when it succeeds. */
  payOrder(userId: number, cardId: number, orderId: number): Promise<Result<unknown>>;
}

export interface PaymentLinkAsked {
  orderId: number;
  paymentType: PaymentType;
  total: number;
  redirectUrl: string;
}
export type PaymentUrl = (order: PaymentLinkAsked) => string | null;

/** What a payment provider's callback needs of an order, read under the order's row lock. */
export interface PayableOrder {
  id: number;
  status: OrderStatus;
  paymentType: PaymentType;
  /** whole so'm, delivery included */
  total: number;
}

/** A refusal met inside the order's transaction: thrown to roll it back, returned as the error value. */
class Refusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

function refuse<T>(result: Result<T>): T {
  if (!result.ok) throw new Refusal(result.error);
  return result.value;
}

const SAVED_CARD: PaymentType = 2;

const PAYMENT_NAME: Record<PaymentType, PaymentTypeName> = {
  1: "cash",
  2: "card",
  3: "uzum",
  4: "payme",
  5: "click",
  7: "paynet",
};

/** Delivery kinds by name, for metrics. */
const DELIVERY_NAME: Record<DeliveryType, string> = { 1: "bts", 2: "courier", 3: "pickup" };

const money = toMoneyString;

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

/** How a move is made besides its event and actor (changeStatus). */
export interface StatusChangeOptions {
  /** The shopper may only move their own order. */
  userId?: number;
  /** Shown in the status log beside the status (an operator's reason to cancel). */
  description?: string;
  /** Who takes the order to the shopper, stored with a dispatch. */
  courier?: Courier;
  /** More to write in the move's own transaction once it is allowed (an SMS for the outbox). */
  within?: (tx: Tx, entry: StatusLogEntry, order: { id: number; userId: number }) => Promise<void>;
}

interface DeliveryAsked {
  deliveryType: DeliveryType;
  districtId: number | null;
  point: MapPoint | null;
  promoCode: string | null;
  useCashback: boolean;
  placing: boolean;
}

/**
 * Checkout: the price of the basket as an order, placing it (stock, cashback, promo and the basket in one
 * transaction), the unpaid-order timeout and the order's status changes through domain/order-status.ts.
 */
export class OrdersService {
  private readonly tariff: DeliveryTariff;

  constructor(private readonly deps: OrdersDeps) {
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
  private async price(userId: number, asked: DeliveryAsked, tx?: Tx) {
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

  /**
   * Places the user's basket as an order. With an Idempotency-Key, a repeated request answers the first one's
   * order (`created: false`). Every refusal rolls the whole transaction back.
   */
  async place(
    userId: number,
    body: OrderCreateRequest,
    idempotencyKey: string | null,
  ): Promise<Result<{ answer: OrderCreateAnswer; created: boolean }>> {
    const paymentType = body.payment_type as PaymentType;
    if (!this.deps.checkout.paymentTypes.includes(PAYMENT_NAME[paymentType]))
      return fail("PAYMENT.UNAVAILABLE");
    // A second phone for the courier to call is taken only once its owner has confirmed it by code.
    const phone2 = body.receiver_phone2 || null;
    if (phone2 && !(await this.deps.receiverPhoneConfirmed(userId, body.receiver_phone2_uuid ?? "", phone2)))
      return fail("PHONE.NOT_CONFIRMED", { field: "receiver_phone2" });
    // A saved card (type 2) is checked before anything is taken and charged once the order stands.
    const payer = paymentType === SAVED_CARD ? (this.deps.savedCards?.() ?? null) : null;
    if (paymentType === SAVED_CARD) {
      if (!payer) return fail("PAYMENT.UNAVAILABLE");
      if (body.card === undefined || body.card === null) return fail("FIELD.REQUIRED", { field: "card" });
      const usable = await payer.usable(userId, body.card);
      if (!usable.ok) return usable;
    }
    try {
      const placed = await this.deps.transactor.run((tx) => this.placeIn(tx, userId, body, idempotencyKey));
      // Counted once committed, and once per order: an idempotent repeat answers the order already counted.
      if (placed.created)
        this.deps.metrics?.orderPlaced(
          PAYMENT_NAME[paymentType],
          DELIVERY_NAME[body.delivery_type as DeliveryType],
        );
      if (payer && placed.created) {
        // A refused charge leaves the order awaiting payment until its unpaid timeout cancels it.
        const paid = await payer.payOrder(userId, body.card!, placed.answer.id);
        if (!paid.ok) return paid;
      }
      return ok(placed);
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error };
      throw error;
    }
  }

  private async placeIn(tx: Tx, userId: number, body: OrderCreateRequest, key: string | null) {
    const { repository, checkout } = this.deps;
    if (key !== null) {
      const claim = await repository.claimRequest(tx, userId, key);
      if (!claim.claimed && claim.orderId !== null) {
        return { answer: await this.createAnswer(claim.orderId, body.redirect_url, tx), created: false };
      }
    }
    // Locks the user's row first: one shopper's orders and cashback move one at a time.
    await repository.cashbackBalance(userId, tx);
    const deliveryType = body.delivery_type as DeliveryType;
    const point = { latitude: body.latitude, longitude: body.longitude };
    const priced = refuse(
      await this.price(
        userId,
        {
          deliveryType,
          districtId: body.district,
          point,
          promoCode: body.promo_code ?? null,
          useCashback: body.use_cashback_balance,
          placing: true,
        },
        tx,
      ),
    );
    const { price, lines, promo } = priced;
    if (lines.length === 0) throw new Refusal({ code: "CART.EMPTY" });
    for (const line of lines) {
      if (!(await repository.takeStock(tx, line.productId, line.amount))) {
        const stock = Math.max(0, await repository.stockOf(tx, line.productId));
        throw new Refusal({ code: "CART.OVER_STOCK", params: { stock, product: line.productId } });
      }
    }
    const at = this.deps.clock();
    const online = paysOnline(body.payment_type as PaymentType, price.total);
    const status = initialStatus(online);
    const payBy = online ? new Date(at.getTime() + checkout.paymentMinutes * 60_000) : null;
    const orderId = await repository.insertOrder(tx, {
      userId,
      status,
      paymentType: body.payment_type,
      deliveryType,
      address: body.address.trim(),
      latitude: deliveryType === 3 ? null : body.latitude,
      longitude: deliveryType === 3 ? null : body.longitude,
      districtId: body.district,
      btsBranchId:
        deliveryType === 1
          ? await repository.nearestBranch(body.district, body.latitude, body.longitude, tx)
          : null,
      receiverFish: body.receiver_fish.trim(),
      receiverPhone: body.receiver_phone,
      receiverPhone2: body.receiver_phone2 ? body.receiver_phone2 : null,
      productCount: lines.reduce((n, l) => n + l.amount, 0),
      subtotal: price.subtotal,
      productDiscount: price.productDiscount,
      promoCode: promo?.code ?? null,
      promoDiscount: price.promoDiscount,
      cashbackUsed: price.cashbackUsed,
      deliveryPrice: price.delivery,
      vatPercent: price.vatPercent,
      vat: price.vat,
      total: price.total,
      cashbackEarned: price.cashbackEarned,
      payBy,
      paymentReturn: online ? body.redirect_url : null,
      at,
    });
    await repository.insertLines(
      tx,
      orderId,
      lines.map((l) => {
        const full = Number(l.price);
        const sale = Number(l.salePrice);
        return {
          productId: l.productId,
          titleRu: l.titleRu,
          titleUz: l.titleUz,
          titleSr: l.titleSr,
          amount: l.amount,
          price: full,
          unitPrice: sale > 0 && sale < full ? sale : full,
        };
      }),
    );
    if (promo) {
      const spent = await repository.spendPromo(tx, promo.code, userId, orderId);
      if (spent !== "ok")
        throw new Refusal({ code: spent === "used" ? "PROMO.ALREADY_USED" : "PROMO.INVALID" });
    }
    await this.deps.loyalty.spendCashback(tx, userId, orderId, price.cashbackUsed);
    await repository.insertLog(tx, orderId, placedEntry(status, at));
    if (payBy) await repository.scheduleExpiry(tx, orderId, payBy);
    await repository.removeFromBasket(
      tx,
      userOwner(userId),
      lines.map((l) => l.productId),
    );
    if (key !== null) await repository.completeRequest(tx, userId, key, orderId);
    const paymentUrl = online
      ? this.deps.paymentUrl({
          orderId,
          paymentType: body.payment_type as PaymentType,
          total: price.total,
          redirectUrl: body.redirect_url,
        })
      : null;
    return { answer: answerOf(orderId, price, body, deliveryType, paymentUrl), created: true };
  }

  private async createAnswer(orderId: number, redirectUrl: string, tx: Tx): Promise<OrderCreateAnswer> {
    const row = await this.deps.repository.order("uz", orderId, null, tx);
    if (!row) throw new Error(`order ${orderId} of an idempotency key is missing`);
    // Only an order still waiting for its money has somewhere to pay; the return address is this request's.
    const payable = Number(row.status) === 2;
    return {
      id: row.id,
      order_price: money(Number(row.total)),
      order_cashback: money(Number(row.cashbackEarned)),
      cashback_price: money(Number(row.cashbackUsed)),
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      payment_url: payable
        ? this.deps.paymentUrl({
            orderId,
            paymentType: Number(row.paymentType) as PaymentType,
            total: Number(row.total),
            redirectUrl,
          })
        : null,
    };
  }

  /**
   * Moves an order by `event` for `actor` (the shopper may only touch their own: `userId`). A cancel gives
   * back stock, cashback and the promo use; a payment or a cancel ends the unpaid timeout; delivery credits
   * the cashback. All in one transaction with the status log.
   */
  async changeStatus(
    orderId: number,
    event: OrderEvent,
    actor: OrderActor,
    options: StatusChangeOptions = {},
  ): Promise<Result<StatusLogEntry>> {
    try {
      return ok(
        await this.deps.transactor.run(async (tx) => {
          const order = await this.deps.repository.lockOrder(tx, orderId);
          if (!order || (options.userId !== undefined && order.userId !== options.userId)) {
            throw new Refusal({ code: "GENERIC.NOT_FOUND" });
          }
          const entry = await this.applyIn(tx, order, event, actor, options.description ?? null);
          // Written only once the move is allowed; a later failure rolls both back.
          if (options.courier) await this.deps.repository.setCourier(tx, order.id, options.courier);
          await options.within?.(tx, entry, { id: order.id, userId: order.userId });
          return entry;
        }),
      );
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error };
      throw error;
    }
  }

  /** The order for a payment callback, its row locked in `tx` until the callback's transaction ends. */
  async lockPayable(tx: Tx, orderId: number): Promise<PayableOrder | null> {
    const order = await this.deps.repository.lockOrder(tx, orderId);
    if (!order) return null;
    return {
      id: order.id,
      status: order.status,
      paymentType: order.paymentType as PaymentType,
      total: Number(order.total),
    };
  }

  /**
   * Moves the order within the caller's transaction (a payment callback's, so the order and the provider's
   * transaction change together): what changeStatus does, without a transaction of its own.
   */
  async changeStatusIn(
    tx: Tx,
    orderId: number,
    event: OrderEvent,
    actor: OrderActor,
  ): Promise<Result<StatusLogEntry>> {
    const order = await this.deps.repository.lockOrder(tx, orderId);
    if (!order) return fail("GENERIC.NOT_FOUND");
    try {
      return ok(await this.applyIn(tx, order, event, actor, null));
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error };
      throw error;
    }
  }

  private async applyIn(
    tx: Tx,
    order: NonNullable<Awaited<ReturnType<OrdersRepository["lockOrder"]>>>,
    event: OrderEvent,
    actor: OrderActor,
    description: string | null,
  ): Promise<StatusLogEntry> {
    const { repository } = this.deps;
    const at = this.deps.clock();
    const entry = refuse(
      transition(
        { status: order.status, deliveryType: order.deliveryType as DeliveryType },
        event,
        actor,
        at,
      ),
    );
    await repository.setStatus(tx, order.id, entry.status, at);
    await repository.insertLog(tx, order.id, entry, description);
    if (entry.status !== 1 && entry.status !== 2) await repository.dropExpiry(tx, order.id);
    if (returnsGoods(entry)) {
      // The user's row before the products', as placing takes them.
      await this.deps.loyalty.returnCashback(tx, order.userId, order.id, Number(order.cashbackUsed));
      await repository.returnStock(tx, order.id);
      await repository.releasePromo(tx, order.id);
    }
    if (entry.status === 6) await this.creditIn(tx, order);
    return entry;
  }

  private creditIn(tx: Tx, order: LockedOrder) {
    return this.deps.loyalty.creditDelivered(tx, {
      userId: order.userId,
      orderId: order.id,
      cashback: Number(order.cashbackEarned),
      goodsPaid: Number(order.total) - Number(order.deliveryPrice),
    });
  }

  /**
   * Credits a delivered order's cashback (`order_cashback`) to its shopper, once: the back office (issue 13)
   * calls it, and delivering through `changeStatus` does it already. Answers the so'm credited now.
   */
  async accrueCashback(orderId: number): Promise<Result<number>> {
    try {
      return ok(
        await this.deps.transactor.run(async (tx) => {
          const order = await this.deps.repository.lockOrder(tx, orderId);
          if (!order) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
          if (order.status !== 6)
            throw new Refusal({ code: "ORDER.STATUS_LOCKED", params: { status: order.status } });
          return this.creditIn(tx, order);
        }),
      );
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error };
      throw error;
    }
  }

  /**
   * Cancels the online orders unpaid by `now` (system: 2 -> 0), one transaction each; every process may run
   * it at once, each claims different rows. Answers how many were cancelled.
   */
  async expireDue(now: Date = this.deps.clock(), limit = 100): Promise<number> {
    let cancelled = 0;
    for (let i = 0; i < limit; i++) {
      const done = await this.deps.transactor.run(async (tx) => {
        const orderId = await this.deps.repository.claimDueExpiry(tx, now);
        if (orderId === null) return null;
        const order = await this.deps.repository.lockOrder(tx, orderId);
        if (order && order.status === 2) {
          await this.applyIn(tx, order, "expire", "system", null);
          return true;
        }
        // Paid or cancelled meanwhile: the row is simply spent.
        await this.deps.repository.dropExpiry(tx, orderId);
        return false;
      });
      if (done === null) break;
      if (done) cancelled++;
    }
    return cancelled;
  }
}

function answerOf(
  id: number,
  price: OrderPrice,
  body: OrderCreateRequest,
  deliveryType: DeliveryType,
  paymentUrl: string | null,
): OrderCreateAnswer {
  const pickup = deliveryType === 3;
  return {
    id,
    order_price: money(price.total),
    order_cashback: money(price.cashbackEarned),
    cashback_price: money(price.cashbackUsed),
    latitude: pickup ? null : body.latitude,
    longitude: pickup ? null : body.longitude,
    payment_url: paymentUrl,
  };
}
