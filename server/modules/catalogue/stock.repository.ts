import { queryableOf } from "../../db/transactor.ts";
import type { StockMove } from "../../platform/outbox.port.ts";
import type { Tx } from "../../platform/transactions.ts";

/**
 * The products' stock as orders move it, always inside the order's transaction (the orders module reaches
 * it through this module's index as `stock`), so stock, the order and its event commit together.
 */
export class StockRepository {
  /**
   * Takes every line's amount, or none: the guard that keeps stock from going below zero however many buyers
   * race; a hidden product has none to take. The rows are locked in product-id order (one line: by its own
   * UPDATE), the order every checkout and cancel takes them in, so two orders never wait on each other in a
   * cycle. Answers the first line short of stock, with the stock there is, or null when all were taken.
   */
  async takeAll(tx: Tx, moves: readonly StockMove[]): Promise<{ productId: number; stock: number } | null> {
    const q = queryableOf(tx);
    if (moves.length === 1) {
      const [only] = moves as [StockMove];
      const taken = await q.query(
        `UPDATE products SET stock = stock - $2, sold_count = sold_count + $2
         WHERE id = $1 AND stock >= $2 AND visible RETURNING id`,
        [only.productId, only.amount],
      );
      if (taken.length > 0) return null;
      // A statement of its own: it sees what the buyer who got there first left.
      const [row] = await q.query<{ stock: number }>(
        "SELECT CASE WHEN visible THEN stock ELSE 0 END AS stock FROM products WHERE id = $1",
        [only.productId],
      );
      return { productId: only.productId, stock: row?.stock ?? 0 };
    }
    const sorted = [...moves].sort((a, b) => a.productId - b.productId);
    const rows = await q.query<{ id: number; stock: number }>(
      `SELECT id, CASE WHEN visible THEN stock ELSE 0 END AS stock FROM products
       WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [sorted.map((m) => m.productId)],
    );
    const stockOf = new Map(rows.map((r) => [r.id, r.stock]));
    const short = sorted.find((m) => (stockOf.get(m.productId) ?? 0) < m.amount);
    if (short) return { productId: short.productId, stock: stockOf.get(short.productId) ?? 0 };
    await q.query(
      `UPDATE products p SET stock = p.stock - l.amount, sold_count = p.sold_count + l.amount
       FROM unnest($1::int[], $2::int[]) AS l(id, amount) WHERE p.id = l.id`,
      [sorted.map((m) => m.productId), sorted.map((m) => m.amount)],
    );
    return null;
  }

  /** Puts units back on the shelf, in product-id order as every checkout takes them. */
  async giveBack(tx: Tx, moves: readonly StockMove[]): Promise<void> {
    const q = queryableOf(tx);
    for (const line of [...moves].sort((a, b) => a.productId - b.productId)) {
      await q.query(
        `UPDATE products SET stock = stock + $2, sold_count = GREATEST(sold_count - $2, 0) WHERE id = $1`,
        [line.productId, line.amount],
      );
    }
  }
}
