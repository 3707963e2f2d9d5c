import type { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import type { Category } from "../../application/catalogue/catalogue.types";
import { localizePath } from "../../application/visitor/routes";
import { LANGUAGES } from "../../application/visitor/visitor";
import { HTML_LANG } from "./head";
import { pathTo } from "../routing/route-names";
import { ROUTES } from "../routing/route-table";

export const SITEMAP_PAGE_SIZE = 100;
/** Products per sitemap file: 3 language forms each stays under the 50,000-URL limit. */
export const PRODUCTS_PER_SITEMAP = 15_000;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /profile",
    "Disallow: /checkout",
    "Disallow: /my-orders",
    "Disallow: /basket",
    "Disallow: /api/",
    `Sitemap: ${origin}/sitemap.xml`,
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

/** /sitemap.xml: an index over the pages-and-categories file and the product files. */
export async function sitemapIndex(origin: string, catalogue: CatalogueGateway): Promise<string> {
  const first = await catalogue.listProducts({ page: 1, size: 1 });
  const files = Math.max(1, Math.ceil(first.total / PRODUCTS_PER_SITEMAP));
  const entries = [
    `${origin}/sitemap-pages.xml`,
    ...Array.from({ length: files }, (_, i) => `${origin}/sitemap-products-${i + 1}.xml`),
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

export async function productsSitemap(
  origin: string,
  catalogue: CatalogueGateway,
  file: number,
): Promise<string | null> {
  const firstPage = ((file - 1) * PRODUCTS_PER_SITEMAP) / SITEMAP_PAGE_SIZE + 1;
  const pages = PRODUCTS_PER_SITEMAP / SITEMAP_PAGE_SIZE;
  const slugs: string[] = [];
  // Ten pages at a time: a file of 15,000 products is 150 calls.
  for (let start = firstPage; start < firstPage + pages; start += 10) {
    const batch = Array.from({ length: Math.min(10, firstPage + pages - start) }, (_, i) => start + i);
    const results = await Promise.all(
      batch.map((page) =>
        // A page past the end may be answered with an error: it simply holds nothing.
        catalogue
          .listProducts({ page, size: SITEMAP_PAGE_SIZE, ordering: "created_at" })
          .catch(() => ({ results: [], hasNext: false })),
      ),
    );
    for (const result of results)
      slugs.push(...result.results.map((p) => pathTo("products-slug", { slug: p.slug })));
    if (results.some((r) => !r.hasNext)) break;
  }
  if (slugs.length === 0 && file > 1) return null;
  return urlset(origin, slugs);
}
