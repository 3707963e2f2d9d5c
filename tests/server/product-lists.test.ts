import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Product lists read in index order with totals counted in memory (docs/decisions/0027-lists-and-search-at-
// scale.md): the same products in the same order as a plain sorted query, totals that follow the changes
// that move products between lists, and (PostgreSQL) no plan that sorts or counts every product.

const PAID = "(CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END)";
/** Each ordering as the lists wrote it before they were read in index order. */
const ORDER_SQL: Record<string, string> = {
  "": "created_at DESC, id DESC",
  is_recommendation: "is_recommendation DESC, sold_count DESC, id DESC",
  sale_price: "(sale_price = 0), (price - sale_price)::float8 / price DESC, id DESC",
  "-rate": "rate DESC, comment_count DESC, id DESC",
  created_at: "created_at, id DESC",
  "-created_at": "created_at DESC, id DESC",
  price: `${PAID}, id DESC`,
  "-price": `${PAID} DESC, id DESC`,
};
const UNDER = (ids: string) =>
  `category_id IN (WITH RECURSIVE t AS (SELECT id FROM categories WHERE id IN (${ids})
     UNION SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id) SELECT id FROM t)`;
const ON_SALE = "(sale_price > 0 AND sale_price < price)";

describe.each(BACKENDS)("product lists on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const sql = <T>(text: string, params: unknown[] = []) => t.app.internals.db.query<T>(text, params);
  const list = async (query: string) => {
    const r = await t.app.inject({ url: `/api/v1/products/?${query}`, headers: { "accept-language": "ru" } });
    expect(r.statusCode, `${query}: ${r.body}`).toBe(200);
    return expectAnswer("productsList", r.json());
  };
  /** Every page of a list, `size` at a time. */
  const allPages = async (query: string, size: number) => {
    const ids: number[] = [];
    const first = await list(`${query}&size=${size}`);
    ids.push(...first.results.map((p) => p.id));
    for (let page = 2; page <= first.total_pages; page++) {
      const next = await list(`${query}&size=${size}&page=${page}`);
      expect(next.total, query).toBe(first.total);
      ids.push(...next.results.map((p) => p.id));
    }
    return { ids, total: first.total, pages: first.total_pages };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await makeStaff(t, await makeShopper(t), "admin");
  });
  afterAll(() => t?.close());

  it("pages through exactly the products of a plain sorted query in every ordering and filter", async () => {
    const brands = await sql<{ id: number }>(
      "SELECT manufacturer_id AS id FROM products GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3",
    );
    const [big, second, third] = brands.map((b) => b.id);
    const [group] = await sql<{ id: number }>(
      "SELECT group_id AS id FROM products WHERE group_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
    );
    const filters: [string, string][] = [
      ["", "true"],
      ["category_id=1", UNDER("1")],
      ["category_id=101", UNDER("101")],
      ["category_id__in=2,3", UNDER("2,3")],
      ["category_id__in=1,112", UNDER("1,112")],
      [`manufacturer_id__in=${big}`, `manufacturer_id = ${big}`],
      [`manufacturer_id__in=${big},${second},${third}`, `manufacturer_id IN (${big},${second},${third})`],
      ["price__gte=50000&price__lte=200000", `${PAID} BETWEEN 50000 AND 200000`],
      ["in_sale=true", ON_SALE],
      ["in_sale=false&category_id=4", `NOT ${ON_SALE} AND ${UNDER("4")}`],
      ["is_recommendation=true", "is_recommendation"],
      [`product_group_id=${group!.id}`, `group_id = ${group!.id}`],
      [
        `category_id__in=3,5&manufacturer_id__in=${big},${second}&price__lte=300000`,
        `${UNDER("3,5")} AND manufacturer_id IN (${big},${second}) AND ${PAID} <= 300000`,
      ],
      ["category_id=9999", "false"],
    ];
    let compared = 0;
    for (const [query, where] of filters)
      for (const [ordering, order] of Object.entries(ORDER_SQL)) {
        const expected = (
          await sql<{ id: number }>(`SELECT id FROM products WHERE ${where} ORDER BY ${order}`)
        ).map((r) => r.id);
        // An odd page size, so pages end inside runs of equal keys.
        const got = await allPages(`${query}${ordering ? `&ordering=${ordering}` : ""}`, 97);
        expect(got.total, `${query} ${ordering}`).toBe(expected.length);
        expect(got.ids, `${query} ${ordering}`).toEqual(expected);
        compared += expected.length;
      }
    expect(compared).toBeGreaterThan(20_000);
  }, 120_000);

  it("answers a page past the end empty, with the total", async () => {
    const page = await list("category_id=101&size=12&page=500");
    expect(page.results).toEqual([]);
    const [{ n }] = (await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE ${UNDER("101")}`,
    )) as [{ n: number }];
    expect(page.total).toBe(n);
  });

  it("counts a product out of a price range when its price leaves it, and into the sale when it gets one", async () => {
    const [p] = await sql<{ id: number; price: string; section: number }>(
      `SELECT id, price::text, section_id AS section FROM products
       WHERE sale_price = 0 AND price BETWEEN 50000 AND 200000 ORDER BY id LIMIT 1`,
    );
    const range = "price__gte=50000&price__lte=200000&size=12";
    const sale = `in_sale=true&category_id=${p!.section}&size=12`;
    const before = { range: (await list(range)).total, sale: (await list(sale)).total };
    // Asked twice: the second answer comes from the answer cache, which the change must drop too.
    await list(range);
    const settled = async (query: string, total: number) => {
      await t.app.internals.outbox.kick();
      await vi.waitFor(async () => expect((await list(query)).total).toBe(total), { timeout: 5000 });
    };

    expect((await call("PATCH", `products/${p!.id}/`, admin, { price: 900_000 })).statusCode).toBe(200);
    await settled(range, before.range - 1);
    const { ids } = await allPages("price__gte=50000&price__lte=200000", 100);
    expect(ids).not.toContain(p!.id);
    expect(ids).toHaveLength(before.range - 1);

    expect((await call("PATCH", `products/${p!.id}/`, admin, { sale_price: 800_000 })).statusCode).toBe(200);
    await settled(sale, before.sale + 1);
    expect((await allPages(`in_sale=true&category_id=${p!.section}`, 100)).ids).toContain(p!.id);
  });
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

// The catalogue at 15,000 products (the test seed ten times over), where sorting or counting every product
// is the plan PostgreSQL would pick for the old queries.
describe.runIf(BACKENDS.includes("postgres"))("product list plans on postgres", () => {
  let t: TestApp;
  const sql = <T>(text: string, params: unknown[] = []) => t.app.internals.db.query<T>(text, params);

  beforeAll(async () => {
    t = await startTestApp("postgres");
    await sql(`INSERT INTO products (id, slug, category_id, section_id, manufacturer_id, group_id, title_ru,
        title_uz, title_sr, description_ru, description_uz, description_sr, price, sale_price, stock, sold_count,
        rate, comment_count, is_recommendation, year, unit_value, unit, weight, country, audience, attributes,
        images, search_key, title_keys, created_at)
      SELECT id + k * 10000, slug || '-' || k, category_id, section_id, manufacturer_id, group_id + k * 10000,
        title_ru, title_uz, title_sr, description_ru, description_uz, description_sr, price + k, sale_price,
        stock, sold_count + k, rate, comment_count, is_recommendation, year, unit_value, unit, weight, country,
        audience, attributes, images, search_key, title_keys, created_at - k * interval '1 day'
      FROM products CROSS JOIN generate_series(1, 9) k`);
    await sql("VACUUM ANALYZE products");
    await t.app.internals.bus.publish({ scope: "catalogue" });
    // A new address each time: an answer begun before the reload may be cached after it.
    let poll = 0;
    await vi.waitFor(
      async () => {
        const r = await t.app.inject({ url: `/api/v1/products/?size=1&_=${poll++}` });
        expect(r.json().total).toBe(15_000);
      },
      { timeout: 20_000 },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it("reads each page in index order: no count, no sort of the matches, no scan of the table", async () => {
    const db = t.app.internals.db;
    const asked: { text: string; params: unknown[] }[] = [];
    const query = db.query.bind(db);
    db.query = (async (text: string, params?: unknown[], options?: never) => {
      // The outbox and the unpaid-order poll share the connection pool; only the catalogue's reads count.
      if (/\bproducts\b/.test(text)) asked.push({ text, params: params ?? [] });
      return query(text, params, options);
    }) as typeof db.query;
    const filters = [
      "",
      "category_id=1",
      "category_id=101",
      "category_id__in=2,3",
      "manufacturer_id__in=1",
      "manufacturer_id__in=1,2",
      "price__gte=50000&price__lte=200000",
      "in_sale=true",
    ];
    const plans: [string, PlanNode][] = [];
    try {
      for (const filter of filters)
        for (const ordering of Object.keys(ORDER_SQL))
          for (const page of [1, 4]) {
            const url = `/api/v1/products/?${filter}&ordering=${ordering}&page=${page}&size=12`;
            asked.length = 0;
            expect((await t.app.inject({ url })).statusCode).toBe(200);
            expect(asked.length, url).toBeLessThanOrEqual(1);
            for (const { text, params } of asked) {
              expect(text, url).not.toMatch(/count\(/i);
              const [row] = await query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
                `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
                params,
              );
              plans.push([url, row!["QUERY PLAN"][0].Plan]);
            }
          }
    } finally {
      db.query = query;
    }
    expect(plans.length).toBeGreaterThan(100);
    for (const [url, plan] of plans) {
      const nodes = nodesOf(plan);
      expect(
        nodes.map((n) => n["Node Type"]),
        url,
      ).not.toContain("WindowAgg");
      expect(
        nodes.map((n) => n["Node Type"]),
        url,
      ).not.toContain("Aggregate");
      const seq = nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "products");
      expect(seq, url).toEqual([]);
      // A sort only orders the page's own rows (or each walk's, merged): never the matches.
      for (const sort of nodes.filter((n) => n["Node Type"] === "Sort"))
        expect(sort["Actual Rows"] * sort["Actual Loops"], url).toBeLessThanOrEqual(12 * 4);
      const read = nodes
        .filter((n) => n["Relation Name"] === "products")
        .reduce((sum, n) => sum + n["Actual Rows"] * n["Actual Loops"], 0);
      expect(read, url).toBeLessThan(1500);
    }
  }, 120_000);
});
