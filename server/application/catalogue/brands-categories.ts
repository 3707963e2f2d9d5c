import { asc, desc, inArray, sql } from "drizzle-orm";
import { manufacturers, products } from "../../db/schema/index.ts";
import { pick, type Lang } from "../../http/language.ts";
import type { Services } from "../services.ts";
import type { CategoryNode } from "./catalogue-tree.ts";

export function iconSrc(s: Services, node: CategoryNode) {
  return { default: s.media.url("categories", node.icon), medium: s.media.url("categories", node.icon, "width=160") };
}

export const ref = (s: Services, node: CategoryNode, lang: Lang) => ({ id: node.id, title: s.tree.title(node, lang) });

export async function brandList(s: Services, size: number) {
  const [rows, [total]] = await Promise.all([
    s.db.orm.select({ id: manufacturers.id, title: manufacturers.title, icon: manufacturers.icon })
      .from(manufacturers).orderBy(asc(manufacturers.position)).limit(size),
    s.db.orm.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(manufacturers),
  ]);
  return { results: rows.map((r) => ({ id: r.id, title: r.title, icon: s.media.url("brands", r.icon) })), total: total?.n ?? 0 };
}

/** Brands with a few of their best sellers each, for the home page showcase. */
export async function brandsWithProducts(s: Services, lang: Lang, size: number) {
  const brands = await s.db.orm.select().from(manufacturers).orderBy(asc(manufacturers.position)).limit(size);
  const ids = brands.map((b) => b.id);
  const top = ids.length === 0 ? [] : await s.db.query<{ manufacturer_id: number; slug: string; price: string; images: string[] }>(
    `SELECT manufacturer_id, slug, price::text AS price, images FROM (
       SELECT manufacturer_id, slug, price, images, row_number() OVER (PARTITION BY manufacturer_id ORDER BY sold_count DESC, id) AS n
       FROM products WHERE manufacturer_id = ANY($1::int[])) t WHERE n <= 4 ORDER BY manufacturer_id, n`, [`{${ids.join(",")}}`]);
  return brands.map((b) => ({
    id: b.id,
    title: b.title,
    icon: s.media.url("brands", b.icon),
    description: pick(lang, b.descriptionRu, b.descriptionUz, b.descriptionSr),
    products: top.filter((p) => p.manufacturer_id === b.id).map((p) => ({
      slug: p.slug, price: `${p.price}.00`, images: p.images.map((k) => s.media.imageSet("products", k)),
    })),
  }));
}

/** Popular categories: the ones marked popular, best sellers' categories first. */
export async function popularCategories(s: Services, lang: Lang, size: number) {
  const popular = s.tree.all.filter((c) => c.isPopular);
  const sales = await s.db.orm.select({ id: products.categoryId, n: sql<number>`sum(${products.soldCount})`.mapWith(Number) })
    .from(products).where(inArray(products.categoryId, popular.map((c) => c.id))).groupBy(products.categoryId)
    .orderBy(desc(sql`sum(${products.soldCount})`));
  const order = new Map(sales.map((r, i) => [r.id, i]));
  return popular.sort((a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9)).slice(0, size)
    .map((c) => ({ ...ref(s, c, lang), icon_src: iconSrc(s, c) }));
}

