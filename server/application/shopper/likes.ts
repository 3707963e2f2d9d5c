import type { ProductCard } from "../../../contract/index.ts";
import type { Queryable } from "../../db/database.port.ts";
import type { Lang } from "../../http/language.ts";
import type { Services } from "../services.ts";
import { titleColumn, toCard, type CardRow } from "../catalogue/product-card.ts";

/** Whether a product with this id exists. */
async function exists(db: Queryable, productId: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM products WHERE id = $1", [productId])).length > 0;
}

/** Likes a product; liking it again changes nothing (the first like keeps its time). False: no such product. */
export async function like(s: Services, owner: string, productId: number): Promise<boolean> {
  if (!(await exists(s.db, productId))) return false;
  await s.db.query("INSERT INTO likes (owner, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [owner, productId]);
  s.likes.forget(owner);
  return true;
}

/** Removes a like; removing one that is not there is no error. */
export async function unlike(s: Services, owner: string, productId: number): Promise<void> {
  await s.db.query("DELETE FROM likes WHERE owner = $1 AND product_id = $2", [owner, productId]);
  s.likes.forget(owner);
}

/** The owner's liked products as cards, newest like first, every one `is_liked`. */
export async function likedCards(s: Services, lang: Lang, owner: string, page: number, size: number): Promise<{ results: ProductCard[]; total: number }> {
  const title = titleColumn(lang).name;
  const rows = await s.db.query<CardRow & { total: number }>(
    `SELECT count(*) OVER ()::int AS total, p.id, p.slug, p."${title}" AS title, p.images,
       p.manufacturer_id AS "manufacturerId", m.title AS "manufacturerTitle", p.price, p.sale_price AS "salePrice",
       p.rate, p.comment_count AS "commentCount", p.stock
     FROM likes l JOIN products p ON p.id = l.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE l.owner = $1
     ORDER BY l.created_at DESC, l.product_id DESC
     LIMIT $2 OFFSET $3`,
    [owner, size, (page - 1) * size]);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM likes WHERE owner = $1", [owner]);
    total = Number(row?.n ?? 0);
  }
  return { results: rows.map((r) => ({ ...toCard(r, s.media), is_liked: true })), total: Number(total) };
}
