import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom, configProblems } from "./helpers/config-probe.ts";
import { PaynetProvider } from "../../server/modules/payments/paynet/paynet.provider.ts";
import { parsePaynetTime, paynetTime } from "../../server/modules/payments/paynet/paynet-time.ts";
import type { PaymentsService } from "../../server/modules/payments/payments.service.ts";
import { cashbackOf, placeOnlineOrder, places, stockOf } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const SERVICE = 7311;
const LOGIN = "paynet-shop";
const PASSWORD = "Pay&net#Secret9";
const PAYNET_ENV = { PAYNET_SERVICE_ID: String(SERVICE), PAYNET_LOGIN: LOGIN, PAYNET_PASSWORD: PASSWORD };
const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}`;
const AUTH = basic(LOGIN, PASSWORD);

type Params = Record<string, unknown>;
interface RpcAnswer {
  jsonrpc: string;
  id: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

let nextTransaction = 0;
const transactionId = () => Date.now() * 100 + (++nextTransaction % 100);

describe("Paynet's times and configuration", () => {
  it("writes and reads Tashkent wall-clock text", () => {
    const at = Date.UTC(2024, 4, 1, 7, 30, 15);
    expect(paynetTime(at)).toBe("2024-05-01 12:30:15");
    expect(parsePaynetTime("2024-05-01 12:30:15")).toBe(at);
    expect(parsePaynetTime("01.05.2024 12:30:15")).toBe(at);
    for (const bad of ["2024-02-30 10:00:00", "2024-05-01T12:30:15", "2024-05-01 24:00:00", "", 5, null])
      expect(parsePaynetTime(bad), String(bad)).toBeNull();
  });

  const load = configFrom;
  const problems = configProblems;

  it("is null when unset, whole when all three are given, refused when partial", () => {
    expect(load({}).paynet).toBeNull();
    expect(load(PAYNET_ENV).paynet).toEqual({ serviceId: String(SERVICE), login: LOGIN, password: PASSWORD });
    for (const key of Object.keys(PAYNET_ENV))
      expect(problems({ ...PAYNET_ENV, [key]: "" }).join()).toMatch(/given together or not at all/);
    expect(problems({ ...PAYNET_ENV, PAYNET_SERVICE_ID: "x" })).toEqual(["PAYNET_SERVICE_ID must be digits"]);
  });

  it("refuses every call with HTTP 401 and 412 while Paynet is not configured, touching no payment", async () => {
    const untouchable = new Proxy({} as PaymentsService, {
      get: () => {
        throw new Error("an unconfigured Paynet must not reach the payments");
      },
    });
    const provider = new PaynetProvider(untouchable, null);
    for (const method of ["GetInformation", "PerformTransaction", "CheckTransaction", "GetStatement"]) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: 3, method, params: { serviceId: SERVICE } });
      expect(await provider.answer(body, AUTH)).toEqual({
        httpStatus: 401,
        body: { jsonrpc: "2.0", id: 3, error: { code: 412, message: expect.any(String) } },
      });
    }
  });
});

// Paynet's calls played against our provider API over HTTP: the same JSON-RPC Paynet posts.
describe.each(BACKENDS)("Paynet provider API on %s", (backend) => {
  let t: TestApp;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 80, env: { PAYMENT_TYPES: "cash,paynet", ...PAYNET_ENV } });
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  let rpcId = 0;
  const raw = async (payload: string, authorization: string | null = AUTH) => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/paynet/",
      payload,
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    });
    expect([200, 401], r.body).toContain(r.statusCode);
    expect(r.headers["content-type"]).toMatch(/^application\/json/);
    return { status: r.statusCode, body: r.json() as RpcAnswer };
  };
  const rpc = async (method: string, params: Params, authorization: string | null = AUTH) => {
    const id = ++rpcId;
    const r = await raw(
      JSON.stringify({ jsonrpc: "2.0", id, method, params: { serviceId: SERVICE, ...params } }),
      authorization,
    );
    if (r.status === 200) expect(r.body.id).toBe(id);
    return r;
  };
  const ok = async (method: string, params: Params) => {
    const r = await rpc(method, params);
    expect(r.status).toBe(200);
    expect(r.body.error, JSON.stringify(r.body)).toBeUndefined();
    return r.body.result!;
  };
  const code = async (method: string, params: Params) => {
    const r = await rpc(method, params);
    expect(r.status).toBe(200);
    expect(r.body.result, JSON.stringify(r.body)).toBeUndefined();
    return r.body.error!.code;
  };

  const placeOnline = async (cashback = 0) => {
    const { who, product, order, som } = await placeOnlineOrder(t, district, 7, { cashback });
    return { who, product, order, som, tiyin: som * 100, fields: { order_id: String(order.id) } };
  };
  type Placed = Awaited<ReturnType<typeof placeOnline>>;
  const performParams = (p: Placed, id = transactionId(), extra: Params = {}) => ({
    transactionId: id,
    transactionTime: paynetTime(Date.now()),
    amount: p.tiyin,
    fields: p.fields,
    ...extra,
  });

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
  const transactionOf = async (id: number) => {
    const [row] = await db().query<{ state: number; reason: number | null }>(
      "SELECT state, reason FROM payment_transactions WHERE provider = 'paynet' AND provider_id = $1",
      [String(id)],
    );
    return row;
  };

  it("answers missing or wrong credentials with HTTP 401 and 412, before reading the body", async () => {
    const p = await placeOnline();
    const id = transactionId();
    for (const authorization of [null, basic(LOGIN, "nope"), basic("x", PASSWORD), `Bearer ${PASSWORD}`]) {
      const r = await rpc("PerformTransaction", performParams(p, id), authorization);
      expect(r.status).toBe(401);
      expect(r.body.error!.code).toBe(412);
    }
    expect((await raw("{not json", null)).status).toBe(401);
    expect(await transactionOf(id)).toBeUndefined();
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("answers malformed calls with JSON-RPC and Paynet errors, never a 5xx", async () => {
    const p = await placeOnline();
    for (const body of ["", "{", "nul"]) expect((await raw(body)).body.error!.code, body).toBe(-32700);
    for (const body of ["[]", "42", "{}", '{"method":"GetInformation"}', '{"method":5,"params":{}}'])
      expect((await raw(body)).body.error!.code, body).toBe(-32600);
    expect(await code("ChangePassword", { password: "x" })).toBe(-32601);
    expect(await code("Nope", {})).toBe(-32601);
    expect(await code("toString", {})).toBe(-32601);
    expect(await code("GetInformation", { serviceId: undefined, fields: p.fields })).toBe(411);
    expect(await code("GetInformation", { serviceId: SERVICE + 1, fields: p.fields })).toBe(305);
    expect(await code("GetInformation", { serviceId: String(SERVICE), fields: {} })).toBe(411);
    expect(await code("GetInformation", {})).toBe(411);
    expect(await code("PerformTransaction", performParams(p, undefined, { transactionId: "x1" }))).toBe(411);
    expect(await code("PerformTransaction", performParams(p, undefined, { amount: undefined }))).toBe(411);
    expect(await code("CheckTransaction", {})).toBe(411);
    expect(await code("CancelTransaction", { transactionId: -1 })).toBe(411);
    expect(await code("GetStatement", { dateFrom: "2024-01-01 00:00:00" })).toBe(411);
    expect(await code("GetStatement", { dateFrom: "yesterday", dateTo: "2024-01-01 00:00:00" })).toBe(414);
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("tells what an order costs (GetInformation), 302 for an unknown one", async () => {
    const p = await placeOnline();
    for (const order_id of ["999999", "0", "abc", `${p.order.id}.0`])
      expect(await code("GetInformation", { fields: { order_id } }), order_id).toBe(302);
    expect(await ok("GetInformation", { fields: p.fields })).toEqual({
      status: "0",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      fields: { order_id: String(p.order.id), amount: p.som },
    });
  });

  it("refuses a sum other than the order's (413) and an unknown order (302), paying nothing", async () => {
    const p = await placeOnline();
    for (const amount of [p.tiyin + 100, p.tiyin - 1, 0, p.tiyin + 0.5, String(p.tiyin)])
      expect(await code("PerformTransaction", performParams(p, undefined, { amount })), String(amount)).toBe(
        413,
      );
    expect(
      await code("PerformTransaction", performParams(p, undefined, { fields: { order_id: "999999" } })),
    ).toBe(302);
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("pays the order once; the same transactionId again is 201 and pays nothing twice", async () => {
    const p = await placeOnline();
    const id = transactionId();
    const performed = await ok("PerformTransaction", performParams(p, id));
    expect(performed).toEqual({
      providerTrnId: expect.any(Number),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      fields: { order_id: String(p.order.id) },
    });
    expect(await transactionOf(id)).toMatchObject({ state: 2 });
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
    expect(await code("PerformTransaction", performParams(p, id))).toBe(201);
    expect(await code("PerformTransaction", performParams(p))).toBe(302);
    expect(await code("GetInformation", { fields: p.fields })).toBe(302);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
    expect(await ok("CheckTransaction", { transactionId: id })).toEqual({
      transactionState: 1,
      timestamp: performed.timestamp,
      providerTrnId: performed.providerTrnId,
    });
  });

  it("approves an order once when two PerformTransactions race", async () => {
    const p = await placeOnline();
    const id = transactionId();
    const replies = await Promise.all([
      rpc("PerformTransaction", performParams(p, id)),
      rpc("PerformTransaction", performParams(p, id)),
    ]);
    const results = replies.filter((r) => r.body.result);
    expect(results.length).toBeGreaterThanOrEqual(1);
    for (const r of replies) if (r.body.error) expect(r.body.error.code).toBe(201);
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
  });

  it("cancels a payment: a refund, the order cancelled with its stock and cashback back; again 202", async () => {
    const p = await placeOnline(3_000);
    const id = transactionId();
    const performed = await ok("PerformTransaction", performParams(p, id));
    const cancelled = await ok("CancelTransaction", { transactionId: id });
    expect(cancelled).toEqual({
      providerTrnId: performed.providerTrnId,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      transactionState: 2,
    });
    expect(await transactionOf(id)).toMatchObject({ state: -2, reason: 5 });
    expect(await statusOf(p.order.id)).toBe(0);
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect(await cashbackOf(t, p.who)).toBe(3_000);
    expect(await code("CancelTransaction", { transactionId: id })).toBe(202);
    expect(await ok("CheckTransaction", { transactionId: id })).toMatchObject({ transactionState: 2 });
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment", "refund:payment"]);
    expect(await code("CancelTransaction", { transactionId: transactionId() })).toBe(203);
  });

  it("refuses a refund once the goods have left the shop (77) and keeps the payment", async () => {
    const p = await placeOnline();
    const id = transactionId();
    await ok("PerformTransaction", performParams(p, id));
    expect((await t.app.internals.orders.changeStatus(p.order.id, "dispatch", "operator")).ok).toBe(true);
    expect(await code("CancelTransaction", { transactionId: id })).toBe(77);
    expect(await ok("CheckTransaction", { transactionId: id })).toMatchObject({ transactionState: 1 });
    expect(await statusOf(p.order.id)).toBe(4);
  });

  it("refuses a cancelled order (302) and one another payment is waiting for (100)", async () => {
    const gone = await placeOnline();
    expect((await t.app.internals.orders.changeStatus(gone.order.id, "cancel", "operator")).ok).toBe(true);
    expect(await code("GetInformation", { fields: gone.fields })).toBe(302);
    const id = transactionId();
    expect(await code("PerformTransaction", performParams(gone, id))).toBe(302);
    expect(await transactionOf(id)).toBeUndefined();
    const busy = await placeOnline();
    await db().query(
      `INSERT INTO payment_transactions (provider, provider_id, order_id, amount, state, create_time)
       VALUES ('payme', $1, $2, $3, 1, $4)`,
      [`busy-${busy.order.id}`, busy.order.id, busy.tiyin, Date.now()],
    );
    expect(await code("PerformTransaction", performParams(busy))).toBe(100);
    expect(await statusOf(busy.order.id)).toBe(2);
  });

  it("answers CheckTransaction for an unknown id with state 3, and GetStatement with the payments made", async () => {
    expect(await ok("CheckTransaction", { transactionId: transactionId() })).toMatchObject({
      transactionState: 3,
      providerTrnId: 0,
    });
    const from = paynetTime(Date.now() - 1000);
    const [a, b] = [await placeOnline(), await placeOnline()];
    const [idA, idB] = [transactionId(), transactionId()];
    const paidA = await ok("PerformTransaction", performParams(a, idA));
    await ok("PerformTransaction", performParams(b, idB));
    await ok("CancelTransaction", { transactionId: idB });
    const to = paynetTime(Date.now() + 1000);
    const { statements } = await ok("GetStatement", { dateFrom: from, dateTo: to });
    // Whole seconds: earlier payments of this file may fall in the window too; B, refunded, is left out.
    const ours = (statements as { transactionId: number }[]).filter((s) =>
      [idA, idB].includes(s.transactionId),
    );
    expect(ours).toEqual([
      { amount: a.tiyin, providerTrnId: paidA.providerTrnId, transactionId: idA, timestamp: paidA.timestamp },
    ]);
    expect(
      await ok("GetStatement", { dateFrom: "2000-01-01 00:00:00", dateTo: "2000-01-02 00:00:00" }),
    ).toEqual({
      statements: [],
    });
  });

  it("leaves Uzum refused while only Paynet is configured", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/uzum/check/",
      payload: JSON.stringify({ serviceId: SERVICE, timestamp: Date.now(), params: { order_id: "1" } }),
      headers: { "content-type": "application/json", authorization: AUTH },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ status: "FAILED", errorCode: "10001" });
  });
});
