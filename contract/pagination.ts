import { array, integer, min, nullable, string, type, type Struct } from "superstruct";
import { optionalParam } from "./query.ts";
import { Count, PositiveIntFromText } from "./scalars.ts";

/** Absolute URLs of the neighbouring pages, null at either end. */
export const PageLinks = type({ next: nullable(string()), previous: nullable(string()) });

/** Every paginated answer: `page_items` is how many results this page holds, `total` how many exist. */
export function paginated<T, S>(item: Struct<T, S>) {
  return type({
    current_page: min(integer(), 1),
    links: PageLinks,
    page_items: Count,
    page_size: Count,
    total: Count,
    total_pages: Count,
    results: array(item),
  });
}

/** Answers that wrap a list in `{results}` without the page fields. */
export function results<T, S>(item: Struct<T, S>) {
  return type({ results: array(item) });
}

/** `{results, total}`: a list with its full count but no page fields (brands, the category tree). */
export function resultsWithTotal<T, S>(item: Struct<T, S>) {
  return type({ results: array(item), total: Count });
}

/** `page` starts at 1; `size` is the page size the client wants (the server may cap it). */
export const PageQuery = type({
  page: optionalParam(PositiveIntFromText),
  size: optionalParam(PositiveIntFromText),
});

export const SizeQuery = type({ size: optionalParam(PositiveIntFromText) });
