import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderPlaced, OrderStatusChanged } from "../../server/platform/outbox.port.ts";
import {
  UNTOUCHED_PRODUCT,
  caller,
  makeShopper,
  orderBody,
  placeOnlineOrder,
  places,
  productWithStock,
  putInBasket,
  type Shopper,
} from "./helpers/shoppers.ts";
import { textsTo } from "./helpers/sms-outbox.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const KEY = "Test&Key#0123456789abcdefGHIJ";
const MERCHANT = "5e730e8e0b852a417aa49ceb";
const PAYME_AUTH = `Basic ${Buffer.from(`Paycom:${KEY}`).toString("base64")}`;

// The orders module publishes what happens to an order, and the modules that react subscribe: the catalogue
// drops the answers that show the stock, notifications text the shopper, loyalty moves the balances.
describe.each(BACKENDS)("an order's lifecycle events on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 120,
      env: { PAYMENT_TYPES: "cash,payme", PAYME_MERCHANT_ID: MERCHANT, PAYME_KEY: KEY },
    });
    call = caller(t);
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const db = () => t.app.internals.db;
  const phoneOf = async (who: Shopper) =>
    (await db().query<{ phone: string }>("SELECT phone FROM users WHERE id = $1", [who.id]))[0]!.phone;
  const eventsOf = async <T>(topic: string, orderId: number) =>
    db().query<{ subscriber: string; payload: T }>(
      `SELECT subscriber, payload FROM outbox WHERE topic = $1 AND (payload->>'orderId')::int = $2
       ORDER BY subscriber`,
      [topic, orderId],
    );
  const placeCash = async (units = 1) => {
    const product = await productWithStock(t, 10, [], UNTOUCHED_PRODUCT);
    const who = await makeShopper(t);
    await putInBasket(t, who, product.id, units);
    const r = await call("POST", "orders/order/", who, { payload: orderBody(district) });
    expect(r.statusCode, r.body).toBe(201);
    return { who, product, order: expectAnswer("orderCreate", r.json()) };
  };
  const detailOf = async (slug: string) => {
    const r = await t.app.inject({ url: `/api/v1/products/detail/${slug}/` });
    expect(r.statusCode).toBe(200);
    return r.json<{ id: number; realtime_count: number }>();
  };
  /** Reads until the answer shows `stock`, for at most a second: the outbox runs once the order commits. */
  const showsWithinASecond = async (slug: string, stock: number) => {
    const deadline = Date.now() + 1000;
    for (;;) {
      if ((await detailOf(slug)).realtime_count === stock) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it("writes orders.placed with the stock taken, once for each subscriber, in the order's own transaction", async () => {
    const { who, product, order } = await placeCash(3);
    const events = await eventsOf<OrderPlaced>("orders.placed", order.id);
    // The exchange owes every placed order to 1C's next mode=query (decision 0033).
    expect(events.map((e) => e.subscriber)).toEqual(["catalogue", "exchange"]);
    expect(events[0]!.payload).toMatchObject({
      orderId: order.id,
      userId: who.id,
      status: 1,
      stockTaken: [{ productId: product.id, amount: 3 }],
    });
    // A refused checkout (more than the stock) rolls its event back with it.
    const [before] = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    const greedy = await makeShopper(t);
    await putInBasket(t, greedy, product.id, 5);
    await db().query("UPDATE products SET stock = 2 WHERE id = $1", [product.id]);
    const refused = await call("POST", "orders/order/", greedy, { payload: orderBody(district) });
    expect(refused.headers["x-error-code"]).toBe("CART.OVER_STOCK");
    const [after] = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    expect(after!.n).toBe(before!.n);
  });

  it("shows the new stock on a cached product page within a second of an order and of its cancel, keeping other answers", async () => {
    const [a, b] = await db().query<{ id: number; slug: string }>(
      `SELECT id, slug FROM products WHERE ${UNTOUCHED_PRODUCT} ORDER BY id LIMIT 2`,
    );
    await db().query("UPDATE products SET stock = 9 WHERE id = ANY($1::int[])", [[a!.id, b!.id]]);
    await t.app.internals.outbox.kick();
    t.app.internals.cache.clear();
    expect((await detailOf(a!.slug)).realtime_count).toBe(9);
    expect((await detailOf(b!.slug)).realtime_count).toBe(9);
    const cache = t.app.internals.cache;

    const who = await makeShopper(t);
    await putInBasket(t, who, a!.id, 4);
    const placed = await call("POST", "orders/order/", who, { payload: orderBody(district) });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await showsWithinASecond(a!.slug, 5)).toBe(true);
    // The other product's page is still the cached answer: only the answers showing the order's products go.
    const hits = cache.hits;
    expect((await detailOf(b!.slug)).realtime_count).toBe(9);
    expect(cache.hits).toBe(hits + 1);

    const id = expectAnswer("orderCreate", placed.json()).id;
    expect((await t.app.internals.orders.changeStatus(id, "cancel", "shopper", { userId: who.id })).ok).toBe(
      true,
    );
    expect(await showsWithinASecond(a!.slug, 9)).toBe(true);
  });

  it("drops the cached lists and search answers that show an ordered product", async () => {
    const product = await productWithStock(t, 30, [], UNTOUCHED_PRODUCT);
    const [row] = await db().query<{ title: string; category: number }>(
      "SELECT title_ru AS title, category_id AS category FROM products WHERE id = $1",
      [product.id],
    );
    await t.app.internals.outbox.kick();
    t.app.internals.cache.clear();
    const urls = [
      `/api/v1/products/?category_id=${row!.category}&size=100`,
      `/api/v1/products/?search=${encodeURIComponent(row!.title)}&size=100`,
    ];
    const stockIn = async (url: string) => {
      const r = await t.app.inject({ url, headers: { "accept-language": "ru" } });
      const hit = r
        .json<{ results: { id: number; realtime_count: number }[] }>()
        .results.find((p) => p.id === product.id);
      return hit?.realtime_count;
    };
    for (const url of urls) expect(await stockIn(url)).toBe(30);
    const who = await makeShopper(t);
    await putInBasket(t, who, product.id, 7);
    expect((await call("POST", "orders/order/", who, { payload: orderBody(district) })).statusCode).toBe(201);
    await t.app.internals.outbox.kick();
    for (const url of urls) expect(await stockIn(url)).toBe(23);
  });

  it("texts the shopper for every path an order takes, not only the back office's", async () => {
    const payme = async (method: string, params: Record<string, unknown>) => {
      const r = await t.app.inject({
        method: "POST",
        url: "/api/v1/payments/payme/",
        payload: { jsonrpc: "2.0", id: 1, method, params },
        headers: { authorization: PAYME_AUTH },
      });
      const answer = r.json<{ error?: unknown; result?: unknown }>();
      expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
    };
    // Paid online: approved by the provider's callback.
    const paid = await placeOnlineOrder(t, district, 4);
    const tx = `${Date.now().toString(16)}00000001`;
    const account = { order_id: String(paid.order.id) };
    await payme("CreateTransaction", { id: tx, time: Date.now(), amount: paid.som * 100, account });
    await payme("PerformTransaction", { id: tx });
    // Refunded by the provider before dispatch: cancelled.
    await payme("CancelTransaction", { id: tx, reason: 5 });
    // Left unpaid: cancelled by the timeout.
    const unpaid = await placeOnlineOrder(t, district, 4);
    expect(await t.app.internals.orders.expireDue(new Date(Date.now() + 2 * 3_600_000))).toBeGreaterThan(0);
    // Cancelled by the shopper: nothing to tell them.
    const own = await placeCash();
    expect(
      (await t.app.internals.orders.changeStatus(own.order.id, "cancel", "shopper", { userId: own.who.id }))
        .ok,
    ).toBe(true);

    await t.app.internals.outbox.kick();
    const texts = async (who: Shopper) =>
      textsTo(t.config.dataDir, await phoneOf(who)).map((m) => [m.purpose, m.text]);
    expect(await texts(paid.who)).toEqual([
      ["order_approved", `Qurilish bozori: ваш заказ №${paid.order.id} подтверждён.`],
      ["order_cancelled", `Qurilish bozori: заказ №${paid.order.id} отменён.`],
    ]);
    expect(await texts(unpaid.who)).toEqual([
      ["order_cancelled", `Qurilish bozori: заказ №${unpaid.order.id} отменён.`],
    ]);
    expect(await texts(own.who)).toEqual([]);
  });

  it("hands each subscriber its own copy: one that keeps failing leaves the others done, and is tried again", async () => {
    const { who, order } = await placeCash();
    await t.app.internals.outbox.kick();
    // The console SMS sender cannot write while its file's name is taken by a folder.
    const file = path.join(t.config.dataDir, "sms-outbox.jsonl");
    const kept = `${file}.kept`;
    if (existsSync(file)) renameSync(file, kept);
    mkdirSync(file);
    try {
      expect((await t.app.internals.orders.changeStatus(order.id, "approve", "operator")).ok).toBe(true);
      await t.app.internals.outbox.kick();
    } finally {
      rmSync(file, { recursive: true });
      if (existsSync(kept)) renameSync(kept, file);
    }
    const rows = await db().query<{ subscriber: string; done: boolean; payload: OrderStatusChanged }>(
      `SELECT subscriber, processed_at IS NOT NULL AS done, payload FROM outbox
       WHERE topic = 'orders.status_changed' AND (payload->>'orderId')::int = $1 ORDER BY subscriber`,
      [order.id],
    );
    expect(rows.map((r) => [r.subscriber, r.done])).toEqual([
      ["catalogue", true],
      ["exchange", true],
      ["loyalty", true],
      ["notifications", false],
    ]);
    expect(rows[0]!.payload).toMatchObject({ orderId: order.id, previous: 1, status: 3, actor: "operator" });
    // Due again (as after its delay): only the text goes, once.
    await db().query(
      `UPDATE outbox SET available_at = now() WHERE subscriber = 'notifications' AND processed_at IS NULL`,
    );
    await t.app.internals.outbox.kick();
    const sent = textsTo(t.config.dataDir, await phoneOf(who)).map((m) => m.purpose);
    expect(sent).toEqual(["order_approved"]);
  });
});
