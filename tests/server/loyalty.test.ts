import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MASTER_STARTING_POINTS } from "../../domain/master.ts";
import { parseMoneyString } from "../../domain/money.ts";
import { codeSentTo } from "./helpers/sms-outbox.ts";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  UNTOUCHED_PRODUCT,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// The loyalty ledger against the balances it explains, through the real checkout: spending at placing, the
// return at a cancel, the credit at delivery (cashback for all, points for masters), and the balance call.
describe.each(BACKENDS)("loyalty on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 200,
      env: { CASHBACK_PERCENT: "10", LOYALTY_SOM_PER_POINT: "1000" },
    });
    call = caller(t);
    district = (await places(t)).city.id;
  });
  afterAll(() => t.close());

  const orders = () => t.app.internals.orders;

  /** Places the shopper's basket of one untouched product as a pick-up cash order; answers its id. */
  async function place(who: Shopper, useCashback: boolean) {
    const product = await productWithStock(t, 3, [], UNTOUCHED_PRODUCT);
    await putInBasket(t, who, product.id, 1);
    const r = await call("POST", "orders/order/", who, {
      payload: orderBody(district, { use_cashback_balance: useCashback }),
    });
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    return { id: order.id, paid: parseMoneyString(order.order_price) };
  }

  /** Delivers the order and waits for the loyalty module's reaction (the credit) to run. */
  async function deliver(orderId: number) {
    expect((await orders().changeStatus(orderId, "approve", "operator")).ok).toBe(true);
    expect((await orders().changeStatus(orderId, "deliver", "operator")).ok).toBe(true);
    await t.app.internals.outbox.kick();
  }

  /** The balances as users holds them and as the ledger adds them up, once the outbox has run. */
  async function books(who: Shopper) {
    await t.app.internals.outbox.kick();
    const db = t.app.internals.db;
    const [user] = await db.query<{ cashback: string | number; points: string | number }>(
      "SELECT cashback_balance AS cashback, coupon_balance AS points FROM users WHERE id = $1",
      [who.id],
    );
    const sums = await db.query<{ currency: string; total: string | number }>(
      "SELECT currency, sum(amount) AS total FROM loyalty_ledger WHERE user_id = $1 GROUP BY currency",
      [who.id],
    );
    const sum = (c: string) => Number(sums.find((s) => s.currency === c)?.total ?? 0);
    return {
      balance: { cashback: Number(user!.cashback), points: Number(user!.points) },
      ledger: { cashback: sum("cashback"), points: sum("points") },
    };
  }

  const balanceOf = async (who: Shopper | null, query = "") => {
    const r = await call("GET", `account/balance/${query}`, who);
    return { status: r.statusCode, body: r.json() as unknown, headers: r.headers };
  };

  it("needs a signed-in user", async () => {
    const r = await balanceOf(null);
    expect(r.status).toBe(401);
    expect((await call("GET", "account/balance/", { id: 0, token: "forged" })).statusCode).toBe(401);
  });

  it("writes every cashback move with its ledger row: earned, spent, returned add up to the balance", async () => {
    const who = await makeShopper(t);
    const first = await place(who, false);
    await deliver(first.id);
    const earned = Math.floor(first.paid / 10);
    expect(earned).toBeGreaterThan(0);
    expect(await books(who)).toEqual({
      balance: { cashback: earned, points: 0 },
      ledger: { cashback: earned, points: 0 },
    });

    // Spent at placing, returned when the shopper cancels.
    const second = await place(who, true);
    expect((await books(who)).balance.cashback).toBe(0);
    expect((await orders().changeStatus(second.id, "cancel", "shopper", { userId: who.id })).ok).toBe(true);
    expect((await books(who)).balance.cashback).toBe(earned);

    // Spent again, then delivered: its own cashback is earned on top; a second credit pays nothing.
    const third = await place(who, true);
    await deliver(third.id);
    expect(await orders().accrueCashback(third.id)).toEqual({ ok: true, value: 0 });
    const after = await books(who);
    expect(after.ledger).toEqual(after.balance);
    expect(after.balance.cashback).toBe(Math.floor(third.paid / 10));

    const answer = expectAnswer("accountBalance", (await balanceOf(who)).body);
    expect(answer.cashback_balance).toBe(`${after.balance.cashback}.00`);
    expect(answer.is_master).toBe(false);
    expect(answer.discount_card).toBeNull();
    const rows = answer.history.results.map((e) => [e.kind, e.currency, e.amount, e.order_id]);
    expect(rows).toEqual([
      ["earned", "cashback", `${Math.floor(third.paid / 10)}.00`, third.id],
      ["spent", "cashback", `${earned}.00`, third.id],
      ["returned", "cashback", `${earned}.00`, second.id],
      ["spent", "cashback", `${earned}.00`, second.id],
      ["earned", "cashback", `${earned}.00`, first.id],
    ]);
    // A shopper who is no master earns no points.
    expect(answer.points).toBe("0.00");
  });

  it("gives a master the starting points and points per delivered order, each a ledger row", async () => {
    const who = await makeShopper(t);
    const [{ phone }] = (await t.app.internals.db.query<{ phone: string }>(
      "SELECT phone FROM users WHERE id = $1",
      [who.id],
    )) as [{ phone: string }];
    expect((await call("POST", "account/request-for-master/", who, { payload: { phone } })).statusCode).toBe(
      200,
    );
    const otp = await codeSentTo(t.app, t.config.dataDir, phone);
    const verified = await call("POST", "account/verify-request-for-master/", who, {
      payload: { phone, otp },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const order = await place(who, false);
    await deliver(order.id);
    const points = Math.floor(order.paid / 1000);
    expect(points).toBeGreaterThan(0);
    const after = await books(who);
    expect(after.ledger).toEqual(after.balance);
    expect(after.balance.points).toBe(MASTER_STARTING_POINTS + points);

    const answer = expectAnswer("accountBalance", (await balanceOf(who)).body);
    expect(answer.is_master).toBe(true);
    expect(answer.discount_card).toMatch(/^QB\d{9}$/);
    expect(answer.points).toBe(`${MASTER_STARTING_POINTS + points}.00`);
    const pointRows = answer.history.results
      .filter((e) => e.currency === "points")
      .map((e) => [e.kind, e.amount, e.order_id]);
    expect(pointRows).toEqual([
      ["earned", `${points}.00`, order.id],
      ["earned", `${MASTER_STARTING_POINTS}.00`, null],
    ]);
  });

  it("pages the history and shows each user only their own", async () => {
    const me = await makeShopper(t);
    const stranger = await makeShopper(t);
    for (let i = 0; i < 3; i++) await deliver((await place(me, false)).id);
    await deliver((await place(stranger, false)).id);

    const first = expectAnswer("accountBalance", (await balanceOf(me, "?size=2")).body);
    expect(first.history).toMatchObject({ current_page: 1, page_size: 2, total: 3, total_pages: 2 });
    expect(first.history.links.next).toContain("page=2");
    const second = expectAnswer("accountBalance", (await balanceOf(me, "?size=2&page=2")).body);
    expect(second.history.results).toHaveLength(1);
    const mine = [...first.history.results, ...second.history.results].map((e) => e.order_id);
    expect(new Set(mine).size).toBe(3);

    const theirs = expectAnswer("accountBalance", (await balanceOf(stranger)).body);
    expect(theirs.history.total).toBe(1);
    expect(mine).not.toContain(theirs.history.results[0]!.order_id);
    const r = await balanceOf(me);
    expect(r.headers["cache-control"]).toMatch(/no-store|private/);
  });

  it("refuses a page that is not a positive whole number", async () => {
    expect((await balanceOf(await makeShopper(t), "?page=0")).status).toBe(400);
  });
});
