import type { Courier } from "../../../contract/index.ts";
import type { Language } from "../../../domain/language.ts";
import type { OrderStatus } from "../../../domain/order.ts";
import type { StatusLogEntry } from "../../../domain/order-status.ts";
import type { Database, Queryable } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

// bigint and numeric columns arrive as text from node-postgres, as numbers from PGlite: read with Number().
type Num = number | string;

export interface BasketLineRow {
  productId: number;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  price: Num;
  salePrice: Num;
  stock: number;
  amount: number;
}

export interface PromoRow {
  code: string;
  discountPercent: Num | null;
  discountAmount: Num | null;
  minOrderPrice: Num;
  usable: boolean;
}

export interface DistrictRow {
  id: number;
  latitude: Num;
  longitude: Num;
  hasTakeaway: boolean;
  branchCount: number;
}

export interface NewOrder {
  userId: number;
  status: OrderStatus;
  paymentType: number;
  deliveryType: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
  districtId: number;
  btsBranchId: number | null;
  receiverFish: string;
  receiverPhone: string;
  receiverPhone2: string | null;
  productCount: number;
  subtotal: number;
  productDiscount: number;
  promoCode: string | null;
  promoDiscount: number;
  cashbackUsed: number;
  deliveryPrice: number;
  vatPercent: number;
  vat: number;
  total: number;
  cashbackEarned: number;
  payBy: Date | null;
  /** An online order's `redirect_url`; null for cash. */
  paymentReturn: string | null;
  at: Date;
}

export interface NewOrderLine {
  productId: number;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  amount: number;
  price: number;
  unitPrice: number;
}

export interface OrderRow {
  id: number;
  userId: number;
  status: OrderStatus;
  paymentType: number;
  deliveryType: number;
  address: string | null;
  latitude: Num | null;
  longitude: Num | null;
  receiverFish: string;
  receiverPhone: string;
  productCount: number;
  subtotal: Num;
  productDiscount: Num;
  promoDiscount: Num;
  cashbackUsed: Num;
  deliveryPrice: Num;
  vatPercent: number;
  vat: Num;
  total: Num;
  cashbackEarned: Num;
  courier: unknown;
  paymentReturn: string | null;
  createdAt: Date | string;
  regionId: number | null;
  regionTitle: string | null;
  districtId: number | null;
  districtTitle: string | null;
}

export interface OrderLineRow {
  title: string;
  amount: number;
  unitPrice: Num;
  productId: number | null;
  slug: string | null;
  images: string[] | null;
}

export interface StatusLogRow {
  status: OrderStatus;
  description: string | null;
  createdAt: Date | string;
}

/** The back office's filters of the order queue; null: any. `until` is exclusive. */
export interface StaffOrderFilter {
  statuses: readonly number[] | null;
  from: Date | null;
  until: Date | null;
  deliveryType: number | null;
  paymentType: number | null;
}

export interface StaffOrderRow {
  id: number;
  status: OrderStatus;
  deliveryType: number;
  paymentType: number;
  productCount: number;
  total: Num;
  receiverFish: string;
  receiverPhone: string;
  address: string | null;
  createdAt: Date | string;
  shopperName: string;
  shopperPhone: string;
}

/** The order as the state machine and the cancel need it, locked for the transaction. */
export interface LockedOrder {
  id: number;
  userId: number;
  status: OrderStatus;
  deliveryType: number;
  cashbackUsed: Num;
  cashbackEarned: Num;
  paymentType: number;
  total: Num;
  deliveryPrice: Num;
}

const lang3 = (lang: Language) => (lang === "ru" ? "ru" : lang === "sr" ? "sr" : "uz");

const ORDER_COLUMNS = `o.id, o.user_id AS "userId", o.status, o.payment_type AS "paymentType",
  o.delivery_type AS "deliveryType", o.address, o.latitude, o.longitude, o.receiver_fish AS "receiverFish",
  o.receiver_phone AS "receiverPhone", o.product_count AS "productCount", o.subtotal,
  o.product_discount AS "productDiscount", o.promo_discount AS "promoDiscount", o.cashback_used AS "cashbackUsed",
  o.delivery_price AS "deliveryPrice", o.vat_percent AS "vatPercent", o.vat, o.total,
  o.cashback_earned AS "cashbackEarned", o.courier, o.payment_return AS "paymentReturn",
  o.created_at AS "createdAt"`;

/** Orders, their lines and logs, promo codes: the orders module's tables (cashback: the loyalty module's). */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  private q(tx?: Tx): Queryable {
    return tx ? queryableOf(tx) : this.db;
  }

  // ----- what an order is made of -----

  /** The basket lines of an owner with their products as they are now, product id order. */
  basketLines(owner: string, tx?: Tx): Promise<BasketLineRow[]> {
    return this.q(tx).query<BasketLineRow>(
      `SELECT p.id AS "productId", p.title_ru AS "titleRu", p.title_uz AS "titleUz", p.title_sr AS "titleSr",
         p.price, p.sale_price AS "salePrice", p.stock, c.amount
       FROM cart_items c JOIN products p ON p.id = c.product_id
       WHERE c.owner = $1 ORDER BY p.id`,
      [owner],
    );
  }

  /** Whole so'm of the user's cashback; with a transaction, the user's row is locked until it ends. */
  async cashbackBalance(userId: number, tx?: Tx): Promise<number> {
    const [row] = await this.q(tx).query<{ balance: Num }>(
      `SELECT floor(cashback_balance) AS balance FROM users WHERE id = $1${tx ? " FOR UPDATE" : ""}`,
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

  // ----- placing -----

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

  async completeRequest(tx: Tx, userId: number, key: string, orderId: number): Promise<void> {
    await queryableOf(tx).query("UPDATE order_requests SET order_id = $3 WHERE user_id = $1 AND key = $2", [
      userId,
      key,
      orderId,
    ]);
  }

  /**
   * Takes `amount` of a product, only if that many are in stock: the guard that keeps stock from going below
   * zero however many buyers race (the row lock makes the second wait and re-check). False when too few.
   */
  async takeStock(tx: Tx, productId: number, amount: number): Promise<boolean> {
    const rows = await queryableOf(tx).query(
      `UPDATE products SET stock = stock - $2, sold_count = sold_count + $2
       WHERE id = $1 AND stock >= $2 RETURNING id`,
      [productId, amount],
    );
    return rows.length > 0;
  }

  async stockOf(tx: Tx, productId: number): Promise<number> {
    const [row] = await queryableOf(tx).query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [
      productId,
    ]);
    return row?.stock ?? 0;
  }

  async insertOrder(tx: Tx, o: NewOrder): Promise<number> {
    const [row] = await queryableOf(tx).query<{ id: number }>(
      `INSERT INTO orders (user_id, status, payment_type, delivery_type, address, latitude, longitude,
         district_id, bts_branch_id, receiver_fish, receiver_phone, receiver_phone2, product_count, subtotal,
         product_discount, promo_code, promo_discount, cashback_used, delivery_price, vat_percent, vat, total,
         cashback_earned, pay_by, payment_return, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
         $22, $23, $24, $25, $26, $26)
       RETURNING id`,
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
      ],
    );
    return row!.id;
  }

  async insertLines(tx: Tx, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
    await queryableOf(tx).query(
      `INSERT INTO order_products (order_id, position, product_id, title_ru, title_uz, title_sr, amount, price,
         unit_price)
       SELECT $1, l.n, l.product_id, l.title_ru, l.title_uz, l.title_sr, l.amount, l.price, l.unit_price
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::bigint[])
         WITH ORDINALITY AS l(product_id, title_ru, title_uz, title_sr, amount, price, unit_price, n)`,
      [
        orderId,
        lines.map((l) => l.productId),
        lines.map((l) => l.titleRu),
        lines.map((l) => l.titleUz),
        lines.map((l) => l.titleSr),
        lines.map((l) => l.amount),
        lines.map((l) => l.price),
        lines.map((l) => l.unitPrice),
      ],
    );
  }

  async insertLog(tx: Tx, orderId: number, entry: StatusLogEntry, description: string | null = null) {
    await queryableOf(tx).query(
      `INSERT INTO order_status_logs (order_id, status, previous, event, actor, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, entry.status, entry.previous, entry.event, entry.actor, description, entry.at],
    );
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

  async scheduleExpiry(tx: Tx, orderId: number, dueAt: Date): Promise<void> {
    await queryableOf(tx).query("INSERT INTO order_expiries (order_id, due_at) VALUES ($1, $2)", [
      orderId,
      dueAt,
    ]);
  }

  async removeFromBasket(tx: Tx, owner: string, productIds: readonly number[]): Promise<void> {
    await queryableOf(tx).query("DELETE FROM cart_items WHERE owner = $1 AND product_id = ANY($2::int[])", [
      owner,
      productIds,
    ]);
  }

  // ----- changing -----

  async lockOrder(tx: Tx, orderId: number): Promise<LockedOrder | null> {
    const [row] = await queryableOf(tx).query<LockedOrder>(
      `SELECT id, user_id AS "userId", status, delivery_type AS "deliveryType", cashback_used AS "cashbackUsed",
         cashback_earned AS "cashbackEarned", payment_type AS "paymentType", total,
         delivery_price AS "deliveryPrice"
       FROM orders WHERE id = $1 FOR UPDATE`,
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

  /** Puts a cancelled order's goods back on the shelf, in product-id order as they were taken. */
  async setCourier(tx: Tx, orderId: number, courier: Courier): Promise<void> {
    await queryableOf(tx).query("UPDATE orders SET courier = $2::jsonb WHERE id = $1", [
      orderId,
      JSON.stringify(courier),
    ]);
  }

  async returnStock(tx: Tx, orderId: number): Promise<void> {
    const q = queryableOf(tx);
    const lines = await q.query<{ productId: number; amount: number }>(
      `SELECT product_id AS "productId", sum(amount)::int AS amount FROM order_products
       WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id ORDER BY product_id`,
      [orderId],
    );
    for (const line of lines) {
      await q.query(
        `UPDATE products SET stock = stock + $2, sold_count = GREATEST(sold_count - $2, 0) WHERE id = $1`,
        [line.productId, line.amount],
      );
    }
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

  // ----- reading -----

  async order(lang: Language, orderId: number, userId: number | null, tx?: Tx): Promise<OrderRow | null> {
    const l = lang3(lang);
    const [row] = await this.q(tx).query<OrderRow>(
      `SELECT ${ORDER_COLUMNS}, r.id AS "regionId", r.title_${l} AS "regionTitle", d.id AS "districtId",
         d.title_${l} AS "districtTitle"
       FROM orders o LEFT JOIN districts d ON d.id = o.district_id LEFT JOIN regions r ON r.id = d.region_id
       WHERE o.id = $1 AND ($2::int IS NULL OR o.user_id = $2)`,
      [orderId, userId],
    );
    return row ?? null;
  }

  lines(lang: Language, orderId: number): Promise<OrderLineRow[]> {
    const l = lang3(lang);
    return this.db.query<OrderLineRow>(
      `SELECT op.title_${l} AS title, op.amount, op.unit_price AS "unitPrice", p.id AS "productId", p.slug,
         p.images
       FROM order_products op LEFT JOIN products p ON p.id = op.product_id
       WHERE op.order_id = $1 ORDER BY op.position`,
      [orderId],
    );
  }

  logs(orderId: number): Promise<StatusLogRow[]> {
    return this.db.query<StatusLogRow>(
      `SELECT status, description, created_at AS "createdAt" FROM order_status_logs
       WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  }

  /** One page of the user's orders, newest first, with the first picture of up to 4 of each order's lines. */
  async page(userId: number, statuses: readonly number[] | null, page: number, size: number) {
    const rows = await this.db.query<{
      id: number;
      status: OrderStatus;
      productCount: number;
      address: string | null;
      total: Num;
      createdAt: Date | string;
      images: (string | null)[] | null;
    }>(
      `SELECT o.id, o.status, o.product_count AS "productCount", o.address, o.total, o.created_at AS "createdAt",
         ARRAY(SELECT p.images->>0 FROM order_products op JOIN products p ON p.id = op.product_id
               WHERE op.order_id = o.id ORDER BY op.position LIMIT 4) AS images
       FROM orders o
       WHERE o.user_id = $1 AND ($2::int[] IS NULL OR o.status = ANY($2::int[]))
       ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
      [userId, statuses, size, (page - 1) * size],
    );
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders
       WHERE user_id = $1 AND ($2::int[] IS NULL OR status = ANY($2::int[]))`,
      [userId, statuses],
    );
    return { rows, total: count?.n ?? 0 };
  }

  /** The back office's queue: every shopper's orders, newest first, by the operator's filters. */
  async staffPage(filter: StaffOrderFilter, page: number, size: number) {
    const where = `($1::int[] IS NULL OR o.status = ANY($1::int[]))
       AND ($2::timestamptz IS NULL OR o.created_at >= $2) AND ($3::timestamptz IS NULL OR o.created_at < $3)
       AND ($4::int IS NULL OR o.delivery_type = $4) AND ($5::int IS NULL OR o.payment_type = $5)`;
    const params = [
      filter.statuses,
      filter.from,
      filter.until,
      filter.deliveryType,
      filter.paymentType,
    ] as const;
    const rows = await this.db.query<StaffOrderRow>(
      `SELECT o.id, o.status, o.delivery_type AS "deliveryType", o.payment_type AS "paymentType",
         o.product_count AS "productCount", o.total, o.receiver_fish AS "receiverFish",
         o.receiver_phone AS "receiverPhone", o.address, o.created_at AS "createdAt",
         u.full_name AS "shopperName", u.phone AS "shopperPhone"
       FROM orders o JOIN users u ON u.id = o.user_id
       WHERE ${where}
       ORDER BY o.id DESC LIMIT $6 OFFSET $7`,
      [...params, size, (page - 1) * size],
    );
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o WHERE ${where}`,
      [...params],
    );
    return { rows, total: count?.n ?? 0 };
  }

  /** An order's status and delivery type, unlocked: what the back office offers moves by. */
  async stateOf(orderId: number) {
    const [row] = await this.db.query<{ status: OrderStatus; deliveryType: number }>(
      `SELECT status, delivery_type AS "deliveryType" FROM orders WHERE id = $1`,
      [orderId],
    );
    return row ?? null;
  }

  /** Who placed an order, for the back office and the SMS about it. */
  async shopperOf(orderId: number, tx?: Tx) {
    const [row] = await this.q(tx).query<{
      userId: number;
      fullName: string;
      phone: string;
      language: string | null;
    }>(
      `SELECT u.id AS "userId", u.full_name AS "fullName", u.phone, u.language
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
      [orderId],
    );
    return row ?? null;
  }

  async btsStatus(
    orderId: number,
    userId: number,
  ): Promise<{ status: OrderStatus; deliveryType: number } | null> {
    const [row] = await this.db.query<{ status: OrderStatus; deliveryType: number }>(
      `SELECT status, delivery_type AS "deliveryType" FROM orders WHERE id = $1 AND user_id = $2`,
      [orderId, userId],
    );
    return row ?? null;
  }
}
