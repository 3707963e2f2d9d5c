import type { Brand, ProductCard } from "../catalogue/catalogue.types";
import type { ListQuery } from "./list-query";

/** What a product list is headed by: the search, the chosen section, the one chosen brand, or nothing. */
export type ListHeading =
  | { readonly kind: "search"; readonly text: string }
  | { readonly kind: "named"; readonly title: string }
  | { readonly kind: "all" };

/**
 * A brand's own list (the brand strip links to `?brands=<id>`) is headed by the brand, read from the brands
 * the list loaded or, for a brand beyond them, from its products' cards; several brands, or one not yet
 * known, fall back to the plain heading.
 */
export function listHeading(
  query: ListQuery,
  sections: readonly { id: number; title: string }[],
  brands: readonly Brand[],
  results: readonly ProductCard[],
): ListHeading {
  if (query.search) return { kind: "search", text: query.search };
  const section = sections.find((s) => query.sections.includes(s.id));
  if (section) return { kind: "named", title: section.title };
  if (query.brands.length === 1) {
    const id = query.brands[0];
    const title =
      brands.find((b) => b.id === id)?.title ?? results.find((p) => p.brand?.id === id)?.brand?.title;
    if (title) return { kind: "named", title };
  }
  return { kind: "all" };
}
