import type { Database } from "../../../db/database.port.ts";
import { queryableOf } from "../../../db/transactor.ts";
import type { Tx } from "../../../platform/transactions.ts";

/** A product of an order line as 1C knows it: its Ид (1C's, else the shop's id), article and unit. */
export interface ProductRef {
  id: number;
  externalId: string | null;
  sku: string | null;
  unit: string;
}

/** Which orders 1C has been sent, at which version: the exchange's own table beside the orders'. */
export class SaleRepository {
  constructor(private readonly db: Database) {}

  /** The order was placed or moved at `at`: 1C is owed it again (an event handled twice changes nothing). */
  async changed(orderId: number, at: string): Promise<void> {
    await this.db.query(
      `INSERT INTO exchange_orders (order_id, last_at) VALUES ($1, $2)
       ON CONFLICT (order_id) DO UPDATE SET version = exchange_orders.version + 1, last_at = $2
       WHERE exchange_orders.last_at < $2`,
      [orderId, at],
    );
  }

  /**
   * Whether the move at `at` is one 1C asked for: if so it is crossed off the order's echoes and noted as
   * seen, not owed back to 1C.
   */
  async takeEcho(orderId: number, at: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE exchange_orders SET echoes = array_remove(echoes, $2::timestamptz),
         last_at = greatest(last_at, $2::timestamptz)
       WHERE order_id = $1 AND $2::timestamptz = ANY(echoes) RETURNING order_id`,
      [orderId, at],
    );
    return rows.length > 0;
  }

  /** In the move's own transaction: this move is 1C's. */
  async markEcho(tx: Tx, orderId: number, at: Date): Promise<void> {
    await queryableOf(tx).query(
      "UPDATE exchange_orders SET echoes = array_append(echoes, $2::timestamptz) WHERE order_id = $1",
      [orderId, at],
    );
  }

  /** The next orders owed to 1C, marked as offered in this session at their current version. */
  async offer(sessionId: string, limit: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE exchange_orders SET offered_version = version, offered_session = $1
       WHERE order_id IN (SELECT order_id FROM exchange_orders WHERE version > sent_version
                          ORDER BY order_id LIMIT $2)
       RETURNING order_id AS id`,
      [sessionId, limit],
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** mode=success: what the session offered is sent; a change made since stays owed. */
  async confirm(sessionId: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE exchange_orders SET sent_version = offered_version, offered_session = NULL
       WHERE offered_session = $1 AND offered_version > sent_version RETURNING order_id`,
      [sessionId],
    );
    return rows.length;
  }

  async products(ids: number[]): Promise<Map<number, ProductRef>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<ProductRef>(
      `SELECT id, external_id AS "externalId", sku, unit FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }
}
