import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { planPage, renderWith } from "../../../ui/entry-server";
import { renderPageWith } from "../../../ui/composition/page-stream";
import { fakePorts, renderFake } from "./ssr-harness";

describe("server rendering", () => {
  it("renders a product page with its title, price, meta and state", async () => {
    const res = await renderFake("/products/sement-m400-akfa-1", { i18n_redirected: "ru" });
    expect(res.status).toBe(200);
    expect(res.html).toContain('<html lang="ru" class="light" data-theme="light"');
    expect(res.html).toContain("Цемент М400 Akfa");
    expect(res.html).toMatch(/49\u00A0300,00/);
    expect(res.html).toContain('<meta property="og:type" content="product"');
    expect(res.html).toContain('hreflang="uz-Latn" href="http://shop.test/sr/products/sement-m400-akfa-1"');
    expect(res.html).toContain('rel="canonical" href="http://shop.test/products/sement-m400-akfa-1"');
    // The state is data, not script: no nonce, the same bytes for everyone.
    expect(res.html).toMatch(/<script type="application\/json" id="__SCOPE__">\{/);
    expect(res.html).not.toContain("nonce");
    // The visitor's cookie is the server's to set, HttpOnly (server/http/visitor-cookie.ts), never the
    // render's.
    expect(res.headers?.["set-cookie"]).toBeUndefined();
  });

  it("renders every page anonymously: no cookie but the theme, no visitor id, no token reaches the render", async () => {
    const seen: string[] = [];
    const ports: typeof fakePorts = (jar, language) => {
      for (const name of ["visitorId", "access_token", "refresh_token", "i18n_redirected"])
        if (jar.get(name) !== undefined) seen.push(name);
      return fakePorts(jar, language);
    };
    const cookies = {
      i18n_redirected: "ru",
      visitorId: "0abcdefghijklmnopqrstuvwx",
      access_token: "header.payload.signature",
      refresh_token: "refresh.payload.signature",
      theme: "dark",
    };
    const page = await renderWith({ url: "/products", cookies, headers: {} }, ports);
    expect(seen).toEqual([]);
    expect(page.html).not.toContain("0abcdefghijklmnopqrstuvwx");
    expect(page.html).not.toContain("payload.signature");
    expect(page.html).toContain('class="dark"');
    expect(page.headers?.["set-cookie"]).toBeUndefined();
  });

  it("keys a page by its address, theme and origin only, and sends the root to the visitor's language", () => {
    const a = planPage({
      url: "/uz/products?sections=1",
      cookies: { visitorId: "0abcdefghijklmnopqrstuvwx", theme: "dark" },
      headers: { "accept-language": "ru", cookie: "x" },
      origin: "https://shop.uz",
    });
    const b = planPage({
      url: "/uz/products?sections=1",
      cookies: { theme: "dark" },
      headers: {},
      origin: "https://shop.uz",
    });
    expect(a).toEqual(b);
    expect("key" in a && a.page).toEqual({
      url: "/uz/products?sections=1",
      theme: "dark",
      origin: "https://shop.uz",
    });
    // An unknown theme is the light one: a made-up cookie cannot make keys of its own.
    const odd = planPage({ url: "/uz", cookies: { theme: "x".repeat(50) }, headers: {} });
    expect("key" in odd && odd.page.theme).toBe("light");
    const root = planPage({ url: "/", cookies: {}, headers: { "accept-language": "uz-Latn" } });
    expect("redirect" in root && root.redirect.headers?.location).toBe("/sr");
  });

  it("sends the page in place with its styles in one head tag, so nothing moves when scripts run", async () => {
    const { html } = await renderFake("/uz/products");
    const [head, body] = html.split("</head>");
    // No streamed boundary: its content would arrive after the footer and be moved in by a script.
    expect(body).not.toContain("<!--$?-->");
    expect(body).toContain('data-testid="products-title"');
    expect(head!.match(/<style data-emotion="css [^"]+">/g)).toHaveLength(1);
    // Chakra's two global styles (layer order, then tokens and reset) in the form its <Global> hydrates.
    expect(head!.match(/<style data-emotion="css-global [a-z0-9]+">/g)).toHaveLength(2);
    expect(head!.indexOf("@layer reset,base,tokens,recipes")).toBeLessThan(
      head!.indexOf("--chakra-colors-brand-500"),
    );
    expect(body).not.toContain("<style");
    // Unprefixed: the prefixer's copies are not sent.
    expect(head).not.toContain("-webkit-box-align");
  });

  it("answers 404 for unknown routes, unknown products and non-digit category ids", async () => {
    expect((await renderFake("/no-such-page")).status).toBe(404);
    expect((await renderFake("/uz/products/no-such-product")).status).toBe(404);
    expect((await renderFake("/sr/products/categories/abc")).status).toBe(404);
    expect((await renderFake("/products/categories/11")).status).toBe(200);
  });

  it("uses the language of the prefix and the theme cookie", async () => {
    const res = await renderFake("/sr/products?sections=1", { theme: "dark" });
    expect(res.html).toContain('<html lang="uz-Latn" class="dark" data-theme="dark"');
    expect(res.html).toContain("Sement M400");
  });

  it("sends the root page to the preferred language", async () => {
    expect((await renderFake("/", {}, { "accept-language": "uz-Latn,ru;q=0.5" })).headers?.location).toBe(
      "/sr",
    );
    expect((await renderFake("/", {}, { "accept-language": "en-US" })).headers?.location).toBe("/uz");
    expect((await renderFake("/", { i18n_redirected: "ru" })).status).toBe(200);
  });
});

describe("a streamed page", () => {
  const stream = async (url: string) => {
    const parts: { status: number; head: string; rest: string } = { status: 0, head: "", rest: "" };
    let startedBeforeEnd = false;
    await renderPageWith({ url, theme: "light", origin: "" }, fakePorts, {
      start: (status, _headers, head) => void Object.assign(parts, { status, head }),
      end: (rest) => ((startedBeforeEnd = parts.status !== 0), (parts.rest = rest)),
    });
    expect(startedBeforeEnd).toBe(true);
    return parts;
  };

  it("sends the head's start with the status before the body, and the meta, styles and body after", async () => {
    const { status, head, rest } = await stream("/uz/products/sement-m400-akfa-1");
    expect(status).toBe(200);
    expect(head).toMatch(/^<!doctype html>/i);
    expect(head).toContain('<meta charset="UTF-8" />');
    expect(head).not.toContain("</head>");
    expect(head).not.toContain('<div id="root">');
    expect(rest).toContain("<title>");
    expect(rest.indexOf("<title>")).toBeLessThan(rest.indexOf("</head>"));
    expect(rest).toContain('<script type="application/json" id="__SCOPE__">');
  });

  it("carries the static stylesheet on a first visit and links it otherwise (decision 0043)", async () => {
    const statics = { href: "/assets/page-styles-test.css", globals: [], rules: [] };
    const staticsText = ".static-rule{color:red}";
    const head = async (firstVisit: boolean) => {
      let first = "";
      await renderPageWith(
        { url: "/uz/about", theme: "light", origin: "", firstVisit },
        fakePorts,
        { start: (_status, _headers, h) => void (first = h), end: () => undefined },
        { statics, staticsText },
      );
      return first;
    };
    const fresh = await head(true);
    expect(fresh).toContain(`<style data-static-styles="${statics.href}">${staticsText}</style>`);
    expect(fresh).not.toContain(`<link rel="stylesheet" href="${statics.href}"`);
    const returning = await head(false);
    expect(returning).toContain(`<link rel="stylesheet" href="${statics.href}" />`);
    expect(returning).not.toContain(staticsText);

    // Kept apart in the page cache, and only where there is a stylesheet to carry.
    const ask = (firstVisit: boolean) => ({ url: "/uz/about", cookies: {}, headers: {}, firstVisit });
    const [a, b] = [planPage(ask(true), true), planPage(ask(false), true)];
    expect("key" in a && "key" in b && a.key !== b.key).toBe(true);
    expect("key" in a && a.page.firstVisit).toBe(true);
    expect(planPage(ask(true), false)).toEqual(planPage(ask(false), false));
  });

  it("knows an error page's status when the head leaves", async () => {
    expect((await stream("/uz/products/no-such-product")).status).toBe(404);
    expect((await stream("/uz/no-such-page")).status).toBe(404);
  });

  it("sends the head before the render begins, with the status the render then sets", async () => {
    const order: string[] = [];
    const ports: typeof fakePorts = (jar, language) => fakePorts(jar, language);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const cases: [string, number][] = [
        ["/uz/products/sement-m400-akfa-1", 200],
        ["/uz/products/no-such-product", 404],
        ["/sr/products/categories/abc", 404],
        ["/products/categories/11", 200],
        ["/posts/abc", 404],
        ["/uz/no-such-page", 404],
        ["/", 200],
      ];
      for (const [url, expected] of cases) {
        await renderPageWith({ url, theme: "light", origin: "" }, ports, {
          start: (status) => void order.push(`start ${url} ${status}`),
          end: () => order.push(`end ${url}`),
        });
        expect(order.slice(-2), url).toEqual([`start ${url} ${expected}`, `end ${url}`]);
      }
      // The render checks the status it sets against the one sent, and says when they differ.
      expect(errors.mock.calls.filter(([text]) => String(text).includes("rendered status"))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("page modules", () => {
  // A page that draws an error view sets a status in its render; the server sends the status before that
  // render (ui/routing/page-load.ts), so the module must say it too.
  it("export `status` wherever they draw an error view", () => {
    const dir = path.resolve(import.meta.dirname, "../../../ui/pages");
    const silent = readdirSync(dir)
      .filter((f) => f.endsWith(".tsx") && f !== "error-page.tsx")
      .filter((f) => {
        const source = readFileSync(path.join(dir, f), "utf8");
        return source.includes("<ErrorView") && !/export const status\b/.test(source);
      });
    expect(silent).toEqual([]);
  });
});

describe("links on a forged host", () => {
  it("never takes the origin from Host or X-Forwarded-Host: relative links when the server trusts none", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const page = await renderWith(
      { url: "/products/sement-m400-akfa-1", cookies: { i18n_redirected: "ru" }, headers: forged },
      fakePorts,
    );
    expect(page.html).not.toContain("evil.example");
    expect(page.html).toContain('rel="canonical" href="/products/sement-m400-akfa-1"');
    const robots = await renderWith({ url: "/robots.txt", cookies: {}, headers: forged }, fakePorts);
    expect(robots.html).not.toContain("evil.example");
    expect(robots.html).not.toContain("Sitemap:");
    const withOrigin = await renderFake("/robots.txt", {}, forged);
    expect(withOrigin.html).toContain("Sitemap: http://shop.test/sitemap.xml");
    expect(withOrigin.html).not.toContain("evil.example");
  });
});

describe("robots and sitemaps", () => {
  it("serves robots.txt pointing at the sitemap", async () => {
    const res = await renderFake("/robots.txt");
    expect(res.headers?.["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.html).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
  it("lists every product and category in the three language forms", async () => {
    expect((await renderFake("/sitemap.xml")).html).toContain(
      "<loc>http://shop.test/sitemap-products-1.xml</loc>",
    );
    const products = (await renderFake("/sitemap-products-1.xml")).html;
    expect(products.match(/<url>/g)).toHaveLength(36 * 3);
    expect(products).toContain("<loc>http://shop.test/sr/products/sement-m400-akfa-1</loc>");
    expect(products).toContain('hreflang="uz-Cyrl" href="http://shop.test/uz/products/sement-m400-akfa-1"');
    const pages = (await renderFake("/sitemap-pages.xml")).html;
    expect(pages).toContain("<loc>http://shop.test/uz/products/categories/111</loc>");
  });
});
