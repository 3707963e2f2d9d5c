import type { Database } from "../../db/database.port.ts";
import { SitemapRepository } from "./sitemap.repository.ts";

/** The products the storefront's sitemaps list, read from the table (ui/seo/sitemap.ts builds the files). */
export interface SitemapSource {
  productCount(): Promise<number>;
  /** Slugs of the products from `offset`, at most `limit`, in an order that does not change between calls. */
  productSlugs(offset: number, limit: number): Promise<string[]>;
}

export function createSitemapModule(deps: { db: Database }): { source: SitemapSource } {
  const repository = new SitemapRepository(deps.db);
  return {
    source: {
      productCount: () => repository.productCount(),
      productSlugs: (offset, limit) => repository.productSlugs(offset, limit),
    },
  };
}
