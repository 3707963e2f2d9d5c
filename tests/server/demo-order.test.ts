import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../server/db/seed/demo-account.seed.ts";
import { caller, makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// The demo shopper's past order (server/db/seed/demo-order.seed.ts): delivered, of a product it has not
// reviewed, so a person trying the shop may write a review as a buyer would.

describe.each(BACKENDS)("the demo shopper's past order (%s)", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let demo: Shopper;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 300 });
    call = caller(t);
    const login = await call("POST", "auth/login/", null, {
      payload: { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password },
    });
    const [user] = await t.app.internals.db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [
      DEMO_ACCOUNT.phone,
    ]);
    demo = { id: user!.id, token: expectAnswer("login", login.json()).access };
  });
  afterAll(async () => t?.close());

  const pastOrder = async () => {
    const history = expectAnswer("ordersList", (await call("GET", "orders/?status__in=0,6", demo)).json());
    expect(history.results).toHaveLength(1);
    return expectAnswer("orderDetail", (await call("GET", `orders/${history.results[0]!.id}/`, demo)).json());
  };

  it("is in the history: delivered, picked up, paid in cash, logged placed → approved → delivered", async () => {
    const order = await pastOrder();
    expect(order.status).toBe(6);
    expect(order.delivery_type).toBe(3);
    expect(order.status_logs.map((l) => l.status)).toEqual([1, 3, 6]);
    expect(order.order_products).toHaveLength(1);
    const line = order.order_products[0]!;
    expect(line.amount).toBe(2);
    expect(Number(order.order_price)).toBe(Number(line.product_price) * 2);
    const active = expectAnswer("ordersList", (await call("GET", "orders/?status__in=3,4,5", demo)).json());
    expect(active.total).toBe(0);
  });

  it("holds a product the demo shopper may review, and nobody else may", async () => {
    const slug = (await pastOrder()).order_products[0]!.product!.slug;
    const facts = async (who: Shopper | null) => {
      const detail = expectAnswer(
        "productDetail",
        (await call("GET", `products/detail/${slug}/`, who)).json(),
      );
      return [detail.can_comment, detail.has_comment];
    };
    expect(await facts(demo)).toEqual([true, false]);
    expect(await facts(await makeShopper(t))).toEqual([false, false]);
    expect(await facts(null)).toEqual([false, false]);
  });
});
