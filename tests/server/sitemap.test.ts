import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTS_PER_SITEMAP } from "../../ui/seo/sitemap.ts";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";
import { sourceRenderDist } from "./helpers/source-render.ts";

const ORIGIN = "https://shop.example.uz";

// Rendering does not depend on the database kind, so one embedded database serves this file.
describe("robots.txt and the sitemaps", () => {
  let t: TestApp;
  const dist = sourceRenderDist();
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 30, env: { DIST_DIR: dist.dir, PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });

  it("sends robots.txt as text and the sitemaps as XML", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const url of ["/sitemap.xml", "/sitemap-pages.xml", "/sitemap-products-1.xml"]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"], url).toBe("application/xml; charset=utf-8");
      expect(r.body, url).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    }
  });

  it("indexes one products file per chunk and lists every product from the table in three forms", async () => {
    const index = (await get("/sitemap.xml")).body;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([`${ORIGIN}/sitemap-pages.xml`, `${ORIGIN}/sitemap-products-1.xml`]);
    expect(PRODUCTS_PER_SITEMAP * 3).toBeLessThanOrEqual(50_000);
    const slugs = await t.app.internals.db.query<{ slug: string }>("SELECT slug FROM products ORDER BY id");
    const products = (await get("/sitemap-products-1.xml")).body;
    expect(products.match(/<url>/g)).toHaveLength(slugs.length * 3);
    for (const { slug } of slugs) {
      expect(products).toContain(`<loc>${ORIGIN}/products/${slug}</loc>`);
      expect(products).toContain(`<loc>${ORIGIN}/sr/products/${slug}</loc>`);
    }
    expect((await get("/sitemap-products-2.xml")).statusCode).toBe(404);
    expect((await get("/sitemap-products-0.xml")).statusCode).toBe(404);
    const [category] = await t.app.internals.db.query<{ id: number }>("SELECT id FROM categories LIMIT 1");
    expect((await get("/sitemap-pages.xml")).body).toContain(
      `<loc>${ORIGIN}/uz/products/categories/${category!.id}</loc>`,
    );
  });

  it("answers a repeated request from its cache, with an ETag a client may revalidate", async () => {
    const first = await get("/sitemap-products-1.xml");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    // A query string neither changes the file nor builds it again.
    const again = await get("/sitemap-products-1.xml?x=1");
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get("/sitemap-products-1.xml", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });
});
