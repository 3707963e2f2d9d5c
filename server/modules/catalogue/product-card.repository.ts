import { eq } from "drizzle-orm";
import type { Language } from "../../../domain/language.ts";
import { manufacturers, products } from "../../db/schema/index.ts";

export const titleColumn = (lang: Language) =>
  lang === "ru" ? products.titleRu : lang === "sr" ? products.titleSr : products.titleUz;

/** The columns a product card needs, in the request's language. */
export function cardColumns(lang: Language) {
  return {
    id: products.id,
    slug: products.slug,
    title: titleColumn(lang),
    images: products.images,
    manufacturerId: products.manufacturerId,
    manufacturerTitle: manufacturers.title,
    price: products.price,
    salePrice: products.salePrice,
    rate: products.rate,
    commentCount: products.commentCount,
    stock: products.stock,
  };
}

export const manufacturerJoin = eq(products.manufacturerId, manufacturers.id);

/**
 * The card columns of `p` (products) and `m` (manufacturers) for hand-written SQL in the request's language,
 * as CardRow names them: the basket and the saved list read cards this way.
 */
export function cardSelectList(lang: Language): string {
  return `p.id, p.slug, p."${titleColumn(lang).name}" AS title, p.images, p.manufacturer_id AS "manufacturerId",
    m.title AS "manufacturerTitle", p.price, p.sale_price AS "salePrice", p.rate, p.comment_count AS "commentCount",
    p.stock`;
}
