import type { Language } from "../../../domain/language.ts";
import type { OrderStatus } from "../../../domain/order.ts";
import type { Database, Queryable } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import type {
  Num,
  OrderLineRow,
  OrderRow,
  StaffOrderFilter,
  StaffOrderRow,
  StatusLogRow,
} from "./order-rows.ts";

const lang3 = (lang: Language) => (lang === "ru" ? "ru" : lang === "sr" ? "sr" : "uz");

const ORDER_COLUMNS = `o.id, o.user_id AS "userId", o.status, o.payment_type AS "paymentType",
  o.delivery_type AS "deliveryType", o.address, o.latitude, o.longitude, o.receiver_fish AS "receiverFish",
  o.receiver_phone AS "receiverPhone", o.product_count AS "productCount", o.subtotal,
  o.product_discount AS "productDiscount", o.promo_discount AS "promoDiscount", o.cashback_used AS "cashbackUsed",
  o.delivery_price AS "deliveryPrice", o.vat_percent AS "vatPercent", o.vat, o.total,
  o.cashback_earned AS "cashbackEarned", o.courier, o.payment_return AS "paymentReturn",
  o.created_at AS "createdAt"`;

/** Orders as the shopper and the back office read them: the order, its lines and log, the lists. */
export class OrderViewsRepository {
  constructor(private readonly db: Database) {}

  private q(tx?: Tx): Queryable {
    return tx ? queryableOf(tx) : this.db;
  }

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
