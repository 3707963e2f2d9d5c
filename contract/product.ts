import {
  array,
  boolean,
  coerce,
  integer,
  nullable,
  number,
  optional,
  string,
  type,
  type Infer,
} from "superstruct";
import { union } from "./union.ts";
import { TitleRef } from "./common.ts";
import { AvatarSrc, ImageRef, ImageSet } from "./media.ts";
import {
  Count,
  DateTimeString,
  Id,
  IntLike,
  MoneyString,
  Numeric,
  Rate,
  ReviewRate,
  Slug,
  Title,
  Url,
} from "./scalars.ts";

// The product as the catalogue answers show it: the card (lists), the detail page, and its reviews.

/** The brand. Spec 3 calls it "brand"; the contract says manufacturer. Null for unbranded goods. */
export const ManufacturerRef = TitleRef;
export type ManufacturerRef = Infer<typeof ManufacturerRef>;

/**
 * The card every product list shows. Spec 3 names, as the contract spells them: brand = manufacturer; price
 * in so'm = price; discount = sale_price (null or "0.00" when there is none); the price before the discount =
 * price_without_discount; rating = rate; reviews = comment_count; stock count / in-stock flag =
 * realtime_count (in stock when > 0; it may go below 0 when oversold, so no lower bound is checked).
 */
export const ProductCard = type({
  id: Id,
  slug: Slug,
  title: Title,
  images: array(ImageSet),
  manufacturer: nullable(ManufacturerRef),
  price: MoneyString,
  sale_price: nullable(MoneyString),
  price_without_discount: nullable(MoneyString),
  rate: Rate,
  comment_count: Count,
  realtime_count: integer(),
  is_liked: boolean(),
});
export type ProductCard = Infer<typeof ProductCard>;

/** A text field the backend may send as text or as a `{title}` object; read as text. */
const TitleText = coerce(string(), type({ title: string() }), (o) => o.title);

/** Attribute values are shown as text; numbers ("50") are read as text. */
const AttributeValue = coerce(string(), number(), (n) => String(n));

export const Attribute = type({ attribute: TitleText, value: AttributeValue });
export type Attribute = Infer<typeof Attribute>;

/** A titled block of attributes ("Umumiy xususiyatlar"). */
export const AttributeGroup = type({ id: Id, title: Title, attributes: array(Attribute) });
export type AttributeGroup = Infer<typeof AttributeGroup>;

/**
 * The attributes that tell the variants of one product group apart (colour, size). The contract does not
 * spell their shape; only `value` is required, in the same order as `products[].attributes`.
 */
export const VariantAttribute = type({
  id: optional(Id),
  attribute: optional(TitleText),
  title: optional(Title),
  value: AttributeValue,
});
export type VariantAttribute = Infer<typeof VariantAttribute>;

/** One variant of the group, linked by slug. */
export const ProductVariant = type({ slug: Slug, attributes: array(type({ value: AttributeValue })) });
export type ProductVariant = Infer<typeof ProductVariant>;

/**
 * The product page: the card plus the details. Spec 3 names -> contract: release year = year; made-in country
 * = manufactured_country; preferred gender / target audience = targeted_audience; net weight (gr or kg) =
 * weight; capacity = unit_value + unit ("50" + "kg"); price range = the variants' prices (products[]).
 * Everything a catalogue editor may leave blank is nullable.
 */
export const ProductDetail = type({
  ...ProductCard.schema,
  description: nullable(string()),
  category: nullable(TitleRef),
  year: nullable(IntLike),
  unit_value: nullable(Numeric),
  unit: nullable(type({ title: Title })),
  weight: nullable(Numeric),
  manufactured_country: nullable(TitleText),
  targeted_audience: nullable(TitleText),
  can_comment: boolean(),
  has_comment: boolean(),
  product_group: nullable(Id),
  general_attributes: array(AttributeGroup),
  attributes: array(VariantAttribute),
  products: array(ProductVariant),
});
export type ProductDetail = Infer<typeof ProductDetail>;

/** A review. A null user (or null name) shows as "Anonymous"; the shop's reply is `answer`. */
export const Review = type({
  id: optional(Id),
  user: nullable(type({ full_name: nullable(string()), avatar_src: nullable(union([Url, AvatarSrc])) })),
  rate: ReviewRate,
  comment: nullable(string()),
  created_at: DateTimeString,
  answer: nullable(string()),
  answered_at: nullable(DateTimeString),
  /** Spec 3: a review may carry up to 4 photos; the contract does not list them. */
  images: optional(array(ImageRef)),
});
export type Review = Infer<typeof Review>;

export const RatesSummary = type({
  rate: Rate,
  total: Count,
  rates: array(type({ rate: ReviewRate, percent: Numeric, count: Count })),
});
export type RatesSummary = Infer<typeof RatesSummary>;

/** A product as the brand showcase lists it. */
export const BrandProduct = type({ slug: Slug, price: MoneyString, images: array(ImageSet) });
export type BrandProduct = Infer<typeof BrandProduct>;
