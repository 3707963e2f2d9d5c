import type { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import type { Category } from "../../application/catalogue/catalogue.types";
import { localizePath } from "../../application/visitor/routes";
import { LANGUAGES } from "../../application/visitor/visitor";
import { HTML_LANG } from "./head";
import { pathTo } from "../routing/route-names";
import { ROUTES } from "../routing/route-table";

export const SITEMAP_PAGE_SIZE = 100;
/**
 * Products per sitemap file: 3 language forms make 15,000 URLs, well under the protocol's 50,000, and a file
 * of about 6 MB that one indexed query fills.
 */
export const PRODUCTS_PER_SITEMAP = 5_000;

/** The products the sitemaps list; the shop's own server reads them in one query per file. */
export interface SitemapSource {
  productCount(): Promise<number>;
  /** Slugs of the products from `offset`, at most `limit`, in an order that does not change between calls. */
  productSlugs(offset: number, limit: number): Promise<string[]>;
}

/**
 * `origin`: the shop's trusted public origin; empty when none is known, and then robots.txt names no sitemap
 * rather than one on a host a request made up.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /profile",
    "Disallow: /checkout",
    "Disallow: /my-orders",
    "Disallow: /basket",
    "Disallow: /api/",
    ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : []),
    "",
  ].join("\n");
}

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One <url> per language form with the other two as xhtml:link alternates. */
function urlEntries(origin: string, path: string): string {
  const alternates = LANGUAGES.map(
    (l) =>
      `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${xml(origin + localizePath(path, l))}"/>`,
  ).join("");
  return LANGUAGES.map(
    (l) => `<url><loc>${xml(origin + localizePath(path, l))}</loc>${alternates}</url>`,
  ).join("\n");
}

function urlset(origin: string, paths: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths.map((p) => urlEntries(origin, p)).join("\n")}\n</urlset>\n`;
}

/** The number of product sitemap files for `count` products (at least one, empty when there are none). */
export const productFiles = (count: number) => Math.max(1, Math.ceil(count / PRODUCTS_PER_SITEMAP));

/** /sitemap.xml: an index over the pages-and-categories file and the product files. */
export function sitemapIndex(origin: string, productCount: number): string {
  const entries = [
    `${origin}/sitemap-pages.xml`,
    ...Array.from(
      { length: productFiles(productCount) },
      (_, i) => `${origin}/sitemap-products-${i + 1}.xml`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((e) => `<sitemap><loc>${xml(e)}</loc></sitemap>`).join("\n")}\n</sitemapindex>\n`;
}

export async function pagesSitemap(origin: string, catalogue: CatalogueGateway): Promise<string> {
  const tree = await catalogue.categoryTree();
  const walk = (c: Category): number[] => [c.id, ...c.children.flatMap(walk)];
  const ids = [...new Set(tree.flatMap(walk))];
  const listed = ROUTES.filter((route) => route.sitemap).map((route) => route.path);
  const fixed = [
    ...listed,
    pathTo("pages-slug", { slug: "privacy-policy" }),
    pathTo("pages-slug", { slug: "user-agreement" }),
  ];
  return urlset(origin, [...fixed, ...ids.map((id) => pathTo("products-categories-id", { id }))]);
}

/** Product file `file` (from 1); null past the last one. */
export async function productsSitemap(
  origin: string,
  source: SitemapSource,
  file: number,
): Promise<string | null> {
  if (!Number.isSafeInteger(file) || file < 1) return null;
  const slugs = await source.productSlugs((file - 1) * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP);
  if (slugs.length === 0 && file > 1) return null;
  return urlset(
    origin,
    slugs.map((slug) => pathTo("products-slug", { slug })),
  );
}

/**
 * The products through the catalogue's own calls, for a backend that is not the shop's server (API_BASE_URL)
 * and for tests with fakes: pages of SITEMAP_PAGE_SIZE cards, ten at a time.
 */
export function catalogueSitemapSource(catalogue: CatalogueGateway): SitemapSource {
  return {
    productCount: async () => (await catalogue.listProducts({ page: 1, size: 1 })).total,
    async productSlugs(offset, limit) {
      const first = Math.floor(offset / SITEMAP_PAGE_SIZE) + 1;
      const last = Math.ceil((offset + limit) / SITEMAP_PAGE_SIZE);
      const slugs: string[] = [];
      for (let start = first; start <= last; start += 10) {
        const batch = Array.from({ length: Math.min(10, last - start + 1) }, (_, i) => start + i);
        const results = await Promise.all(
          batch.map((page) =>
            // A page past the end may be answered with an error: it simply holds nothing.
            catalogue
              .listProducts({ page, size: SITEMAP_PAGE_SIZE, ordering: "created_at" })
              .catch(() => ({ results: [], hasNext: false })),
          ),
        );
        for (const result of results) slugs.push(...result.results.map((p) => p.slug));
        if (results.some((r) => !r.hasNext)) break;
      }
      return slugs;
    },
  };
}
