import type { CartEntry } from "../../../contract/index.ts";
import { toMoneyString } from "../../../domain/money.ts";
import type { Queryable } from "../../db/database.port.ts";
import type { Lang } from "../../http/language.ts";
import type { Services } from "../services.ts";
import { titleColumn } from "../catalogue/product-card.ts";

/** What setting a basket line came to: done, no such product, or more than the stock (`stock` is what is left). */
export type CartUpdate = { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "over_stock"; stock: number };

/**
 * Sets the owner's quantity of a product: `amount` is the new quantity, 0 removes the line. A new line is added at
 * the end of the basket; changing a quantity keeps its place. The stock is checked here, never trusted to a client.
 */
export async function setCartAmount(s: Services, owner: string, productId: number, amount: number): Promise<CartUpdate> {
  const [product] = await s.db.query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [productId]);
  if (!product) return { ok: false, reason: "not_found" };
  if (amount === 0) {
    await s.db.query("DELETE FROM cart_items WHERE owner = $1 AND product_id = $2", [owner, productId]);
    return { ok: true };
  }
  // Oversold goods may show a negative stock; the shopper is told none are left.
  if (amount > product.stock) return { ok: false, reason: "over_stock", stock: Math.max(product.stock, 0) };
  await s.db.query(
    `INSERT INTO cart_items (owner, product_id, amount) VALUES ($1, $2, $3)
     ON CONFLICT (owner, product_id) DO UPDATE SET amount = EXCLUDED.amount`,
    [owner, productId, amount]);
  return { ok: true };
}

interface CartRow {
  id: number;
  slug: string;
  title: string;
  images: string[];
  rate: number | string;
  comment_count: number;
  price: number | string;
  sale_price: number | string;
  stock: number;
  amount: number;
}

/**
 * The owner's basket, oldest line first, priced from the products table as it is now: `product_price` is the
 * unit price paid (the sale price when there is one), `total_price` that times the amount.
 */
export async function cartEntries(s: Services, lang: Lang, owner: string): Promise<CartEntry[]> {
  const title = titleColumn(lang).name;
  const rows = await s.db.query<CartRow>(
    `SELECT p.id, p.slug, p."${title}" AS title, p.images, p.rate, p.comment_count, p.price, p.sale_price, p.stock,
       c.amount
     FROM cart_items c JOIN products p ON p.id = c.product_id
     WHERE c.owner = $1
     ORDER BY c.added_at, c.product_id`,
    [owner]);
  const liked = rows.length > 0 ? await s.likes.likedBy(owner) : new Set<number>();
  return rows.map((r) => {
    const price = Number(r.price);
    const sale = Number(r.sale_price);
    const unit = sale > 0 ? sale : price;
    const first = r.images[0];
    return {
      product: {
        id: r.id,
        slug: r.slug,
        title: r.title,
        rate: Number(r.rate),
        comment_count: r.comment_count,
        image_src: first ? s.media.imageSet("products", first) : null,
        is_liked: liked.has(r.id),
      },
      amount: r.amount,
      price: toMoneyString(price),
      sale_price: toMoneyString(sale),
      product_price: toMoneyString(unit),
      total_price: toMoneyString(unit * r.amount),
      product_realtime_count: r.stock,
    };
  });
}

/**
 * Moves a guest's basket and likes to the user who just signed in, in one transaction: amounts of a product in
 * both baskets add up, capped at the stock (the user's own quantity is never lowered by it); the guest's rows are
 * then deleted, so a second call merges nothing twice.
 */
export async function mergeGuestInto(s: Services, guest: string, user: string): Promise<void> {
  if (guest === user) return;
  await s.db.transaction(async (tx: Queryable) => {
    await tx.query(
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
      [user, guest]);
    await tx.query("DELETE FROM cart_items WHERE owner = $1", [guest]);
    await tx.query(
      `INSERT INTO likes (owner, product_id, created_at)
       SELECT $1, product_id, created_at FROM likes WHERE owner = $2
       ON CONFLICT DO NOTHING`,
      [user, guest]);
    await tx.query("DELETE FROM likes WHERE owner = $1", [guest]);
  });
  s.likes.forget(user);
  s.likes.forget(guest);
}
