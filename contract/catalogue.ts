import { array, nullable, optional, string, type, type Infer } from "superstruct";
import { union } from "./union.ts";
import { TitleRef } from "./common.ts";
import { ProductOrdering } from "./enums.ts";
import { BannerImage, IconSrc, ImageRef } from "./media.ts";
import { PageQuery, SizeQuery, paginated, results, resultsWithTotal } from "./pagination.ts";
import { BrandProduct, ProductCard, ProductDetail, RatesSummary, Review } from "./product.ts";
import { choiceParam, commaList, optionalParam } from "./query.ts";
import { PhotoUploads } from "./uploads.ts";
import { TEXT_LIMITS } from "../domain/text-limits.ts";
import {
  atMost,
  BoolFromText,
  Id,
  IntFromText,
  MoneyInput,
  PositiveIntFromText,
  ReviewRate,
  Title,
  Url,
} from "./scalars.ts";

// ----- product lists -----

/**
 * GET products/. `category_id__in` and `manufacturer_id__in` are comma lists; `price__gte`/`price__lte` bound
 * the price in so'm; `product_group_id` lists the variants of one group.
 */
export const ProductsQuery = type({
  search: optionalParam(atMost(string(), TEXT_LIMITS.search)),
  page: optionalParam(PositiveIntFromText),
  size: optionalParam(PositiveIntFromText),
  is_recommendation: optionalParam(BoolFromText),
  in_sale: optionalParam(BoolFromText),
  // An ordering the server does not offer arranges nothing (decision 0036).
  ordering: choiceParam(ProductOrdering),
  category_id: optionalParam(IntFromText),
  category_id__in: optionalParam(commaList(IntFromText)),
  manufacturer_id__in: optionalParam(commaList(IntFromText)),
  price__gte: optionalParam(MoneyInput),
  price__lte: optionalParam(MoneyInput),
  product_group_id: optionalParam(IntFromText),
});
export type ProductsQuery = Infer<typeof ProductsQuery>;

/** Spec 3 "product list response": results, total, current_page, links.next, total_pages. */
export const ProductsAnswer = paginated(ProductCard);
export type ProductsAnswer = Infer<typeof ProductsAnswer>;

export const ProductsMostSoldAnswer = results(ProductCard);
export type ProductsMostSoldAnswer = Infer<typeof ProductsMostSoldAnswer>;

export const ProductDetailAnswer = ProductDetail;
export type ProductDetailAnswer = Infer<typeof ProductDetailAnswer>;

export const ProductsSimilarQuery = SizeQuery;
export type ProductsSimilarQuery = Infer<typeof ProductsSimilarQuery>;
export const ProductsSimilarAnswer = results(ProductCard);
export type ProductsSimilarAnswer = Infer<typeof ProductsSimilarAnswer>;

// ----- reviews -----

export const ProductCommentsQuery = PageQuery;
export type ProductCommentsQuery = Infer<typeof ProductCommentsQuery>;
export const ProductCommentsAnswer = paginated(Review);
export type ProductCommentsAnswer = Infer<typeof ProductCommentsAnswer>;

export const ProductCommentRatesAnswer = RatesSummary;
export type ProductCommentRatesAnswer = Infer<typeof ProductCommentRatesAnswer>;

/**
 * Only buyers, once each; the text is optional, the stars are not (spec 5). Multipart, as `typoReport`: up
 * to 4 jpg/png photos (spec 3) sent as `images[0]`..`images[3]`, which the server collects into `images`.
 */
export const ProductCommentRequest = type({
  product: IntFromText,
  rate: ReviewRate,
  comment: optional(string()),
  images: optional(PhotoUploads),
});
export type ProductCommentRequest = Infer<typeof ProductCommentRequest>;
/** "the review": the backend may echo only what it stored, so only the stars are required. */
export const ProductCommentAnswer = type({
  id: optional(Id),
  product: optional(Id),
  rate: ReviewRate,
  comment: optional(nullable(string())),
  /** The photos as the review list shows them (Review.images). */
  images: optional(array(ImageRef)),
});
export type ProductCommentAnswer = Infer<typeof ProductCommentAnswer>;

// ----- favourites (a guest's by fingerprint, a user's by account) -----

export const LikesQuery = PageQuery;
export type LikesQuery = Infer<typeof LikesQuery>;
export const LikesAnswer = paginated(ProductCard);
export type LikesAnswer = Infer<typeof LikesAnswer>;

// ----- banners, categories, brands -----

export const Banner = type({
  id: Id,
  title: nullable(Title),
  sub_title: nullable(string()),
  image_src: BannerImage,
  url: nullable(Url),
});
export type Banner = Infer<typeof Banner>;
export const BannersQuery = SizeQuery;
export type BannersQuery = Infer<typeof BannersQuery>;
export const BannersAnswer = results(Banner);
export type BannersAnswer = Infer<typeof BannersAnswer>;

/** A category with its icon and, where the answer nests them, its children (as `{id, title}` references). */
export const Category = type({
  id: Id,
  title: Title,
  icon_src: optional(nullable(IconSrc)),
  categories: optional(array(TitleRef)),
});
export type Category = Infer<typeof Category>;

export const PopularCategoriesQuery = SizeQuery;
export type PopularCategoriesQuery = Infer<typeof PopularCategoriesQuery>;
export const PopularCategoriesAnswer = results(Category);
export type PopularCategoriesAnswer = Infer<typeof PopularCategoriesAnswer>;

/** The mega menu: groups, their sections, and the sections' categories (three levels, no deeper). */
export const CategoryGroup = type({
  id: Id,
  title: Title,
  icon_src: nullable(IconSrc),
  categories: array(type({ id: Id, title: Title, categories: array(TitleRef) })),
});
export type CategoryGroup = Infer<typeof CategoryGroup>;
export const CategoriesFooterQuery = PageQuery;
export type CategoriesFooterQuery = Infer<typeof CategoriesFooterQuery>;
export const CategoriesFooterAnswer = resultsWithTotal(CategoryGroup);
export type CategoriesFooterAnswer = Infer<typeof CategoriesFooterAnswer>;

/** GET products/categories/ answers a plain array, not `{results}`. */
export const CategoriesAnswer = array(Category);
export type CategoriesAnswer = Infer<typeof CategoriesAnswer>;

export const CategoryDetailAnswer = type({
  id: Id,
  title: Title,
  icon_src: nullable(IconSrc),
  categories: array(Category),
});
export type CategoryDetailAnswer = Infer<typeof CategoryDetailAnswer>;

/** A brand; `icon` is its logo URL (or an image set), null when it has none. */
export const Manufacturer = type({
  id: Id,
  title: Title,
  icon: nullable(union([Url, type({ default: Url })])),
});
export type Manufacturer = Infer<typeof Manufacturer>;
export const ManufacturersQuery = SizeQuery;
export type ManufacturersQuery = Infer<typeof ManufacturersQuery>;
export const ManufacturersAnswer = resultsWithTotal(Manufacturer);
export type ManufacturersAnswer = Infer<typeof ManufacturersAnswer>;

export const ManufacturerWithProducts = type({
  ...Manufacturer.schema,
  description: nullable(string()),
  products: array(BrandProduct),
});
export type ManufacturerWithProducts = Infer<typeof ManufacturerWithProducts>;
export const ManufacturersWithProductsQuery = SizeQuery;
export type ManufacturersWithProductsQuery = Infer<typeof ManufacturersWithProductsQuery>;
export const ManufacturersWithProductsAnswer = results(ManufacturerWithProducts);
export type ManufacturersWithProductsAnswer = Infer<typeof ManufacturersWithProductsAnswer>;
