import type { OrderStatus } from "../../../domain/order.ts";
import type { StatusLogEntry } from "../../../domain/order-status.ts";
import type { Courier } from "../../../contract/index.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { StockMove } from "../../platform/outbox.port.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { LockedOrder } from "./order-rows.ts";

/** Moving an order: its lock, status and log, what a cancel gives back, the unpaid timeout's rows. */
export class OrderMovesRepository {
  async insertLog(tx: Tx, orderId: number, entry: StatusLogEntry, description: string | null = null) {
    await queryableOf(tx).query(
      `INSERT INTO order_status_logs (order_id, status, previous, event, actor, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, entry.status, entry.previous, entry.event, entry.actor, description, entry.at],
    );
  }

  /** The order's row locked until `tx` ends, with its shopper's phone and language for the move's event. */
  async lockOrder(tx: Tx, orderId: number): Promise<LockedOrder | null> {
    const [row] = await queryableOf(tx).query<LockedOrder>(
      `SELECT o.id, o.user_id AS "userId", u.phone, u.language, o.status, o.delivery_type AS "deliveryType",
         o.cashback_used AS "cashbackUsed", o.cashback_earned AS "cashbackEarned",
         o.payment_type AS "paymentType", o.total, o.delivery_price AS "deliveryPrice"
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1 FOR UPDATE OF o`,
      [orderId],
    );
    return row ?? null;
  }

  async setStatus(tx: Tx, orderId: number, status: OrderStatus, at: Date): Promise<void> {
    await queryableOf(tx).query("UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1", [
      orderId,
      status,
      at,
    ]);
  }

  async setCourier(tx: Tx, orderId: number, courier: Courier): Promise<void> {
    await queryableOf(tx).query("UPDATE orders SET courier = $2::jsonb WHERE id = $1", [
      orderId,
      JSON.stringify(courier),
    ]);
  }

  /** What the order took of each product, in product-id order. */
  orderedStock(tx: Tx, orderId: number): Promise<StockMove[]> {
    return queryableOf(tx).query<StockMove>(
      `SELECT product_id AS "productId", sum(amount)::int AS amount FROM order_products
       WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id ORDER BY product_id`,
      [orderId],
    );
  }

  /** A cancelled order's promo use is given back. */
  async releasePromo(tx: Tx, orderId: number): Promise<void> {
    const q = queryableOf(tx);
    const released = await q.query<{ code: string }>(
      "DELETE FROM promo_code_uses WHERE order_id = $1 RETURNING code",
      [orderId],
    );
    for (const { code } of released) {
      await q.query("UPDATE promo_codes SET used_count = GREATEST(used_count - 1, 0) WHERE code = $1", [
        code,
      ]);
    }
  }

  async dropExpiry(tx: Tx, orderId: number): Promise<void> {
    await queryableOf(tx).query("DELETE FROM order_expiries WHERE order_id = $1", [orderId]);
  }

  /**
   * The oldest due expiry nobody else holds, locked for this transaction (FOR UPDATE SKIP LOCKED): several
   * processes poll at once and each takes a different one.
   */
  async claimDueExpiry(tx: Tx, now: Date): Promise<number | null> {
    const [row] = await queryableOf(tx).query<{ orderId: number }>(
      `SELECT order_id AS "orderId" FROM order_expiries WHERE due_at <= $1
       ORDER BY due_at, order_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    return row?.orderId ?? null;
  }
}
