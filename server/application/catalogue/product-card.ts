import { eq } from "drizzle-orm";
import { toMoneyString } from "../../../domain/money.ts";
import type { ProductCard } from "../../../contract/index.ts";
import { manufacturers, products } from "../../db/schema/index.ts";
import type { Lang } from "../../http/language.ts";
import type { MediaUrls } from "../media-urls.ts";

export const titleColumn = (lang: Lang) =>
  lang === "ru" ? products.titleRu : lang === "sr" ? products.titleSr : products.titleUz;

/** The columns a product card needs, in the request's language. */
export function cardColumns(lang: Lang) {
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

export interface CardRow {
  id: number;
  slug: string;
  title: string;
  images: string[];
  manufacturerId: number;
  manufacturerTitle: string;
  price: number | string;
  salePrice: number | string;
  rate: number | string;
  commentCount: number;
  stock: number;
}

/** is_liked is false here; the route marks the owner's likes on the shared answer. */
export function toCard(row: CardRow, media: MediaUrls): ProductCard {
  const price = Number(row.price);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    images: row.images.map((key) => media.imageSet("products", key)),
    manufacturer: { id: row.manufacturerId, title: row.manufacturerTitle },
    price: toMoneyString(price),
    sale_price: toMoneyString(Number(row.salePrice)),
    price_without_discount: toMoneyString(price),
    rate: Number(row.rate),
    comment_count: row.commentCount,
    realtime_count: row.stock,
    is_liked: false,
  };
}
