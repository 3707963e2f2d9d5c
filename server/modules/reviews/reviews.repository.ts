import { OrderStatus } from "../../../domain/order.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

/** What one user did with one product: the first delivered order holding it, and whether they reviewed it. */
export interface ReviewerRow {
  deliveredOrderId: number | null;
  reviewed: boolean;
}

export interface NewReview {
  productId: number;
  userId: number;
  orderId: number;
  rate: number;
  comment: string | null;
  photos: readonly string[];
  at: Date;
}

/** The reviews' own table (`comments`); orders are only read, to know who bought what. */
export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  async productExists(productId: number): Promise<boolean> {
    return (await this.db.query("SELECT 1 FROM products WHERE id = $1", [productId])).length > 0;
  }

  async reviewer(userId: number, productId: number): Promise<ReviewerRow> {
    const [row] = await this.db.query<{ order_id: number | null; reviewed: boolean }>(
      `SELECT
         (SELECT o.id FROM orders o JOIN order_products op ON op.order_id = o.id
          WHERE o.user_id = $1 AND op.product_id = $2 AND o.status = $3
          ORDER BY o.id LIMIT 1) AS order_id,
         EXISTS (SELECT 1 FROM comments WHERE user_id = $1 AND product_id = $2) AS reviewed`,
      [userId, productId, OrderStatus.DELIVERED],
    );
    return { deliveredOrderId: row?.order_id ?? null, reviewed: row?.reviewed ?? false };
  }

  /**
   * Writes the review; null when this buyer's review of the product is already there: the unique index
   * `comments_one_per_buyer` decides, so two identical submissions at once leave one review.
   */
  async insert(tx: Tx, r: NewReview): Promise<{ id: number } | null> {
    const [row] = await queryableOf(tx).query<{ id: number }>(
      `INSERT INTO comments (product_id, user_id, order_id, rate, comment, photos, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7)
       ON CONFLICT (product_id, user_id) WHERE order_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [r.productId, r.userId, r.orderId, r.rate, r.comment, r.photos, r.at],
    );
    return row ?? null;
  }
}
