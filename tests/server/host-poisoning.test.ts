import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";
import { sourceRenderDist } from "./helpers/source-render.ts";

// Starting an app and compiling the storefront's first render are slow on a busy machine.
const SLOW = 300_000;

const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

/** Every answer with absolute links: a products page's links, a page's canonical, robots.txt, sitemaps. */
const URLS = [
  "/api/v1/products/?size=5&page=2",
  "/products",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemap-pages.xml",
  "/sitemap-products-1.xml",
];

// Rendering does not depend on the database kind, so embedded databases serve this file.
describe("a forged Host or X-Forwarded-Host", () => {
  const dist = sourceRenderDist();
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp("pglite", { products: 20, env: { DIST_DIR: dist.dir, ...env } });
    apps.push(t);
    return t;
  };
  /** The forged request first, so whatever it could leave in a cache is there for the normal one. */
  const forgedThenNormal = async (t: TestApp, url: string) => {
    const forged = await t.app.inject({ url, headers: FORGED });
    const normal = await t.app.inject({ url });
    expect(forged.statusCode, url).toBe(200);
    expect(normal.statusCode, url).toBe(200);
    return [forged.body, normal.body] as const;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
    dist.remove();
  });

  describe("with PUBLIC_URL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await start({ PUBLIC_URL: "https://shop.example.uz" });
    }, SLOW);

    it(
      "builds page links, the canonical, robots.txt and the sitemaps on PUBLIC_URL alone",
      async () => {
        for (const url of URLS) {
          for (const body of await forgedThenNormal(t, url)) {
            expect(body, url).not.toContain("evil.example");
            expect(body, url).toContain("https://shop.example.uz/");
          }
        }
        const [, normal] = await forgedThenNormal(t, "/api/v1/products/?size=5&page=2");
        expect(JSON.parse(normal).links).toEqual({
          next: "https://shop.example.uz/api/v1/products/?size=5&page=3",
          previous: "https://shop.example.uz/api/v1/products/?size=5&page=1",
        });
        const [page] = await forgedThenNormal(t, "/products");
        expect(page).toContain('<link rel="canonical" href="https://shop.example.uz/products" />');
      },
      SLOW,
    );
  });

  describe("with no PUBLIC_URL and no trusted proxy", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await start({});
    }, SLOW);

    it(
      "takes no host from the request: page links and the canonical are relative, robots.txt names no sitemap",
      async () => {
        for (const url of URLS) {
          for (const body of await forgedThenNormal(t, url)) expect(body, url).not.toContain("evil.example");
        }
        const [forged] = await forgedThenNormal(t, "/api/v1/products/?size=5&page=2");
        expect(JSON.parse(forged).links.next).toBe("/api/v1/products/?size=5&page=3");
        const [page] = await forgedThenNormal(t, "/products");
        expect(page).toContain('<link rel="canonical" href="/products" />');
        const [robots] = await forgedThenNormal(t, "/robots.txt");
        expect(robots).not.toContain("Sitemap:");
      },
      SLOW,
    );
  });

  describe("behind a trusted proxy (TRUST_PROXY=1) with no PUBLIC_URL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await start({ TRUST_PROXY: "1" });
    }, SLOW);

    it(
      "believes the proxy's forwarded host, and keeps each host's cached answers apart",
      async () => {
        const via = (host: string) => ({ "x-forwarded-host": host, "x-forwarded-proto": "https" });
        for (const url of URLS) {
          const a = await t.app.inject({ url, headers: via("shop-a.example") });
          const b = await t.app.inject({ url, headers: via("shop-b.example") });
          expect(a.body, url).toContain("https://shop-a.example/");
          expect(b.body, url).toContain("https://shop-b.example/");
          expect(b.body, url).not.toContain("shop-a.example");
        }
      },
      SLOW,
    );
  });
});
