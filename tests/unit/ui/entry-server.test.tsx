import { describe, expect, it } from "vitest";
import { renderWith } from "../../../ui/entry-server";
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
    expect(res.html).toContain("window.__SCOPE__=");
    // The visitor's cookie is the server's to set, HttpOnly (server/http/visitor-cookie.ts), never the
    // render's.
    expect(res.headers?.["set-cookie"]).toBeUndefined();
  });

  it("names the request's visitor id in its calls, and makes up none when the request has none", async () => {
    const seen: (string | undefined)[] = [];
    const ports: typeof fakePorts = (jar, language, visitorId) => (
      seen.push(visitorId),
      fakePorts(jar, language, visitorId)
    );
    const cookies = { i18n_redirected: "ru", visitorId: "0abcdefghijklmnopqrstuvwx" };
    const page = await renderWith({ url: "/products", cookies, headers: {} }, ports);
    await renderWith({ url: "/products", cookies: { i18n_redirected: "ru" }, headers: {} }, ports);
    expect(seen).toEqual(["0abcdefghijklmnopqrstuvwx", undefined]);
    expect(page.headers?.["set-cookie"]).toBeUndefined();
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
