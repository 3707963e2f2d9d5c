import type { StatusLogEntry } from "../../../domain/order-status.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { NewOrder, NewOrderLine } from "./order-rows.ts";

/** Placing an order: the shopper's lock, the Idempotency-Key, the order and its lines, the promo use. */
export class PlacingRepository {
  constructor(private readonly db: Database) {}

  /**
   * Locks the shopper's row for the placing's transaction, before anything else is touched: one account's
   * checkouts queue here instead of meeting in a lock cycle (a key's row takes a share lock on the user
   * through its foreign key). False when there is no such user.
   */
  async lockShopper(tx: Tx, userId: number): Promise<boolean> {
    const rows = await queryableOf(tx).query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
    return rows.length > 0;
  }

  /**
   * Claims an Idempotency-Key for the user. A key another transaction holds makes this wait for it; then the
   * key's order is answered (a committed first request), or the claim is ours (it rolled back).
   */
  async claimRequest(
    tx: Tx,
    userId: number,
    key: string,
  ): Promise<{ claimed: boolean; orderId: number | null }> {
    const q = queryableOf(tx);
    const inserted = await q.query(
      `INSERT INTO order_requests (user_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key`,
      [userId, key],
    );
    if (inserted.length > 0) return { claimed: true, orderId: null };
    const [row] = await q.query<{ orderId: number | null }>(
      `SELECT order_id AS "orderId" FROM order_requests WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    return { claimed: false, orderId: row?.orderId ?? null };
  }

  /**
   * Writes the order, its lines, its first status-log row, its unpaid timeout (when it pays online) and its
   * Idempotency-Key's order in one statement: one round trip instead of five. Answers the order's id.
   */
  async writeOrder(
    tx: Tx,
    o: NewOrder,
    lines: readonly NewOrderLine[],
    placed: { entry: StatusLogEntry; key: string | null },
  ): Promise<number> {
    const { entry, key } = placed;
    const [row] = await queryableOf(tx).query<{ id: number }>(
      `WITH o AS (
         INSERT INTO orders (user_id, status, payment_type, delivery_type, address, latitude, longitude,
           district_id, bts_branch_id, receiver_fish, receiver_phone, receiver_phone2, product_count, subtotal,
           product_discount, promo_code, promo_discount, cashback_used, delivery_price, vat_percent, vat, total,
           cashback_earned, pay_by, payment_return, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
           $22, $23, $24, $25, $26, $26)
         RETURNING id
       ), lines AS (
         INSERT INTO order_products (order_id, position, product_id, title_ru, title_uz, title_sr, amount, price,
           unit_price)
         SELECT o.id, l.n, l.product_id, l.title_ru, l.title_uz, l.title_sr, l.amount, l.price, l.unit_price
         FROM o, unnest($27::int[], $28::text[], $29::text[], $30::text[], $31::int[], $32::bigint[],
           $33::bigint[]) WITH ORDINALITY AS l(product_id, title_ru, title_uz, title_sr, amount, price,
           unit_price, n)
       ), log AS (
         INSERT INTO order_status_logs (order_id, status, previous, event, actor, created_at)
         SELECT o.id, $34, $35, $36, $37, $26 FROM o
       ), expiry AS (
         INSERT INTO order_expiries (order_id, due_at) SELECT o.id, $24 FROM o WHERE $24::timestamptz IS NOT NULL
       ), request AS (
         UPDATE order_requests SET order_id = o.id FROM o WHERE user_id = $1 AND key = $38::text
       )
       SELECT id FROM o`,
      [
        o.userId,
        o.status,
        o.paymentType,
        o.deliveryType,
        o.address,
        o.latitude,
        o.longitude,
        o.districtId,
        o.btsBranchId,
        o.receiverFish,
        o.receiverPhone,
        o.receiverPhone2,
        o.productCount,
        o.subtotal,
        o.productDiscount,
        o.promoCode,
        o.promoDiscount,
        o.cashbackUsed,
        o.deliveryPrice,
        o.vatPercent,
        o.vat,
        o.total,
        o.cashbackEarned,
        o.payBy,
        o.paymentReturn,
        o.at,
        lines.map((l) => l.productId),
        lines.map((l) => l.titleRu),
        lines.map((l) => l.titleUz),
        lines.map((l) => l.titleSr),
        lines.map((l) => l.amount),
        lines.map((l) => l.price),
        lines.map((l) => l.unitPrice),
        entry.status,
        entry.previous,
        entry.event,
        entry.actor,
        key,
      ],
    );
    return row!.id;
  }

  /** Spends one use of the code for the user: false when its uses ran out or the user already used it. */
  async spendPromo(tx: Tx, code: string, userId: number, orderId: number): Promise<"ok" | "gone" | "used"> {
    const q = queryableOf(tx);
    const taken = await q.query(
      `UPDATE promo_codes SET used_count = used_count + 1
       WHERE code = $1 AND (max_uses IS NULL OR used_count < max_uses) RETURNING code`,
      [code],
    );
    if (taken.length === 0) return "gone";
    const mine = await q.query(
      `INSERT INTO promo_code_uses (code, user_id, order_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING code`,
      [code, userId, orderId],
    );
    return mine.length > 0 ? "ok" : "used";
  }
}
