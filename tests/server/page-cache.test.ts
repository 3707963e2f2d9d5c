import { gunzipSync, brotliDecompressSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageCache } from "../../server/http/page-cache.ts";
import { ResponseCache } from "../../server/http/response-cache.ts";
import { newVisitorId } from "../../server/http/visitor-cookie.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";
import { sourceRenderDist } from "./helpers/source-render.ts";

// Decision 0028: anonymous pages' HTML is kept per address, theme and origin, streamed when it is not, and
// dropped by the same bus messages as the catalogue answers; nothing of one visitor ever reaches it.

// Starting an app and compiling the storefront's first render are slow on a busy machine.
const SLOW = 300_000;

const cacheOf = (r: LightMyRequestResponse) => r.headers["x-page-cache"];
const visitorIdOf = (r: LightMyRequestResponse) =>
  /visitorId=([0-9a-z]+)/.exec([r.headers["set-cookie"] ?? []].flat().join("\n"))?.[1];

describe.each(BACKENDS)("the page cache on %s", (backend) => {
  const dist = sourceRenderDist();
  let t: TestApp;
  let slugs: { id: number; slug: string }[];
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 30, env: { DIST_DIR: dist.dir } });
    const rows = await t.app.internals.db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM products ORDER BY id LIMIT 3",
    );
    slugs = rows;
    await t.app.internals.db.query("UPDATE products SET stock = 50 WHERE id = ANY($1::int[])", [
      rows.map((r) => r.id),
    ]);
  }, SLOW);
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it(
    "keeps no one's data in a page: a signed-in person's name, phone, token, visitor id, likes, basket and seen stories never reach the next visitor",
    async () => {
      const [liked, inBasket] = slugs;
      const name = "Malika Karimova";
      await t.app.internals.accounts.create({ phone: "901270042", password: "togri-parol", fullName: name });
      const login = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/login/",
        payload: { phone: "901270042", password: "togri-parol" },
      });
      expect(login.statusCode, login.body).toBe(200);
      const { access, refresh } = login.json() as { access: string; refresh: string };
      // A signed-in person with a like, a basket line and a story seen: their browser sends their visitor
      // cookie and their token with every call, and their page requests carry both too.
      const visitor = newVisitorId();
      const person = {
        cookie: `visitorId=${visitor}; access_token=${access}; refresh_token=${refresh}; i18n_redirected=uz`,
        authorization: `Bearer ${access}`,
      };
      const post = (url: string, payload?: object) =>
        t.app.inject({ method: "POST", url, payload, headers: person });
      expect((await post(`/api/v1/products/likes/like/${liked!.id}/`, {})).statusCode).toBe(200);
      expect((await post("/api/v1/orders/cart/", { product: inBasket!.id, amount: 2 })).statusCode).toBe(200);
      const stories = (await t.app.inject({ url: "/api/v1/common/story/", headers: person })).json() as {
        results: { id: number; items: { id: number }[] }[];
      };
      const story = stories.results[0]!;
      for (const { id } of story.items) {
        const read = await t.app.inject({ url: `/api/v1/common/story-item/${id}/read/`, headers: person });
        expect(read.statusCode).toBe(200);
      }
      // The marks are theirs indeed: the API shows them to them.
      const detail = await t.app.inject({ url: `/api/v1/products/detail/${liked!.slug}/`, headers: person });
      expect(detail.json().is_liked).toBe(true);
      const seen = (await t.app.inject({ url: "/api/v1/common/story/", headers: person })).json() as {
        results: { id: number; has_seen: boolean }[];
      };
      expect(seen.results.find((s) => s.id === story.id)?.has_seen).toBe(true);
      const me = (await t.app.inject({ url: "/api/v1/account/", headers: person })).json() as object;
      expect(JSON.stringify(me)).toContain(name);

      const theirs = await page(`/uz/products/${liked!.slug}`, person);
      const theirHome = await page("/uz", person);
      const theirList = await page("/uz/products", person);
      const someoneElse = await page(`/uz/products/${liked!.slug}`);
      const elseHome = await page("/uz");
      const elseList = await page("/uz/products");
      for (const r of [theirs, theirHome, theirList, someoneElse, elseHome, elseList]) {
        expect(r.statusCode).toBe(200);
        for (const secret of [name, "901270042", access, refresh, visitor])
          expect(r.body).not.toContain(secret);
        // No heart filled, no count badge, no story seen, no signed-in menu.
        expect(r.body).not.toContain('"isLiked":true');
        expect(r.body).not.toContain('aria-pressed="true"');
        expect(r.body).not.toContain("data-count=");
        expect(r.body).not.toContain('data-seen="true"');
        expect(r.body).not.toContain('"seen":true');
      }
      // The next visitor is served the page the first one's render left, with a cookie of their own.
      expect([theirs, someoneElse, theirHome, elseHome, theirList, elseList].map(cacheOf)).toEqual([
        "miss",
        "hit",
        "miss",
        "hit",
        "miss",
        "hit",
      ]);
      expect(someoneElse.body).toBe(theirs.body);
      expect(elseHome.body).toBe(theirHome.body);
      expect(elseList.body).toBe(theirList.body);
      expect(visitorIdOf(theirs)).toBe(visitor);
      const other = visitorIdOf(someoneElse);
      expect(other).toMatch(/^[0-9a-z]{25}$/);
      expect(other).not.toBe(visitor);
      // Its own new id and the mark of a new visitor, nothing of the first visitor's.
      expect([someoneElse.headers["set-cookie"]].flat().map((l) => l!.split("=")[0])).toEqual([
        "visitorId",
        "qb_new_visitor",
      ]);
    },
    SLOW,
  );

  it(
    "carries no nonce: the state is a JSON block, the policy's nonce differs per answer and the cached bytes do not",
    async () => {
      const a = await page("/uz/about");
      const b = await page("/uz/about");
      expect(cacheOf(b)).toBe("hit");
      expect(a.headers["content-security-policy"]).not.toBe(b.headers["content-security-policy"]);
      expect(a.body).toBe(b.body);
      expect(a.body).not.toMatch(/nonce/i);
      expect(a.body).toMatch(/<script type="application\/json" id="__SCOPE__">\{/);
      // No script the policy would have to allow.
      expect(a.body.match(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/g)).toBeNull();
    },
    SLOW,
  );

  it(
    "keeps pages apart by address, theme and origin, and never keeps an error page",
    async () => {
      const light = await page("/uz/contact");
      const dark = await page("/uz/contact", { cookie: "theme=dark" });
      expect([cacheOf(light), cacheOf(dark)]).toEqual(["miss", "miss"]);
      expect(light.body).toContain('class="light"');
      expect(dark.body).toContain('class="dark"');
      expect(cacheOf(await page("/uz/contact", { cookie: "theme=dark" }))).toBe("hit");
      expect(cacheOf(await page("/uz/contact?utm=1"))).toBe("miss");
      for (let i = 0; i < 2; i++) {
        const missing = await page("/uz/products/no-such-product");
        expect(missing.statusCode).toBe(404);
        expect(cacheOf(missing)).toBe("miss");
      }
      const unknown = await page("/uz/no-such-page");
      expect(unknown.statusCode).toBe(404);
      expect(cacheOf(await page("/uz/no-such-page"))).toBe("miss");
    },
    SLOW,
  );

  it(
    "sends the kept page compressed as the browser asks, the same page in every encoding",
    async () => {
      const plain = (await page("/uz/brands")).body;
      const br = await page("/uz/brands", { "accept-encoding": "gzip, br" });
      const gz = await page("/uz/brands", { "accept-encoding": "gzip" });
      expect([br.headers["content-encoding"], gz.headers["content-encoding"]]).toEqual(["br", "gzip"]);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
      expect(br.headers.vary).toContain("Accept-Encoding");
      // The copies made once when the page was kept, sent as they are.
      const kept = t.app.internals.pages.peek(" light /uz/brands")!;
      expect(br.rawPayload.equals(await kept.encoded.br)).toBe(true);
      expect(gz.rawPayload.equals(await kept.encoded.gzip)).toBe(true);
      // A miss is streamed compressed too.
      const fresh = await page("/uz/products?in_stock=1", { "accept-encoding": "br" });
      expect(cacheOf(fresh)).toBe("miss");
      expect(brotliDecompressSync(fresh.rawPayload).toString()).toContain("</html>");
    },
    SLOW,
  );

  it(
    "renders a page once for requests that come together",
    async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => page("/uz/products?page=2")));
      expect(answers.map(cacheOf).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    },
    SLOW,
  );

  it(
    "drops a page with the answers it was made from: the products' it shows, or all of them",
    async () => {
      // A product the list page shows.
      const list = (await page("/uz/products")).body;
      const shownSlug = /href="\/uz\/products\/([a-z0-9-]+)"/.exec(list)![1]!;
      const [moved] = await t.app.internals.db.query<{ id: number; slug: string }>(
        "SELECT id, slug FROM products WHERE slug = $1",
        [shownSlug],
      );
      const other = slugs.find((p) => p.id !== moved!.id)!;
      const urls = [`/uz/products/${moved!.slug}`, "/uz/products", `/uz/products/${other.slug}`, "/uz/about"];
      for (const url of urls) await page(url);
      for (const url of urls) expect(cacheOf(await page(url)), url).toBe("hit");
      const bus = t.app.internals.bus;
      // An order moved that product's stock: its page and the list showing it go, a page without it stays.
      await bus.publish({ scope: "products", ids: [moved!.id] });
      expect(cacheOf(await page(urls[0]!))).toBe("miss");
      expect(cacheOf(await page(urls[1]!))).toBe("miss");
      expect(cacheOf(await page(urls[3]!))).toBe("hit");
      for (const scope of ["answers", "catalogue"] as const) {
        for (const url of urls) await page(url);
        await bus.publish({ scope });
        for (const url of urls) expect(cacheOf(await page(url)), `${scope} ${url}`).toBe("miss");
      }
    },
    SLOW,
  );
});

describe.runIf(process.env.REDIS_URL)("the page cache in several processes", () => {
  const dist = sourceRenderDist();
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
    dist.remove();
  });

  it(
    "drops a page in every process when one of them publishes the drop",
    async () => {
      const env = {
        DIST_DIR: dist.dir,
        REDIS_URL: process.env.REDIS_URL!,
        REDIS_KEY_PREFIX: `pages${Date.now()}:`,
      };
      for (let i = 0; i < 2; i++) apps.push(await startTestApp("pglite", { products: 20, env }));
      const [a, b] = apps as [TestApp, TestApp];
      await b.app.inject({ url: "/uz/about" });
      expect((await b.app.inject({ url: "/uz/about" })).headers["x-page-cache"]).toBe("hit");
      // B's own subscriber (dropping its caches) was subscribed first, so it has run when this one runs.
      const heard = new Promise((resolve) => b.app.internals.bus.subscribe(resolve));
      await a.app.internals.bus.publish({ scope: "answers" });
      await heard;
      expect(b.app.internals.pages.size).toBe(0);
      expect((await b.app.inject({ url: "/uz/about" })).headers["x-page-cache"]).toBe("miss");
    },
    SLOW,
  );
});

describe("PageCache", () => {
  const html = (n: number) => `<html>${"x".repeat(n)}</html>`;
  const ok = (products: number[] = [], size = 100) => ({
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    html: html(size),
    products,
  });

  it("keeps only 200 answers without a Set-Cookie", () => {
    const pages = new PageCache();
    expect(pages.store("a", { ...ok(), status: 404 }, pages.ticket())).toBeNull();
    expect(pages.store("b", { ...ok(), headers: { "Set-Cookie": "x=1" } }, pages.ticket())).toBeNull();
    expect(pages.store("c", ok(), pages.ticket())).not.toBeNull();
    expect([pages.get("a"), pages.get("b"), pages.get("c")?.headers]).toEqual([
      undefined,
      undefined,
      { "content-type": "text/html; charset=utf-8" },
    ]);
  });

  it("does not keep a page rendered across a drop that concerns it", () => {
    const pages = new PageCache();
    const before = pages.ticket();
    pages.dropProducts([7]);
    expect(pages.store("shows 7", ok([7, 8]), before)).toBeNull();
    expect(pages.store("shows 8", ok([8]), before)).not.toBeNull();
    const beforeClear = pages.ticket();
    pages.clear();
    expect(pages.store("any", ok(), beforeClear)).toBeNull();
    expect(pages.store("any", ok([7]), pages.ticket())).not.toBeNull();
    expect(pages.dropProducts([7])).toBe(1);
    expect(pages.get("any")).toBeUndefined();
  });

  it("stays within its bytes, least recently used first, and keeps a page at most maxAgeMs", async () => {
    let now = 0;
    const pages = new PageCache({ maxBytes: 50_000, maxAgeMs: 1000, now: () => now });
    for (let i = 0; i < 10; i++) pages.store(`p${i}`, ok([], 10_000), pages.ticket());
    expect(pages.bytes).toBeLessThanOrEqual(50_000);
    expect(pages.get("p0")).toBeUndefined();
    expect(pages.get("p9")).toBeDefined();
    // Once compressed the HTML is let go: the page then weighs its two copies, and reads back the same.
    const kept = pages.get("p9")!;
    await Promise.all([kept.encoded.br, kept.encoded.gzip]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.html).toBeNull();
    expect((await pages.body(kept, null)).toString()).toBe(html(10_000));
    now = 1001;
    expect(pages.get("p9")).toBeUndefined();
  });

  it("is dropped whenever the answers it is made from are", () => {
    const answers = new ResponseCache();
    const pages = new PageCache();
    answers.alsoDrop(pages);
    pages.store("shows 3", ok([3]), pages.ticket());
    pages.store("shows 4", ok([4]), pages.ticket());
    answers.dropProducts([3]);
    expect([pages.get("shows 3"), pages.get("shows 4")?.products]).toEqual([undefined, [4]]);
    answers.clear();
    expect(pages.size).toBe(0);
  });
});
