import { PRODUCT_ORDERINGS, type ProductOrdering, type ProductQuery } from "../catalogue/catalogue.types";

export const LIST_PAGE_SIZE = 12;

/** The /products state; the URL holds all of it so Back and shared links work. */
export interface ListQuery {
  readonly search: string;
  readonly sections: readonly number[];
  readonly brands: readonly number[];
  readonly priceFrom: number | null;
  readonly priceTo: number | null;
  readonly inSale: boolean;
  readonly ordering: ProductOrdering | null;
  readonly page: number;
  readonly keep: boolean;
}

export const EMPTY_LIST_QUERY: ListQuery = {
  search: "",
  sections: [],
  brands: [],
  priceFrom: null,
  priceTo: null,
  inSale: false,
  ordering: null,
  page: 1,
  keep: false,
};

const ids = (value: string | null): number[] =>
  (value ?? "")
    .split(",")
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
const amount = (value: string | null): number | null =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : null;

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const ordering = params.get("ordering");
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim(),
    sections: ids(params.get("sections")),
    brands: ids(params.get("brands")),
    priceFrom: amount(params.get("price_from")),
    priceTo: amount(params.get("price_to")),
    inSale: params.get("in_sale") === "true",
    ordering: (PRODUCT_ORDERINGS as readonly string[]).includes(ordering ?? "")
      ? (ordering as ProductOrdering)
      : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    keep: params.get("keep") === "true",
  };
}

export function listQueryToSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.sections.length) params.set("sections", query.sections.join(","));
  if (query.brands.length) params.set("brands", query.brands.join(","));
  if (query.priceFrom !== null) params.set("price_from", String(query.priceFrom));
  if (query.priceTo !== null) params.set("price_to", String(query.priceTo));
  if (query.inSale) params.set("in_sale", "true");
  if (query.ordering) params.set("ordering", query.ordering);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.keep) params.set("keep", "true");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A change of any filter starts again at page 1. */
export function withFilter(query: ListQuery, change: Partial<Omit<ListQuery, "page">>): ListQuery {
  return { ...query, ...change, page: 1 };
}

export function toProductQuery(query: ListQuery): ProductQuery {
  return {
    search: query.search || undefined,
    page: query.page,
    size: LIST_PAGE_SIZE,
    sections: query.sections.length ? query.sections : undefined,
    brands: query.brands.length ? query.brands : undefined,
    priceFrom: query.priceFrom ?? undefined,
    priceTo: query.priceTo ?? undefined,
    inSale: query.inSale || undefined,
    ordering: query.ordering ?? undefined,
  };
}

/**
 * How many filters narrow the list (each section, each brand, each price bound, in stock only): the number
 * on the phone's "Filters" button. The search and the order do not count: they are not in the filter
 * sheet.
 */
export function activeFilterCount(query: ListQuery): number {
  return (
    query.sections.length +
    query.brands.length +
    (query.priceFrom !== null ? 1 : 0) +
    (query.priceTo !== null ? 1 : 0) +
    (query.inSale ? 1 : 0)
  );
}
