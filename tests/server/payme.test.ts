import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  UNTOUCHED_PRODUCT,
  caller,
  cashbackOf,
  makeShopper,
  orderBody,
  placeOnlineOrder,
  places,
  productWithStock,
  putInBasket,
  stockOf,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const KEY = "Test&Key#0123456789abcdefGHIJ";
const MERCHANT = "5e730e8e0b852a417aa49ceb";
const basic = (login: string, key: string) => `Basic ${Buffer.from(`${login}:${key}`).toString("base64")}`;
const AUTH = basic("Paycom", KEY);
const TWELVE_HOURS = 43_200_000;

interface RpcAnswer {
  id: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string };
}

let nextId = 0;
const txId = () => `${Date.now().toString(16)}${(++nextId).toString(16).padStart(8, "0")}`;

// Payme's sandbox scenarios played against our Merchant API: the same JSON-RPC calls Payme makes.
describe.each(BACKENDS)("Payme Merchant API on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 80,
      env: { PAYMENT_TYPES: "cash,payme", PAYME_MERCHANT_ID: MERCHANT, PAYME_KEY: KEY },
    });
    call = caller(t);
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const send = async (payload: string, authorization: string | null = AUTH): Promise<RpcAnswer> => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/payme/",
      payload,
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const rpc = (method: string, params: Record<string, unknown>, authorization: string | null = AUTH) =>
    send(JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }), authorization);
  const ok = async (method: string, params: Record<string, unknown>) => {
    const a = await rpc(method, params);
    expect(a.error, JSON.stringify(a.error)).toBeUndefined();
    return a.result!;
  };
  const code = async (method: string, params: Record<string, unknown>) =>
    (await rpc(method, params)).error?.code;

  const placeOnline = async (cashback = 0) => {
    const { who, product, order, som } = await placeOnlineOrder(t, district, 4, { cashback });
    return { who, product, order, amount: som * 100, account: { order_id: String(order.id) } };
  };
  const db = () => t.app.internals.db;
  const statusOf = async (id: number) =>
    (await db().query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!.status;
  const logsOf = async (id: number) =>
    (
      await db().query<{ event: string; actor: string }>(
        "SELECT event, actor FROM order_status_logs WHERE order_id = $1 ORDER BY id",
        [id],
      )
    ).map((l) => `${l.event}:${l.actor}`);
  const create = async (p: Awaited<ReturnType<typeof placeOnline>>, id = txId()) => {
    const result = await ok("CreateTransaction", {
      id,
      time: Date.now(),
      amount: p.amount,
      account: p.account,
    });
    return { id, result };
  };

  it("leaves an order paid in full with cashback waiting for approval, with nothing for Payme to take", async () => {
    const product = await productWithStock(t, 1, [], UNTOUCHED_PRODUCT);
    const who = await makeShopper(t, product.price + 5_000);
    await putInBasket(t, who, product.id, 1);
    const r = await call("POST", "orders/order/", who, {
      payload: orderBody(district, { payment_type: 4, use_cashback_balance: true }),
    });
    const order = expectAnswer("orderCreate", r.json());
    expect(order.order_price).toBe("0.00");
    expect(order.payment_url).toBeNull();
    expect(await statusOf(order.id)).toBe(1);
    expect(await cashbackOf(t, who)).toBe(5_000);
    expect(
      await code("CheckPerformTransaction", { amount: 100, account: { order_id: String(order.id) } }),
    ).toBe(-31001);
  });

  it("refuses calls without Payme's credentials", async () => {
    const { amount, account } = await placeOnline();
    const params = { amount, account };
    for (const auth of [null, basic("Paycom", "wrong"), basic("Payme", KEY), `Bearer ${KEY}`]) {
      const a = await rpc("CheckPerformTransaction", params, auth);
      expect(a.error?.code, String(auth)).toBe(-32504);
      expect(a.id).toBe(7);
    }
    expect((await ok("CheckPerformTransaction", params)).allow).toBe(true);
  });

  it("answers a parse error, an invalid request and an unknown method", async () => {
    const parse = await send("{not json");
    expect(parse).toMatchObject({ id: null, error: { code: -32700 } });
    expect((await send(JSON.stringify({ id: 1, method: "CheckTransaction" }))).error?.code).toBe(-32600);
    expect(await code("ChargeEverything", {})).toBe(-32601);
    expect(await code("CreateTransaction", { amount: 100, account: { order_id: "1" } })).toBe(-32600);
  });

  it("checks the amount, the order and whether it waits for payment", async () => {
    const p = await placeOnline();
    expect(await code("CheckPerformTransaction", { amount: p.amount + 100, account: p.account })).toBe(
      -31001,
    );
    expect(await code("CheckPerformTransaction", { amount: p.amount / 100, account: p.account })).toBe(
      -31001,
    );
    const missing = await rpc("CheckPerformTransaction", {
      amount: p.amount,
      account: { order_id: "999999" },
    });
    expect(missing.error).toMatchObject({ code: -31050, data: "order_id" });
    expect(Object.keys(missing.error!.message).sort()).toEqual(["en", "ru", "uz"]);
    const { id } = await create(p);
    await ok("PerformTransaction", { id });
    const paid = await rpc("CheckPerformTransaction", { amount: p.amount, account: p.account });
    expect(paid.error).toMatchObject({ code: -31051, data: "order_id" });
  });

  it("answers a repeated CreateTransaction alike and refuses a second transaction for the order", async () => {
    const p = await placeOnline();
    const first = await create(p);
    expect(first.result).toMatchObject({ state: 1 });
    const again = await ok("CreateTransaction", {
      id: first.id,
      time: Date.now(),
      amount: p.amount,
      account: p.account,
    });
    expect(again).toEqual(first.result);
    const other = await rpc("CreateTransaction", {
      id: txId(),
      time: Date.now(),
      amount: p.amount,
      account: p.account,
    });
    expect(other.error).toMatchObject({ code: -31052, data: "order_id" });
    expect(
      await code("CreateTransaction", { id: txId(), time: Date.now(), amount: 100, account: p.account }),
    ).toBe(-31001);
  });

  it("cancels a transaction 12 hours old with reason 4 and refuses it", async () => {
    const p = await placeOnline();
    const { id } = await create(p);
    await db().query(
      "UPDATE payment_transactions SET create_time = create_time - $2 WHERE provider_id = $1",
      [id, TWELVE_HOURS + 1],
    );
    expect(
      await code("CreateTransaction", { id, time: Date.now(), amount: p.amount, account: p.account }),
    ).toBe(-31008);
    expect(await ok("CheckTransaction", { id })).toMatchObject({ state: -1, reason: 4 });
    expect(await code("PerformTransaction", { id })).toBe(-31008);
    expect(await statusOf(p.order.id)).toBe(2);
    const late = await placeOnline();
    const stale = {
      id: txId(),
      time: Date.now() - TWELVE_HOURS - 1000,
      amount: late.amount,
      account: late.account,
    };
    expect(await code("CreateTransaction", stale)).toBe(-31008);
  });

  it("refuses to perform a transaction 12 hours old and cancels it with reason 4", async () => {
    const p = await placeOnline();
    const { id } = await create(p);
    await db().query(
      "UPDATE payment_transactions SET create_time = create_time - $2 WHERE provider_id = $1",
      [id, TWELVE_HOURS + 1],
    );
    expect(await code("PerformTransaction", { id })).toBe(-31008);
    expect(await ok("CheckTransaction", { id })).toMatchObject({ state: -1, reason: 4 });
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("performs once: the order is approved once and a repeat answers the same perform_time", async () => {
    const p = await placeOnline();
    const { id, result } = await create(p);
    const first = await ok("PerformTransaction", { id });
    expect(first).toMatchObject({ transaction: result.transaction, state: 2 });
    expect(first.perform_time).toBeGreaterThan(0);
    const again = await ok("PerformTransaction", { id });
    expect(again).toEqual(first);
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
    const [expiry] = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_expiries WHERE order_id = $1",
      [p.order.id],
    );
    expect(expiry!.n).toBe(0);
  });

  it("approves an order once when two PerformTransaction calls race", async () => {
    const p = await placeOnline();
    const { id } = await create(p);
    const [a, b] = await Promise.all([rpc("PerformTransaction", { id }), rpc("PerformTransaction", { id })]);
    expect(a.result).toBeDefined();
    expect(b.result).toEqual(a.result);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
  });

  it("cancels before perform: state -1, the order still awaiting payment and payable by a new transaction", async () => {
    const p = await placeOnline(3_000);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await cashbackOf(t, p.who)).toBe(0);
    const { id } = await create(p);
    const cancelled = await ok("CancelTransaction", { id, reason: 3 });
    expect(cancelled).toMatchObject({ state: -1 });
    expect(await statusOf(p.order.id)).toBe(2);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await ok("CancelTransaction", { id, reason: 3 })).toEqual(cancelled);
    expect(await code("PerformTransaction", { id })).toBe(-31008);
    expect(await ok("CheckTransaction", { id })).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
    expect(await logsOf(p.order.id)).toEqual(["place:shopper"]);
    // Paying again: a new transaction for the same order is accepted and approves it.
    const again = await create(p);
    await ok("PerformTransaction", { id: again.id });
    expect(await statusOf(p.order.id)).toBe(3);
  });

  it("refunds after perform: state -2 reason 5, the order cancelled with its stock and cashback back", async () => {
    const p = await placeOnline(3_000);
    const { id } = await create(p);
    await ok("PerformTransaction", { id });
    const refunded = await ok("CancelTransaction", { id, reason: 5 });
    expect(refunded).toMatchObject({ state: -2 });
    expect(await ok("CheckTransaction", { id })).toMatchObject({ state: -2, reason: 5 });
    expect(await statusOf(p.order.id)).toBe(0);
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect(await cashbackOf(t, p.who)).toBe(3_000);
    expect(await ok("CancelTransaction", { id, reason: 5 })).toEqual(refunded);
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment", "refund:payment"]);
  });

  it("refuses a refund once the goods have left the shop", async () => {
    const p = await placeOnline();
    const { id } = await create(p);
    await ok("PerformTransaction", { id });
    expect((await t.app.internals.orders.changeStatus(p.order.id, "dispatch", "operator")).ok).toBe(true);
    expect(await code("CancelTransaction", { id, reason: 5 })).toBe(-31007);
    expect(await ok("CheckTransaction", { id })).toMatchObject({ state: 2 });
    expect(await statusOf(p.order.id)).toBe(4);
  });

  it("answers CheckTransaction with Payme's fields and -31003 for an unknown one", async () => {
    const p = await placeOnline();
    const { id, result } = await create(p);
    expect(await ok("CheckTransaction", { id })).toEqual({
      create_time: result.create_time,
      perform_time: 0,
      cancel_time: 0,
      transaction: result.transaction,
      state: 1,
      reason: null,
    });
    for (const method of ["CheckTransaction", "PerformTransaction"]) {
      expect(await code(method, { id: "nope" })).toBe(-31003);
    }
    expect(await code("CancelTransaction", { id: "nope", reason: 1 })).toBe(-31003);
  });

  it("lists the transactions created in GetStatement's period, bounds included", async () => {
    const [a, b] = [await placeOnline(), await placeOnline()];
    const [ta, tb] = [await create(a), await create(b)];
    const at = async (id: string, ms: number) =>
      db().query("UPDATE payment_transactions SET create_time = $2 WHERE provider_id = $1", [id, ms]);
    await at(ta.id, 1_000_000);
    await at(tb.id, 2_000_000);
    const list = async (from: number, to: number) =>
      ((await ok("GetStatement", { from, to })).transactions as { id: string }[]).map((x) => x.id);
    expect(await list(1_000_000, 1_999_999)).toEqual([ta.id]);
    expect(await list(1_000_001, 2_000_000)).toEqual([tb.id]);
    expect(await list(0, 2_000_000)).toEqual([ta.id, tb.id]);
    const [entry] = (await ok("GetStatement", { from: 0, to: 1_500_000 })).transactions as object[];
    expect(entry).toMatchObject({
      id: ta.id,
      amount: a.amount,
      account: { order_id: String(a.order.id) },
      create_time: 1_000_000,
      transaction: ta.result.transaction,
      state: 1,
      reason: null,
    });
  });

  it("gives a Payme order a checkout link with the merchant, the order, the tiyin and the return", async () => {
    const p = await placeOnline();
    const url = p.order.payment_url!;
    expect(url.startsWith("https://checkout.paycom.uz/")).toBe(true);
    const decoded = Buffer.from(url.slice("https://checkout.paycom.uz/".length), "base64").toString("utf8");
    expect(decoded).toBe(
      `m=${MERCHANT};ac.order_id=${p.order.id};a=${p.amount};c=${encodeURIComponent("/order")}`,
    );
  });

  it("offers the link again on the order while it awaits payment, and not once it is paid", async () => {
    const p = await placeOnline();
    const detail = async () => {
      const r = await call("GET", `orders/${p.order.id}/`, p.who);
      expect(r.statusCode, r.body).toBe(200);
      return expectAnswer("orderDetail", r.json());
    };
    expect((await detail()).payment_url).toBe(p.order.payment_url);
    const { id } = await create(p);
    await ok("CancelTransaction", { id, reason: 2 });
    expect((await detail()).payment_url).toBe(p.order.payment_url);
    await ok("PerformTransaction", { id: (await create(p)).id });
    expect((await detail()).payment_url).toBeNull();
  });
});
