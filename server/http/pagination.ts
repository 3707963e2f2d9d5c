import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export function pageOf(query: { page?: number; size?: number }, defaultSize = DEFAULT_PAGE_SIZE) {
  return { page: query.page ?? 1, size: Math.min(query.size ?? defaultSize, MAX_PAGE_SIZE) };
}

function pageLink(request: FastifyRequest, config: Config, page: number): string {
  const url = new URL(request.url, config.publicUrl || `${request.protocol}://${request.host}`);
  url.searchParams.set("page", String(page));
  return url.toString();
}

/** The contract's page shape; a page past the end is an empty page rather than an error. */
export function paginate<T>(request: FastifyRequest, config: Config, results: T[], total: number, page: number, size: number) {
  const totalPages = Math.ceil(total / size);
  return {
    current_page: page,
    links: {
      next: page < totalPages ? pageLink(request, config, page + 1) : null,
      previous: page > 1 ? pageLink(request, config, Math.min(page - 1, Math.max(totalPages, 1))) : null,
    },
    page_items: results.length,
    page_size: size,
    total,
    total_pages: totalPages,
    results,
  };
}
