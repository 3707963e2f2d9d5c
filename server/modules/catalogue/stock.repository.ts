import { queryableOf } from "../../db/transactor.ts";
import type { StockMove } from "../../platform/outbox.port.ts";
import type { Tx } from "../../platform/transactions.ts";

/**
 * The products' stock as orders move it, always inside the order's transaction (the orders module reaches
 * it through this module's index as `stock`), so stock, the order and its event commit together.
 */
export class StockRepository {
  /**
   * Takes `amount` of a product, only if that many are in stock: the guard that keeps stock from going below
   * zero however many buyers race (the row lock makes the second wait and re-check). False when too few.
   */
  async take(tx: Tx, productId: number, amount: number): Promise<boolean> {
    const rows = await queryableOf(tx).query(
      `UPDATE products SET stock = stock - $2, sold_count = sold_count + $2
       WHERE id = $1 AND stock >= $2 RETURNING id`,
      [productId, amount],
    );
    return rows.length > 0;
  }

  /** The stock now, 0 for no such product. */
  async level(tx: Tx, productId: number): Promise<number> {
    const [row] = await queryableOf(tx).query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [
      productId,
    ]);
    return row?.stock ?? 0;
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
