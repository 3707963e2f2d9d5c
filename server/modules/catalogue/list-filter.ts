import type { ProductsQuery } from "../../../contract/index.ts";
import { parseMoneyString } from "../../../domain/money.ts";

/**
 * The filters of a product list. The query's categories are split by the tree: `sections` are asked
 * sections (every product carries its section, so one indexed column says it), `categoryIds` the other asked
 * categories widened to everything under them.
 */
export interface ListFilter {
  query: ProductsQuery;
  sections: number[];
  categoryIds: number[];
}

/**
 * One text per set of products a filter holds, whatever the order, page or spelling of the query: the key of
 * its count.
 */
export function filterKey({ query: q, sections, categoryIds }: ListFilter): string {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(",");
  return [
    `s${sorted(sections)}`,
    `c${sorted(categoryIds)}`,
    `b${sorted((q.manufacturer_id__in ?? []) as number[])}`,
    `r${q.is_recommendation ?? ""}`,
    `o${q.in_sale ?? ""}`,
    `p${q.price__gte === undefined ? "" : parseMoneyString(q.price__gte)}-${q.price__lte === undefined ? "" : parseMoneyString(q.price__lte)}`,
    `g${q.product_group_id ?? ""}`,
  ].join("|");
}
