import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ProductOrdering } from "../../../contract/index.ts";
import { parseMoneyString } from "../../../domain/money.ts";
import { products } from "../../db/schema/index.ts";
import type { ListFilter } from "./list-filter.ts";
import type { SortKey } from "./product-search.repository.ts";

/** effectivePrice and onSale over `products` unqualified, for hand-written SQL. */
export const PAID_SQL = "CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END";
export const ON_SALE_SQL = "(sale_price > 0 AND sale_price < price)";

/**
 * What the shopper pays, as domain/cart.ts `effectiveUnitPrice` has it: the sale price when it is above 0 and
 * below the price, else the price. Written exactly as the indexes of migration 0024 write it, or the planner
 * does not match them.
 */
export const effectivePrice = sql`(CASE WHEN ${products.salePrice} > 0 AND ${products.salePrice} < ${products.price} THEN ${products.salePrice} ELSE ${products.price} END)`;

/** A sale the shopper gets (the same rule as effectivePrice). */
export const onSale = sql`(${products.salePrice} > 0 AND ${products.salePrice} < ${products.price})`;

/**
 * The orderings the storefront offers, each with an index of its own keys (and the same under a section, a
 * category and a brand: migration 0024), so a page is read in index order and the read stops after it.
 * Every list breaks ties by id, newest first (LIST_TIEBREAK).
 */
export const ORDERINGS: Record<ProductOrdering, SortKey[]> = {
  is_recommendation: [
    { expr: sql`${products.isRecommendation}`, desc: true },
    { expr: sql`${products.soldCount}`, desc: true },
  ],
  // Discounted goods first, the deepest discount first.
  sale_price: [
    { expr: sql`(${products.salePrice} = 0)` },
    { expr: sql`((${products.price} - ${products.salePrice})::float8 / ${products.price})`, desc: true },
  ],
  "-rate": [
    { expr: sql`${products.rate}`, desc: true },
    { expr: sql`${products.commentCount}`, desc: true },
  ],
  created_at: [{ expr: sql`${products.createdAt}` }],
  "-created_at": [{ expr: sql`${products.createdAt}`, desc: true }],
  price: [{ expr: effectivePrice }],
  "-price": [{ expr: effectivePrice, desc: true }],
};

/** Newest first when the shopper chose no order. */
export const DEFAULT_ORDER: SortKey[] = ORDERINGS["-created_at"];

export const LIST_TIEBREAK: SortKey = { expr: sql`${products.id}`, desc: true };

export const orderBy = (k: SortKey, expr: SQL = k.expr) => (k.desc ? sql`${expr} DESC` : sql`${expr} ASC`);

export function listOrder(ordering: ProductOrdering | undefined): SortKey[] {
  return [...(ordering ? ORDERINGS[ordering] : DEFAULT_ORDER), LIST_TIEBREAK];
}

/** A list of values read as one ordered index walk each, merged (see `splitOf`). */
export interface Split {
  column: AnyPgColumn;
  values: number[];
}

/**
 * At most this many values of one column are read as separate index walks and merged; more values than this
 * cover a large share of the catalogue, whose pages the whole catalogue's index finds soon enough.
 */
const MAX_SPLIT = 8;

const isIn = (column: AnyPgColumn, ids: readonly number[]) =>
  ids.length === 1 ? eq(column, ids[0]!) : inArray(column, [...ids]);

/** The conditions of every filter but `skip` (the split column, which each walk fixes to one value). */
export function filters({ query: q, sections, categoryIds }: ListFilter, skip?: AnyPgColumn): SQL[] {
  const where: SQL[] = [];
  const place = [
    ...(sections.length > 0 && skip !== products.sectionId ? [isIn(products.sectionId, sections)] : []),
    ...(categoryIds.length > 0 && skip !== products.categoryId
      ? [isIn(products.categoryId, categoryIds)]
      : []),
  ];
  if (place.length === 1) where.push(place[0]!);
  if (place.length === 2) where.push(or(...place)!);
  const brands = (q.manufacturer_id__in ?? []) as number[];
  if (brands.length > 0 && skip !== products.manufacturerId)
    where.push(isIn(products.manufacturerId, brands));
  if (q.is_recommendation !== undefined) where.push(eq(products.isRecommendation, q.is_recommendation));
  if (q.in_sale !== undefined) where.push(q.in_sale ? onSale : sql`NOT ${onSale}`);
  if (q.price__gte !== undefined) where.push(sql`${effectivePrice} >= ${parseMoneyString(q.price__gte)}`);
  if (q.price__lte !== undefined) where.push(sql`${effectivePrice} <= ${parseMoneyString(q.price__lte)}`);
  if (q.product_group_id !== undefined) where.push(eq(products.groupId, q.product_group_id));
  return where;
}

/**
 * The column whose values a list reads as one index walk each: an IN list cannot be read in the order of
 * (column, keys), so PostgreSQL would fetch every matching product and sort them all. Sections or categories
 * (not both: those are OR'ed), else brands; none for a single value (an equality walks its index as it is)
 * or for more than MAX_SPLIT values.
 */
export function splitOf({ query: q, sections, categoryIds }: ListFilter): Split | null {
  const brands = [...new Set((q.manufacturer_id__in ?? []) as number[])];
  const candidates: Split[] = [];
  if (categoryIds.length === 0) candidates.push({ column: products.sectionId, values: sections });
  if (sections.length === 0) candidates.push({ column: products.categoryId, values: categoryIds });
  candidates.push({ column: products.manufacturerId, values: brands });
  return candidates.find((c) => c.values.length > 1 && c.values.length <= MAX_SPLIT) ?? null;
}
