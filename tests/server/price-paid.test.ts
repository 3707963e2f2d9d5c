import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectiveUnitPrice } from "../../domain/cart.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// One meaning of "price paid" on both sides (domain/cart.ts): a sale price counts only above 0 and below the
// price.
describe.each(BACKENDS)("the price paid on %s", (backend) => {
  let t: TestApp;
  let id: number;
  let slug: string;
  const price = 120000;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 200 });
    const [row] = await t.app.internals.db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM products WHERE stock > 5 ORDER BY id LIMIT 1",
    );
    ({ id, slug } = row!);
  });
  afterAll(() => t.close());

  // Written around the upkeep, which refuses a false sale: data an older tool left behind.
  const setPrices = async (sale: number) => {
    await t.app.internals.db.query("UPDATE products SET price = $2, sale_price = $3 WHERE id = $1", [
      id,
      price,
      sale,
    ]);
    await t.app.internals.productsMoved([id]);
  };
  const basketLine = async (fingerprint: string) => {
    await t.app.inject({
      method: "POST",
      url: "/api/v1/orders/cart/",
      headers: { fingerprint },
      payload: { product: id, amount: 2 },
    });
    const r = await t.app.inject({ url: "/api/v1/orders/cart/products/", headers: { fingerprint } });
    return r.json<{ products: { product_price: string; total_price: string }[] }>().products[0]!;
  };
  const listed = async (query: string) => {
    const r = await t.app.inject({ url: `/api/v1/products/?size=100&${query}` });
    return r.json<{ results: { slug: string }[] }>().results.some((p) => p.slug === slug);
  };

  it("ignores a sale price not below the price in the basket, as the domain does", async () => {
    await setPrices(price + 5000);
    t.app.internals.cache.clear();
    const line = await basketLine("pricefp01");
    const unit = effectiveUnitPrice({ unitPrice: price, salePrice: price + 5000 });
    expect(unit).toBe(price);
    expect(line.product_price).toBe(`${unit}.00`);
    expect(line.total_price).toBe(`${unit * 2}.00`);
  });

  it("honours a real sale in the basket and in the sale filter, and not a false one", async () => {
    await setPrices(100000);
    t.app.internals.cache.clear();
    expect((await basketLine("pricefp02")).product_price).toBe("100000.00");
    expect(await listed(`in_sale=true&price__lte=100000&price__gte=100000`)).toBe(true);
    await setPrices(price);
    t.app.internals.cache.clear();
    expect(await listed(`in_sale=true&price__lte=${price}&price__gte=${price}`)).toBe(false);
    expect(await listed(`in_sale=false&price__lte=${price}&price__gte=${price}`)).toBe(true);
  });
});
