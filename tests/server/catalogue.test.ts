import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

describe.each(BACKENDS)("catalogue reads on %s", (backend) => {
  let t: TestApp;
  const get = (url: string, lang = "uz", headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { "accept-language": lang, ...headers } });
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  it("lists products with the page shape and three languages", async () => {
    const ru = await get("/api/v1/products/?size=5", "ru");
    expect(ru.statusCode).toBe(200);
    const page = expectAnswer("productsList", ru.json());
    expect(page.results).toHaveLength(5);
    expect(page.total).toBe(1500);
    expect(page.total_pages).toBe(300);
    expect(page.links.next).toContain("page=2");
    expect(page.links.previous).toBeNull();
    expect(page.results[0]!.title).toMatch(/[а-яё]/i);
    const sr = expectAnswer("productsList", (await get("/api/v1/products/?size=5", "sr")).json());
    expect(sr.results[0]!.id).toBe(page.results[0]!.id);
    expect(sr.results[0]!.title).toMatch(/^[\x20-\x7e'ʻ²°"«»,.x-]+$/i);
    const uz = expectAnswer("productsList", (await get("/api/v1/products/?size=5")).json());
    expect(uz.results[0]!.title).toMatch(/[а-яўқғҳ]/i);
  });

  it("filters by section, brand, price, sale, recommendation and group, and orders", async () => {
    const section = expectAnswer(
      "productsList",
      (await get("/api/v1/products/?category_id=1&size=50")).json(),
    );
    expect(section.total).toBeGreaterThan(100);
    const first = section.results[0]!;
    const brand = expectAnswer(
      "productsList",
      (await get(`/api/v1/products/?manufacturer_id__in=${first.manufacturer!.id}&size=100`)).json(),
    );
    expect(brand.results.every((p) => p.manufacturer!.id === first.manufacturer!.id)).toBe(true);
    const cheap = expectAnswer(
      "productsList",
      (await get("/api/v1/products/?price__lte=20000&ordering=-price&size=20")).json(),
    );
    const prices = cheap.results.map((p) => Number(p.sale_price !== "0.00" ? p.sale_price : p.price));
    expect(prices.every((p) => p <= 20000)).toBe(true);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const sale = expectAnswer("productsList", (await get("/api/v1/products/?in_sale=true&size=30")).json());
    expect(sale.results.every((p) => p.sale_price !== "0.00" && Number(p.sale_price) < Number(p.price))).toBe(
      true,
    );
    const rec = expectAnswer(
      "productsList",
      (await get("/api/v1/products/?is_recommendation=true&size=6")).json(),
    );
    expect(rec.total).toBeGreaterThan(0);
    const two = expectAnswer(
      "productsList",
      (await get("/api/v1/products/?category_id__in=101,102&ordering=price&size=100")).json(),
    );
    const twoPrices = two.results.map((p) => Number(p.sale_price !== "0.00" ? p.sale_price : p.price));
    expect([...twoPrices].sort((a, b) => a - b)).toEqual(twoPrices);
    for (const ordering of [
      "is_recommendation",
      "sale_price",
      "-rate",
      "created_at",
      "-created_at",
      "price",
      "-price",
    ]) {
      const r = await get(`/api/v1/products/?ordering=${ordering}&size=3`);
      expect(r.statusCode, ordering).toBe(200);
      expectAnswer("productsList", r.json());
    }
    const detail = expectAnswer(
      "productDetail",
      (await get(`/api/v1/products/detail/${first.slug}/`)).json(),
    );
    const group = expectAnswer(
      "productsList",
      (await get(`/api/v1/products/?product_group_id=${detail.product_group}`)).json(),
    );
    expect(group.results.map((p) => p.slug).sort()).toEqual(detail.products.map((p) => p.slug).sort());
  });

  it("answers a product page with facts, attribute groups and variants", async () => {
    const list = expectAnswer(
      "productsList",
      (await get("/api/v1/products/?size=1&category_id=101", "ru")).json(),
    );
    const detail = expectAnswer(
      "productDetail",
      (await get(`/api/v1/products/detail/${list.results[0]!.slug}/`, "ru")).json(),
    );
    expect(detail.id).toBe(list.results[0]!.id);
    expect(detail.category?.title).toBe("Цемент");
    expect(detail.unit?.title).toBe("кг");
    expect(detail.general_attributes.length).toBe(2);
    expect(detail.description).toContain("<p>");
    expect(detail.products.some((p) => p.slug === detail.slug)).toBe(true);
    expect((await get("/api/v1/products/detail/no-such-product/")).statusCode).toBe(404);
  });

  it("answers most sold, similar, comments and rates", async () => {
    const most = expectAnswer("productsMostSold", (await get("/api/v1/products/most-sold/")).json());
    expect(most.results.length).toBeGreaterThan(5);
    const id = most.results[0]!.id;
    const similar = expectAnswer(
      "productsSimilar",
      (await get(`/api/v1/products/${id}/similar/?size=4`)).json(),
    );
    expect(similar.results.length).toBeLessThanOrEqual(4);
    expect(similar.results.some((p) => p.id === id)).toBe(false);
    const reviewed = expectAnswer(
      "productsList",
      (await get("/api/v1/products/?ordering=-rate&size=1")).json(),
    ).results[0]!;
    const comments = expectAnswer(
      "productComments",
      (await get(`/api/v1/products/${reviewed.id}/comments/?size=2`)).json(),
    );
    expect(comments.total).toBe(reviewed.comment_count);
    const rates = expectAnswer(
      "productCommentRates",
      (await get(`/api/v1/products/${reviewed.id}/comments/rates/`)).json(),
    );
    expect(rates.total).toBe(reviewed.comment_count);
    expect(rates.rate).toBeCloseTo(reviewed.rate, 1);
    expect((await get("/api/v1/products/99999999/comments/")).statusCode).toBe(404);
    expect((await get("/api/v1/products/99999999/similar/")).statusCode).toBe(404);
  });

  it("answers the category tree, popular categories and brands", async () => {
    const footer = expectAnswer(
      "categoriesFooter",
      (await get("/api/v1/products/categories-list/footer/")).json(),
    );
    expect(footer.total).toBeGreaterThanOrEqual(12);
    expect(footer.results.reduce((n, g) => n + g.categories.length, 0)).toBeGreaterThanOrEqual(120);
    const list = expectAnswer("categoriesList", (await get("/api/v1/products/categories/", "sr")).json());
    expect(list[0]!.title).toBe("Sement va quruq aralashmalar");
    const one = expectAnswer("categoryDetail", (await get("/api/v1/products/categories/1/", "ru")).json());
    expect(one.categories.length).toBeGreaterThanOrEqual(10);
    expect((await get("/api/v1/products/categories/9999/")).statusCode).toBe(404);
    const popular = expectAnswer(
      "popularCategories",
      (await get("/api/v1/products/popular-categories/?size=12")).json(),
    );
    expect(popular.results).toHaveLength(12);
    const brands = expectAnswer(
      "manufacturers",
      (await get("/api/v1/products/manufacture/?size=500")).json(),
    );
    expect(brands.total).toBeGreaterThanOrEqual(150);
    const withProducts = expectAnswer(
      "manufacturersWithProducts",
      (await get("/api/v1/products/manufacture-with-products/?size=5")).json(),
    );
    expect(withProducts.results[0]!.products.length).toBeGreaterThan(0);
  });

  it("carries ETag and Cache-Control, answers 304 on a match, and marks a guest's likes", async () => {
    const first = await get("/api/v1/products/?size=3");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get("/api/v1/products/?size=3", "uz", { "if-none-match": etag })).statusCode).toBe(304);
    const zipped = await get("/api/v1/products/?size=3", "uz", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const id = first.json().results[1].id as number;
    await t.app.internals.db.query("INSERT INTO likes (owner, product_id) VALUES ('f:guest1234', $1)", [id]);
    const mine = await get("/api/v1/products/?size=3", "uz", { fingerprint: "guest1234" });
    expect(mine.json().results.map((p: { is_liked: boolean }) => p.is_liked)).toEqual([false, true, false]);
    expect(mine.headers.etag).not.toBe(etag);
    // One owner's marks: only that browser may keep the answer, never a shared cache.
    expect(mine.headers["cache-control"]).toMatch(/^private, max-age=\d+/);
  });
});
