import type { Database, Queryable } from "../database.port.ts";
import { includedVat, VAT_PERCENT } from "../../../domain/pricing.ts";
import { DeliveryType, OrderStatus, PaymentType } from "../../../domain/order.ts";

const DAY = 24 * 60 * 60 * 1000;
const AMOUNT = 2;

/**
 * The demo shopper's past: one cash order picked up at the shop three weeks ago, delivered, of a product it
 * has not reviewed, so a person trying the shop (and the end-to-end tests) can write a review as a buyer
 * would (issue 12). Written with the demo shopper, once; no cashback was earned, so the balances stay as
 * seeded.
 * One transaction. Returns the product's slug, or null when the catalogue is empty.
 */
export function ensureDemoPastOrder(db: Database, userId: number, now = new Date()): Promise<string | null> {
  return db.transaction((tx) => writePastOrder(tx, userId, now));
}

async function writePastOrder(db: Queryable, userId: number, now: Date): Promise<string | null> {
  const [product] = await db.query<{
    id: number;
    slug: string;
    title_ru: string;
    title_uz: string;
    title_sr: string;
    price: string;
    sale_price: string;
  }>(
    `SELECT id, slug, title_ru, title_uz, title_sr, price, sale_price FROM products p
     WHERE stock > 0 AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.product_id = p.id AND c.user_id = $1)
     ORDER BY comment_count DESC, id LIMIT 1`,
    [userId],
  );
  const [district] = await db.query<{ id: number }>(
    "SELECT id FROM districts ORDER BY has_takeaway DESC, id LIMIT 1",
  );
  if (!product || !district) return null;
  const price = Number(product.price);
  const sale = Number(product.sale_price);
  const unit = sale > 0 && sale < price ? sale : price;
  const total = unit * AMOUNT;
  const placed = new Date(now.getTime() - 21 * DAY);
  const approved = new Date(placed.getTime() + 2 * 60 * 60 * 1000);
  const delivered = new Date(placed.getTime() + DAY);
  const [order] = await db.query<{ id: number }>(
    `INSERT INTO orders (user_id, status, payment_type, delivery_type, address, district_id, receiver_fish,
       receiver_phone, product_count, subtotal, product_discount, vat_percent, vat, total, created_at, updated_at)
     SELECT $1, $2, $3, $4, 'Toshkent, Chilonzor 9', $5, full_name, phone, $6, $7, $8, $9, $10, $11, $12, $13
     FROM users WHERE id = $1
     RETURNING id`,
    [
      userId,
      OrderStatus.DELIVERED,
      PaymentType.CASH,
      DeliveryType.PICKUP,
      district.id,
      AMOUNT,
      price * AMOUNT,
      (price - unit) * AMOUNT,
      VAT_PERCENT,
      includedVat(total, VAT_PERCENT),
      total,
      placed,
      delivered,
    ],
  );
  await db.query(
    `INSERT INTO order_products (order_id, position, product_id, title_ru, title_uz, title_sr, amount, price,
       unit_price)
     VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8)`,
    [order!.id, product.id, product.title_ru, product.title_uz, product.title_sr, AMOUNT, price, unit],
  );
  // Placed by the shopper, approved and handed over at the counter by the shop (domain/order-status.ts).
  await db.query(
    `INSERT INTO order_status_logs (order_id, status, previous, event, actor, created_at)
     VALUES ($1, $2, NULL, 'place', 'shopper', $5), ($1, $3, $2, 'approve', 'operator', $6),
       ($1, $4, $3, 'deliver', 'operator', $7)`,
    [order!.id, OrderStatus.NEW, OrderStatus.APPROVED, OrderStatus.DELIVERED, placed, approved, delivered],
  );
  return product.slug;
}
