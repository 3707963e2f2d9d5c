import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";
import { PRECISION_QUERIES, RELEVANCE_QUERY_COUNT } from "./fixtures/search-relevance.ts";
import { measurePrecision, type PrecisionReport } from "./helpers/search-precision.ts";
import {
  SEARCH_RANK_LIMIT,
  SHORT_SEARCH_RANK_LIMIT,
} from "../../server/modules/catalogue/products.repository.ts";

describe.each(BACKENDS)("search on %s", (backend) => {
  let t: TestApp;
  const search = async (q: string, size = 3) => {
    const r = await t.app.inject({
      url: `/api/v1/products/?search=${encodeURIComponent(q)}&size=${size}`,
      headers: { "accept-language": "ru" },
    });
    expect(r.statusCode).toBe(200);
    return expectAnswer("productsList", r.json());
  };
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 4000 });
  });
  afterAll(async () => t?.close());

  it("finds cement whichever script is typed", async () => {
    const keys = await Promise.all(
      ["цемент", "sement", "tsement", "семент"].map(async (q) => (await search(q, 20)).total),
    );
    expect(keys[0]).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
  });

  it("ranks a title equal to the query, then titles starting with it", async () => {
    const title = (await search("Гипсокартон", 1)).results[0]!.title;
    const exact = await search(title, 3);
    expect(exact.results[0]!.title).toBe(title);
  });

  it("finds nothing for text that folds to no word, and pages search results", async () => {
    expect((await search("!!!", 3)).total).toBe(0);
    const page2 = await t.app.inject({ url: "/api/v1/products/?search=sement&size=3&page=2" });
    expect(expectAnswer("productsList", page2.json()).current_page).toBe(2);
  });

  it("orders search results by an explicit ordering and filters them", async () => {
    const get = async (query: string) => {
      const r = await t.app.inject({
        url: `/api/v1/products/?${query}`,
        headers: { "accept-language": "ru" },
      });
      expect(r.statusCode).toBe(200);
      return expectAnswer("productsList", r.json());
    };
    const byPrice = await get("search=sement&ordering=price&size=50");
    const paid = byPrice.results.map((p) =>
      Number(p.sale_price) > 0 ? Number(p.sale_price) : Number(p.price),
    );
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const onSale = await get("search=sement&in_sale=true&size=50");
    expect(onSale.total).toBeGreaterThan(0);
    expect(onSale.total).toBeLessThan(byPrice.total);
    expect(onSale.results.every((p) => Number(p.sale_price) > 0)).toBe(true);
  });

  it("ranks and counts at most SEARCH_RANK_LIMIT matches, SHORT_SEARCH_RANK_LIMIT of one or two letters", async () => {
    const wide = await search("s", 5);
    expect(wide.total).toBe(SHORT_SEARCH_RANK_LIMIT);
    expect(wide.results).toHaveLength(5);
    expect((await search("se", 5)).total).toBeLessThanOrEqual(SHORT_SEARCH_RANK_LIMIT);
    expect((await search("sem", 5)).total).toBeLessThanOrEqual(SEARCH_RANK_LIMIT);
  });

  // The whole set is searched once, ten results a query; both checks read that one report.
  let report: PrecisionReport | undefined;
  const precision = async () => (report ??= await measurePrecision(t.app, PRECISION_QUERIES));

  it(`meets the relevance set (${PRECISION_QUERIES.length} queries, top three each)`, async () => {
    expect(RELEVANCE_QUERY_COUNT).toBeGreaterThanOrEqual(100);
    const { perQuery } = await precision();
    const misses = perQuery
      .map((r, i) => ({ ...r, relevant: PRECISION_QUERIES[i]!.relevant }))
      .filter((r) => r.titles.length < 3 || !r.titles.slice(0, 3).every((title) => r.relevant.test(title)))
      .map((r) => `${r.query} -> ${r.titles.slice(0, 3).join(" | ") || "(nothing)"}`);
    expect(misses).toEqual([]);
  });

  // Floors a little under what the ranking reached (bench/search-precision.ts: 1.000 / 0.993 over the
  // whole set, 1.000 / 1.000 over the kind-of-product cases, 4,000 products); the ranking before the kind of
  // product scored 0.914 / 0.910 and 0.619 / 0.635.
  it("keeps mean precision at 5 and 10 above its floor, in every script", async () => {
    const { all, intent, byScript } = await precision();
    expect(all.at5).toBeGreaterThanOrEqual(0.99);
    expect(all.at10).toBeGreaterThanOrEqual(0.98);
    expect(intent.at5).toBeGreaterThanOrEqual(0.98);
    expect(intent.at10).toBeGreaterThanOrEqual(0.97);
    for (const m of Object.values(byScript)) expect(m.at5).toBeGreaterThanOrEqual(0.97);
  });
});
