import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import { cardSelectList, type CardRow } from "../catalogue/index.ts";

export interface BasketRow extends CardRow {
  amount: number;
}

/** Basket lines: quantities are stored, prices never (each read prices the lines from the products table). */
export class BasketRepository {
  constructor(private readonly db: Database) {}

  /** The product's stock, or null when there is no such product. */
  async stockOf(productId: number): Promise<number | null> {
    const [row] = await this.db.query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [
      productId,
    ]);
    return row ? row.stock : null;
  }

  async remove(owner: string, productId: number): Promise<void> {
    await this.db.query("DELETE FROM cart_items WHERE owner = $1 AND product_id = $2", [owner, productId]);
  }

  /** The lines an order took, inside the order's transaction. */
  async removeOrdered(tx: Tx, owner: string, productIds: readonly number[]): Promise<void> {
    await queryableOf(tx).query("DELETE FROM cart_items WHERE owner = $1 AND product_id = ANY($2::int[])", [
      owner,
      productIds,
    ]);
  }

  /**
   * Sets a line's quantity when the shelf holds that many, reading the stock and writing in one round trip
   * (a sale's crowd adds to baskets between checkouts); a new line goes to the end of the basket, a changed
   * quantity keeps its place. The condition is domain/cart.ts's `checkQuantity` upper bound; the caller
   * judges a refusal by the stock answered. Null: there is no such product.
   */
  async setAmountWithinStock(
    owner: string,
    productId: number,
    amount: number,
  ): Promise<{ stock: number; written: boolean } | null> {
    const [row] = await this.db.query<{ stock: number; written: boolean }>(
      `WITH p AS (SELECT stock FROM products WHERE id = $2),
       w AS (
         INSERT INTO cart_items (owner, product_id, amount)
         SELECT $1, $2, $3 FROM p WHERE p.stock >= $3
         ON CONFLICT (owner, product_id) DO UPDATE SET amount = EXCLUDED.amount
         RETURNING 1
       )
       SELECT p.stock, EXISTS (SELECT 1 FROM w) AS written FROM p`,
      [owner, productId, amount],
    );
    return row ? { stock: row.stock, written: row.written } : null;
  }

  /** The owner's lines with their products as they are now, oldest line first. */
  lines(lang: Language, owner: string): Promise<BasketRow[]> {
    return this.db.query<BasketRow>(
      `SELECT ${cardSelectList(lang)}, c.amount
       FROM cart_items c JOIN products p ON p.id = c.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE c.owner = $1
       ORDER BY c.added_at, c.line`,
      [owner],
    );
  }

  /**
   * Moves a guest's lines to the user: amounts of a product in both baskets add up, capped at the stock (the
   * user's own quantity is never lowered by it); the guest's rows are then deleted, so a second call merges
   * nothing.
   */
  async moveOwner(tx: Tx, guest: string, user: string): Promise<void> {
    const q = queryableOf(tx);
    await q.query(
      `INSERT INTO cart_items (owner, product_id, amount, added_at)
       SELECT $1, g.product_id, m.amount, g.added_at
       FROM cart_items g
       JOIN products p ON p.id = g.product_id
       LEFT JOIN cart_items u ON u.owner = $1 AND u.product_id = g.product_id
       CROSS JOIN LATERAL (
         SELECT GREATEST(COALESCE(u.amount, 0), LEAST(COALESCE(u.amount, 0) + g.amount, p.stock)) AS amount
       ) m
       WHERE g.owner = $2 AND m.amount > 0
       ON CONFLICT (owner, product_id) DO UPDATE SET amount = EXCLUDED.amount`,
      [user, guest],
    );
    await q.query("DELETE FROM cart_items WHERE owner = $1", [guest]);
  }
}
