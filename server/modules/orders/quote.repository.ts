import type { Database, Queryable } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { BasketLineRow, DistrictRow, Num, PromoRow } from "./order-rows.ts";

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** An owner's ($1) basket lines with their products as they are now; a hidden product has no stock. */
const BASKET_LINES = `SELECT p.id AS "productId", p.title_ru AS "titleRu", p.title_uz AS "titleUz",
    p.title_sr AS "titleSr", p.price, p.sale_price AS "salePrice",
    CASE WHEN p.visible THEN p.stock ELSE 0 END AS stock, c.amount
  FROM cart_items c JOIN products p ON p.id = c.product_id
  WHERE c.owner = $1`;

/** What the price of a basket as an order is made of: its lines, the cashback, a promo, a district. */
export class QuoteRepository {
  constructor(private readonly db: Database) {}

  private q(tx?: Tx): Queryable {
    return tx ? queryableOf(tx) : this.db;
  }

  /** The basket lines of an owner with their products as they are now, product id order. */
  basketLines(owner: string, tx?: Tx): Promise<BasketLineRow[]> {
    return this.q(tx).query<BasketLineRow>(`${BASKET_LINES} ORDER BY p.id`, [owner]);
  }

  /**
   * Before a checkout: the order an Idempotency-Key of the user already placed (null when the key is new, not
   * yet committed, or absent) and the basket's lines, in one round trip instead of two, since every attempt
   * of a sale's crowd asks both. One row with null line fields when the basket is empty.
   */
  async keyOrderAndBasket(
    owner: string,
    userId: number,
    key: string | null,
  ): Promise<{ keyOrder: number | null; lines: BasketLineRow[] }> {
    const rows = await this.db.query<{ keyOrder: number | null } & Nullable<BasketLineRow>>(
      `SELECT k.order_id AS "keyOrder", l.*
       FROM (SELECT (SELECT order_id FROM order_requests WHERE user_id = $2 AND key = $3) AS order_id) k
       LEFT JOIN LATERAL (${BASKET_LINES}) l ON true
       ORDER BY l."productId"`,
      [owner, userId, key],
    );
    const keyOrder = rows[0]?.keyOrder ?? null;
    const lines = rows.filter((r): r is { keyOrder: number | null } & BasketLineRow => r.productId !== null);
    return { keyOrder, lines: lines.map(({ keyOrder: _, ...line }) => line) };
  }

  /** Whole so'm of the user's cashback (inside placing, the user's row is already locked). */
  async cashbackBalance(userId: number, tx?: Tx): Promise<number> {
    const [row] = await this.q(tx).query<{ balance: Num }>(
      "SELECT floor(cashback_balance) AS balance FROM users WHERE id = $1",
      [userId],
    );
    return row ? Number(row.balance) : 0;
  }

  /** A code as typed (already normalised); `usable` folds in active, window and uses left. */
  async promo(code: string, at: Date, tx?: Tx): Promise<PromoRow | null> {
    const [row] = await this.q(tx).query<PromoRow>(
      `SELECT code, discount_percent AS "discountPercent", discount_amount AS "discountAmount",
         min_order_price AS "minOrderPrice",
         (active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR valid_until > $2)
           AND (max_uses IS NULL OR used_count < max_uses)) AS usable
       FROM promo_codes WHERE code = $1`,
      [code, at],
    );
    return row ?? null;
  }

  async promoUsedBy(code: string, userId: number, tx?: Tx): Promise<boolean> {
    const rows = await this.q(tx).query("SELECT 1 FROM promo_code_uses WHERE code = $1 AND user_id = $2", [
      code,
      userId,
    ]);
    return rows.length > 0;
  }

  async district(id: number, tx?: Tx): Promise<DistrictRow | null> {
    const [row] = await this.q(tx).query<DistrictRow>(
      `SELECT d.id, d.latitude, d.longitude, d.has_takeaway AS "hasTakeaway",
         (SELECT count(*)::int FROM bts_branches b WHERE b.district_id = d.id) AS "branchCount"
       FROM districts d WHERE d.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The district's BTS branch nearest to the point the shopper picked (the branch's own point). */
  async nearestBranch(districtId: number, latitude: number, longitude: number, tx?: Tx) {
    const [row] = await this.q(tx).query<{ id: number }>(
      `SELECT id FROM bts_branches WHERE district_id = $1
       ORDER BY (latitude - $2) ^ 2 + (longitude - $3) ^ 2, id LIMIT 1`,
      [districtId, latitude, longitude],
    );
    return row?.id ?? null;
  }
}
