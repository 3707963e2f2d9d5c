import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addPromo,
  caller,
  cashbackOf,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  stockOf,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const MINUTE = 60_000;

// An online order waits for its payment; unpaid after ORDER_PAYMENT_MINUTES it is cancelled by the durable
// expiry row, once, whoever polls. The clock is the test's: `expireDue(now)` is what the poller calls.
describe.each(BACKENDS)("unpaid online orders on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60, env: { PAYMENT_TYPES: "cash,payme,click" } });
    call = caller(t);
    district = (await places(t)).city.id;
    await addPromo(t, "ONLAYN", { amount: 1_000 });
  });
  afterAll(() => t?.close());

  const placeOnline = async (stock: number, cashback: number, promo = false) => {
    const product = await productWithStock(
      t,
      stock,
      [],
      `sale_price = 0 AND id NOT IN (SELECT product_id FROM order_products WHERE product_id IS NOT NULL)`,
    );
    const who = await makeShopper(t, cashback);
    await putInBasket(t, who, product.id, stock);
    const body = orderBody(district, {
      payment_type: 4,
      use_cashback_balance: true,
      ...(promo ? { promo_code: "ONLAYN" } : {}),
    });
    const r = await call("POST", "orders/order/", who, { payload: body });
    expect(r.statusCode, r.body).toBe(201);
    return { who, product, order: expectAnswer("orderCreate", r.json()) };
  };
  const statusOf = async (id: number) =>
    (await t.app.internals.db.query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!
      .status;

  it("starts awaiting payment and is cancelled after the timeout, giving back stock, cashback and promo", async () => {
    const { who, product, order } = await placeOnline(2, 4_000, true);
    expect(await statusOf(order.id)).toBe(2);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await cashbackOf(t, who)).toBe(0);
    const orders = t.app.internals.orders;
    expect(await orders.expireDue(new Date(Date.now() + 59 * MINUTE))).toBe(0);
    expect(await statusOf(order.id)).toBe(2);
    expect(await orders.expireDue(new Date(Date.now() + 61 * MINUTE))).toBe(1);
    expect(await statusOf(order.id)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await cashbackOf(t, who)).toBe(4_000);
    const [uses] = await t.app.internals.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM promo_code_uses WHERE order_id = $1",
      [order.id],
    );
    expect(uses!.n).toBe(0);
    const detail = expectAnswer("orderDetail", (await call("GET", `orders/${order.id}/`, who)).json());
    expect(detail.status_logs.map((l) => l.status)).toEqual([2, 0]);
    const [log] = await t.app.internals.db.query<{ actor: string; event: string }>(
      "SELECT actor, event FROM order_status_logs WHERE order_id = $1 AND status = 0",
      [order.id],
    );
    expect(log).toEqual({ actor: "system", event: "expire" });
    // Nothing is left to run: a second pass cancels nothing and returns nothing twice.
    expect(await orders.expireDue(new Date(Date.now() + 120 * MINUTE))).toBe(0);
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await cashbackOf(t, who)).toBe(4_000);
  });

  it("cancels each due order once when several pollers run at once", async () => {
    const placed = [await placeOnline(1, 0), await placeOnline(1, 0), await placeOnline(1, 0)];
    const later = new Date(Date.now() + 61 * MINUTE);
    const orders = t.app.internals.orders;
    const counts = await Promise.all([
      orders.expireDue(later),
      orders.expireDue(later),
      orders.expireDue(later),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const p of placed) {
      expect(await statusOf(p.order.id)).toBe(0);
      expect(await stockOf(t, p.product.id)).toBe(1);
    }
  });

  it("leaves a paid order alone", async () => {
    const { order } = await placeOnline(1, 0);
    const orders = t.app.internals.orders;
    expect((await orders.changeStatus(order.id, "pay", "operator")).ok).toBe(false);
    expect((await orders.changeStatus(order.id, "pay", "payment")).ok).toBe(true);
    expect(await orders.expireDue(new Date(Date.now() + 61 * MINUTE))).toBe(0);
    expect(await statusOf(order.id)).toBe(3);
    const [row] = await t.app.internals.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_expiries WHERE order_id = $1",
      [order.id],
    );
    expect(row!.n).toBe(0);
  });
});
