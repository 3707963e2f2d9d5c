import type { Courier } from "../../../contract/index.ts";
import type { Result } from "../../../domain/errors.ts";
import type { OrderStatus, PaymentType } from "../../../domain/order.ts";
import type { StatusLogEntry } from "../../../domain/order-status.ts";
import type { StockMove } from "../../platform/outbox.port.ts";
import type { Tx } from "../../platform/transactions.ts";

/** The products' stock, written by the catalogue module inside the order's transaction. */
export interface ProductStock {
  /** Takes every line's amount or none; answers the first line short of stock, null when all were taken. */
  takeAll(tx: Tx, moves: readonly StockMove[]): Promise<{ productId: number; stock: number } | null>;
  giveBack(tx: Tx, moves: readonly StockMove[]): Promise<void>;
}

/** The basket's lines an order took, removed by the basket module inside the order's transaction. */
export interface OrderedLines {
  remove(tx: Tx, owner: string, productIds: readonly number[]): Promise<void>;
}

/**
 * What placing an order does to its shopper's cashback, inside the order's transaction so the balance, its
 * ledger row and the order commit together; and the back office's explicit credit of a delivered order.
 * Returning and crediting after a move are the loyalty module's reactions to `orders.status_changed`.
 */
export interface OrderLoyalty {
  spendCashback(tx: Tx, userId: number, orderId: number, som: number): Promise<void>;
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

/** How a move is made besides its event and actor (MoveOrder.changeStatus). */
export interface StatusChangeOptions {
  /** The shopper may only move their own order. */
  userId?: number;
  /** Shown in the status log beside the status (an operator's reason to cancel). */
  description?: string;
  /** Who takes the order to the shopper, stored with a dispatch. */
  courier?: Courier;
  /** More to write in the move's own transaction once it is allowed. */
  within?: (tx: Tx, entry: StatusLogEntry, order: { id: number; userId: number }) => Promise<void>;
}
