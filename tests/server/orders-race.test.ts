import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  stockOf,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Buyers racing for the last units, and a double-clicked "place order": the guards, not luck, decide.
describe.each(BACKENDS)("checkout races on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60 });
    call = caller(t);
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const place = (who: Shopper, headers: Record<string, string> = {}) =>
    call("POST", "orders/order/", who, { payload: orderBody(district), headers });

  it("sells 5 units to exactly 5 of 20 concurrent buyers and never takes the stock below zero", async () => {
    const product = await productWithStock(t, 20);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeShopper(t)));
    for (const b of buyers) await putInBasket(t, b, product.id, 1);
    // Every buyer saw it in stock; now only 5 are left.
    await t.app.internals.db.query("UPDATE products SET stock = 5 WHERE id = $1", [product.id]);

    const answers = await Promise.all(buyers.map((b) => place(b)));
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(5);
    for (const r of created) expectAnswer("orderCreate", r.json());
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.headers["x-error-code"]).toBe("CART.OVER_STOCK");
    }
    expect(await stockOf(t, product.id)).toBe(0);
    const [sold] = await t.app.internals.db.query<{ orders: number; units: number }>(
      `SELECT count(DISTINCT o.id)::int AS orders, coalesce(sum(op.amount), 0)::int AS units
       FROM orders o JOIN order_products op ON op.order_id = o.id WHERE op.product_id = $1`,
      [product.id],
    );
    expect(sold).toEqual({ orders: 5, units: 5 });
  });

  it("makes one order of 20 checkouts of one account at once, each with its own key; 19 clear refusals", async () => {
    const who = await makeShopper(t, 50_000);
    const products = [
      await productWithStock(t, 40, [], "sale_price = 0 AND id > 20"),
      await productWithStock(t, 40, [], "sale_price = 0 AND id > 30"),
    ];
    for (const p of products) await putInBasket(t, who, p.id, 2);
    const db = t.app.internals.db;
    // How many of the server's sessions wait on a lock of this shopper's row, sampled through the burst: one
    // account's checkouts take turns in the process, so none should sit on a pooled connection waiting.
    let waiting = 0;
    let sampling = backend === "postgres";
    const sampler = (async () => {
      while (sampling) {
        const [row] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM users%'`,
        );
        waiting = Math.max(waiting, row!.n);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const burst = Array.from({ length: 20 }, (_, i) =>
      place(who, { "idempotency-key": `burst-${who.id}-${i}` }),
    );
    // Another shopper's catalogue reads while the burst runs all answer.
    const reads = Array.from({ length: 10 }, (_, i) =>
      t.app.inject({ url: `/api/v1/products/?page=${i + 1}&size=5&ordering=-price` }),
    );
    const answers = await Promise.all(burst);
    sampling = false;
    await sampler;
    expect((await Promise.all(reads)).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.headers["x-error-code"]).toBe("CART.EMPTY");
    }
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE user_id = $1",
      [who.id],
    );
    expect(count!.n).toBe(1);
    for (const p of products) expect(await stockOf(t, p.id)).toBe(38);
    expect(waiting).toBe(0);
  });

  it.skipIf(backend !== "postgres")(
    "refuses a sold-out line before taking any lock: a checkout holding the product does not hold it up",
    async () => {
      const product = await productWithStock(t, 1, [], "sale_price = 0 AND id > 40");
      const who = await makeShopper(t);
      await putInBasket(t, who, product.id, 1);
      await t.app.internals.db.query("UPDATE products SET stock = 0 WHERE id = $1", [product.id]);
      // Another checkout (here: a bare connection) holds the product's and the shopper's rows.
      const { default: pg } = await import("pg");
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query(`SET search_path TO ${t.config.databaseSchema}, public`);
        await holder.query("BEGIN");
        await holder.query("SELECT 1 FROM products WHERE id = $1 FOR UPDATE", [product.id]);
        await holder.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [who.id]);
        const answer = place(who);
        const first = await Promise.race([
          answer,
          new Promise<"held up">((resolve) => setTimeout(() => resolve("held up"), 5_000)),
        ]);
        expect(first === "held up" ? first : first.headers["x-error-code"]).toBe("CART.OVER_STOCK");
      } finally {
        await holder.query("ROLLBACK");
        await holder.end();
      }
    },
  );

  it("makes one order of the same Idempotency-Key sent several times at once", async () => {
    const product = await productWithStock(t, 50, [], "sale_price = 0 AND id > 5");
    const who = await makeShopper(t);
    await putInBasket(t, who, product.id, 3);
    const before = await stockOf(t, product.id);
    const key = { "idempotency-key": "double-click-1" };
    const answers = await Promise.all([place(who, key), place(who, key), place(who, key)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((r) => expectAnswer("orderCreate", r.json()).id));
    expect(ids.size).toBe(1);
    const [count] = await t.app.internals.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE user_id = $1",
      [who.id],
    );
    expect(count!.n).toBe(1);
    expect(await stockOf(t, product.id)).toBe(before - 3);
  });
});
