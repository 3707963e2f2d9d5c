import type { Database } from "../../db/database.port.ts";

/**
 * What the sitemaps need of the catalogue, and nothing more: product slugs in the primary key's order, so a
 * sitemap file is one index range scan instead of pages of product cards.
 */
export class SitemapRepository {
  constructor(private readonly db: Database) {}

  async productCount(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE visible");
    return row?.n ?? 0;
  }

  async productSlugs(offset: number, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ slug: string }>(
      "SELECT slug FROM products WHERE visible ORDER BY id LIMIT $1 OFFSET $2",
      [limit, offset],
    );
    return rows.map((r) => r.slug);
  }
}
