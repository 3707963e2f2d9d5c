import type { OrderCreateAnswer, OrderCreateRequest } from "../../../contract/index.ts";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import { toMoneyString } from "../../../domain/money.ts";
import { paysOnline, type DeliveryType, type PaymentType } from "../../../domain/order.ts";
import { initialStatus, placedEntry } from "../../../domain/order-status.ts";
import type { CheckoutConfig, PaymentTypeName } from "../../config.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import { OneAtATime } from "../../platform/one-at-a-time.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import { userOwner } from "../../platform/owner.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import { answerOf, orderLine } from "./order-answer.ts";
import type { OrderViewsRepository } from "./order-views.repository.ts";
import type { OrderedLines, OrderLoyalty, PaymentUrl, ProductStock, SavedCardPayer } from "./orders.ports.ts";
import type { PlacingRepository } from "./placing.repository.ts";
import type { OrderQuotes } from "./quote-order.ts";
import { Refusal, refuse, refusalsAsResults } from "../../platform/refusal.ts";

export interface PlaceOrderDeps {
  quotes: OrderQuotes;
  placing: PlacingRepository;
  views: OrderViewsRepository;
  stock: ProductStock;
  basket: OrderedLines;
  transactor: Transactor;
  outbox: Outbox;
  checkout: CheckoutConfig;
  receiverPhoneConfirmed: (userId: number, uuid: string, phone: string) => Promise<boolean>;
  /** Where the shopper pays an online order (the payments module); null when nothing to open. */
  paymentUrl: PaymentUrl;
  clock: () => Date;
  /** Saved cards (the payments module), for payment type 2; none: such an order is refused. */
  savedCards?: () => SavedCardPayer | null;
  loyalty: Pick<OrderLoyalty, "spendCashback">;
  metrics?: Pick<Metrics, "orderPlaced">;
}

const SAVED_CARD: PaymentType = 2;

export const PAYMENT_NAME: Record<PaymentType, PaymentTypeName> = {
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

/**
 * Placing the user's basket as an order: stock, cashback, promo, the basket and the `orders.placed` event in
 * one transaction. Locks are taken in one order, the shopper's row first and the products by id, so no two
 * checkouts (of one account, or of two accounts on one product) can wait on each other in a cycle; and one
 * account's checkouts take their turn in the process before they take a database connection.
 */
export class PlaceOrder {
  private readonly turns = new OneAtATime<number>();

  constructor(private readonly deps: PlaceOrderDeps) {}

  /**
   * With an Idempotency-Key, a repeated request answers the first one's order (`created: false`). Every
   * refusal rolls the whole transaction back.
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
    const early = await this.answeredBefore(userId, body, idempotencyKey);
    if (early) return early;
    const placed = await refusalsAsResults(() =>
      this.turns.run(userId, () =>
        this.deps.transactor.run((tx) => this.placeIn(tx, userId, body, idempotencyKey)),
      ),
    );
    if (!placed.ok) return placed;
    // Counted once committed, and once per order: an idempotent repeat answers the order already counted.
    if (placed.value.created)
      this.deps.metrics?.orderPlaced(
        PAYMENT_NAME[paymentType],
        DELIVERY_NAME[body.delivery_type as DeliveryType],
      );
    if (payer && placed.value.created) {
      // A refused charge leaves the order awaiting payment until its unpaid timeout cancels it.
      const paid = await payer.payOrder(userId, body.card!, placed.value.answer.id);
      if (!paid.ok) return paid;
    }
    return placed;
  }

  /**
   * What can be answered without a lock or a transaction: a retry of a key already placed (its order), an
   * empty basket, a line the shelf cannot fill (as the stock reads now; the transaction checks again under
   * its locks). In a sale most attempts end here, and a sold-out rush never queues for a connection.
   */
  private async answeredBefore(
    userId: number,
    body: OrderCreateRequest,
    key: string | null,
  ): Promise<Result<{ answer: OrderCreateAnswer; created: boolean }> | null> {
    const { keyOrder, lines } = await this.deps.quotes.keyOrderAndBasket(userId, key);
    if (keyOrder !== null)
      return ok({ answer: await this.createAnswer(keyOrder, body.redirect_url), created: false });
    if (lines.length === 0) return fail("CART.EMPTY");
    const short = lines.find((l) => l.stock < l.amount);
    if (short) return fail("CART.OVER_STOCK", { stock: Math.max(0, short.stock), product: short.productId });
    return null;
  }

  private async placeIn(tx: Tx, userId: number, body: OrderCreateRequest, key: string | null) {
    const { placing, checkout } = this.deps;
    // The shopper's row first, before the key's row takes its share lock on it.
    if (!(await placing.lockShopper(tx, userId))) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
    if (key !== null) {
      const claim = await placing.claimRequest(tx, userId, key);
      if (!claim.claimed && claim.orderId !== null) {
        return { answer: await this.createAnswer(claim.orderId, body.redirect_url, tx), created: false };
      }
    }
    const deliveryType = body.delivery_type as DeliveryType;
    const { price, lines, promo } = refuse(
      await this.deps.quotes.price(
        userId,
        {
          deliveryType,
          districtId: body.district,
          point: { latitude: body.latitude, longitude: body.longitude },
          promoCode: body.promo_code ?? null,
          useCashback: body.use_cashback_balance,
          placing: true,
        },
        tx,
      ),
    );
    if (lines.length === 0) throw new Refusal({ code: "CART.EMPTY" });
    const stockTaken = lines.map((l) => ({ productId: l.productId, amount: l.amount }));
    const short = await this.deps.stock.takeAll(tx, stockTaken);
    if (short)
      throw new Refusal({
        code: "CART.OVER_STOCK",
        params: { stock: Math.max(0, short.stock), product: short.productId },
      });
    const at = this.deps.clock();
    const online = paysOnline(body.payment_type as PaymentType, price.total);
    const status = initialStatus(online);
    const payBy = online ? new Date(at.getTime() + checkout.paymentMinutes * 60_000) : null;
    const entry = placedEntry(status, at);
    const order = {
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
          ? await this.deps.quotes.nearestBranch(body.district, body.latitude, body.longitude, tx)
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
    };
    const orderId = await placing.writeOrder(tx, order, lines.map(orderLine), { entry, key });
    if (promo) {
      const spent = await placing.spendPromo(tx, promo.code, userId, orderId);
      if (spent !== "ok")
        throw new Refusal({ code: spent === "used" ? "PROMO.ALREADY_USED" : "PROMO.INVALID" });
    }
    await this.deps.loyalty.spendCashback(tx, userId, orderId, price.cashbackUsed);
    await this.deps.basket.remove(
      tx,
      userOwner(userId),
      lines.map((l) => l.productId),
    );
    await this.deps.outbox.add(tx, "orders.placed", {
      orderId,
      userId,
      status,
      paymentType: body.payment_type,
      deliveryType,
      total: price.total,
      at: at.toISOString(),
      stockTaken,
    });
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

  private async createAnswer(orderId: number, redirectUrl: string, tx?: Tx): Promise<OrderCreateAnswer> {
    const row = await this.deps.views.order("uz", orderId, null, tx);
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
}
