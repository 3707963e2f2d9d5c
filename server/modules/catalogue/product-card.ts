import type { ProductCard } from "../../../contract/index.ts";
import { toMoneyString } from "../../../domain/money.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";

/** The columns of a product card as the repositories read them. */
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
