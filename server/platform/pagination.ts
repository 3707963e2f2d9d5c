export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  size: number;
}

export function pageOf(
  query: { page?: number; size?: number } | undefined,
  defaultSize = DEFAULT_PAGE_SIZE,
): PageRequest {
  return { page: query?.page ?? 1, size: Math.min(query?.size ?? defaultSize, MAX_PAGE_SIZE) };
}

// Only to parse a path; never written into a link.
const PLACEHOLDER_ORIGIN = "http://placeholder.invalid";

function pageLink(url: string, origin: string, page: number): string {
  const link = new URL(url, origin || PLACEHOLDER_ORIGIN);
  link.searchParams.set("page", String(page));
  return origin ? link.toString() : link.pathname + link.search;
}

/**
 * The contract's page shape; a page past the end is an empty page rather than an error. `url` is the
 * request's path and query, `origin` where links point (http/public-origin.ts); empty: the links are relative
 * paths, as no trusted origin is known.
 */
export function paginate<T>(
  where: { url: string; origin: string },
  results: T[],
  total: number,
  { page, size }: PageRequest,
) {
  const totalPages = Math.ceil(total / size);
  return {
    current_page: page,
    links: {
      next: page < totalPages ? pageLink(where.url, where.origin, page + 1) : null,
      previous:
        page > 1 ? pageLink(where.url, where.origin, Math.min(page - 1, Math.max(totalPages, 1))) : null,
    },
    page_items: results.length,
    page_size: size,
    total,
    total_pages: totalPages,
    results,
  };
}
