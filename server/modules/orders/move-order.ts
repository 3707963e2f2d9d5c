import { fail, type Result } from "../../../domain/errors.ts";
import type { DeliveryType, PaymentType } from "../../../domain/order.ts";
import {
  returnsGoods,
  transition,
  type OrderActor,
  type OrderEvent,
  type StatusLogEntry,
} from "../../../domain/order-status.ts";
import type { Outbox, StockMove } from "../../platform/outbox.port.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import type { OrderMovesRepository } from "./order-moves.repository.ts";
import { statusChanged } from "./order-events.ts";
import type { LockedOrder } from "./order-rows.ts";
import type { OrderLoyalty, PayableOrder, ProductStock, StatusChangeOptions } from "./orders.ports.ts";
import { Refusal, refuse, refusalsAsResults } from "../../platform/refusal.ts";

export interface MoveOrderDeps {
  repository: OrderMovesRepository;
  transactor: Transactor;
  outbox: Outbox;
  stock: ProductStock;
  loyalty: Pick<OrderLoyalty, "creditDelivered">;
  clock: () => Date;
}

/**
 * Every change of an order's status, whoever makes it (the shopper, an operator, a provider's callback, the
 * unpaid timeout), through domain/order-status.ts: the status and its log, a cancel's stock and promo use
 * given back, the unpaid timeout ended, and the `orders.status_changed` event, all in one transaction.
 */
export class MoveOrder {
  constructor(private readonly deps: MoveOrderDeps) {}

  /** Moves an order by `event` for `actor` in a transaction of its own (the shopper may only move theirs). */
  changeStatus(
    orderId: number,
    event: OrderEvent,
    actor: OrderActor,
    options: StatusChangeOptions = {},
  ): Promise<Result<StatusLogEntry>> {
    return refusalsAsResults(() =>
      this.deps.transactor.run(async (tx) => {
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
    return refusalsAsResults(() => this.applyIn(tx, order, event, actor, null));
  }

  /** The move itself, on an order locked in `tx`; a refusal is thrown. */
  async applyIn(
    tx: Tx,
    order: LockedOrder,
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
    let returned: StockMove[] = [];
    if (returnsGoods(entry)) {
      returned = await repository.orderedStock(tx, order.id);
      await this.deps.stock.giveBack(tx, returned);
      await repository.releasePromo(tx, order.id);
    }
    // The cashback a cancel gives back and a delivery's credit are the loyalty module's reactions to this.
    await this.deps.outbox.add(
      tx,
      "orders.status_changed",
      statusChanged(order, { ...entry, event }, returned),
    );
    return entry;
  }

  /**
   * Credits a delivered order's cashback (`order_cashback`) to its shopper, once, at the back office's asking
   * (delivering does it already through the loyalty module). Answers the so'm credited now.
   */
  accrueCashback(orderId: number): Promise<Result<number>> {
    return refusalsAsResults(() =>
      this.deps.transactor.run(async (tx) => {
        const order = await this.deps.repository.lockOrder(tx, orderId);
        if (!order) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
        if (order.status !== 6)
          throw new Refusal({ code: "ORDER.STATUS_LOCKED", params: { status: order.status } });
        return this.deps.loyalty.creditDelivered(tx, {
          userId: order.userId,
          orderId: order.id,
          cashback: Number(order.cashbackEarned),
          goodsPaid: Number(order.total) - Number(order.deliveryPrice),
        });
      }),
    );
  }
}
