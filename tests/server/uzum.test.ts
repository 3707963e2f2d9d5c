import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom, configProblems } from "./helpers/config-probe.ts";
import type { PaymentsService } from "../../server/modules/payments/payments.service.ts";
import { UzumMerchant } from "../../server/modules/payments/uzum/uzum.merchant.ts";
import { cashbackOf, placeOnlineOrder, places, stockOf } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const SERVICE = 498614;
const LOGIN = "uzum-shop";
const PASSWORD = "Uzum&Pa55#word";
const UZUM_ENV = { UZUM_SERVICE_ID: String(SERVICE), UZUM_LOGIN: LOGIN, UZUM_PASSWORD: PASSWORD };
const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}`;
const AUTH = basic(LOGIN, PASSWORD);

type Body = Record<string, unknown>;
interface Reply {
  status: number;
  body: Body;
}

describe("Uzum configuration", () => {
  const load = configFrom;
  const problems = configProblems;

  it("is null when unset and whole when all three are given", () => {
    expect(load({}).uzum).toBeNull();
    expect(load(UZUM_ENV).uzum).toEqual({ serviceId: String(SERVICE), login: LOGIN, password: PASSWORD });
  });

  it("refuses some of the three without the others, a service id not digits, a login with a colon", () => {
    for (const key of Object.keys(UZUM_ENV))
      expect(problems({ ...UZUM_ENV, [key]: "" }).join()).toMatch(/given together or not at all/);
    expect(problems({ ...UZUM_ENV, UZUM_SERVICE_ID: "12a" })).toEqual(["UZUM_SERVICE_ID must be digits"]);
    expect(problems({ ...UZUM_ENV, UZUM_LOGIN: "a:b" })).toEqual([
      "UZUM_LOGIN may not hold spaces or a colon",
    ]);
    expect(problems({ ...UZUM_ENV, UZUM_PASSWORD: "a b" })).toEqual(["UZUM_PASSWORD may not hold spaces"]);
  });

  it("refuses every webhook with 10001 while Uzum is not configured, before touching any payment", async () => {
    const untouchable = new Proxy({} as PaymentsService, {
      get: () => {
        throw new Error("an unconfigured Uzum must not reach the payments");
      },
    });
    const merchant = new UzumMerchant(untouchable, null);
    const body = JSON.stringify({ serviceId: SERVICE, timestamp: 1, params: { order_id: "5" } });
    for (const operation of ["check", "create", "confirm", "reverse", "status"]) {
      const reply = await merchant.answer(operation, body, AUTH);
      expect(reply).toMatchObject({ httpStatus: 400, body: { status: "FAILED", errorCode: "10001" } });
    }
  });
});

// Uzum Bank's webhooks played against our Merchant API over HTTP: the same JSON Uzum posts.
describe.each(BACKENDS)("Uzum Bank merchant webhooks on %s", (backend) => {
  let t: TestApp;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 80, env: { PAYMENT_TYPES: "cash,uzum", ...UZUM_ENV } });
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const raw = async (
    operation: string,
    payload: string,
    headers: Record<string, string> = { authorization: AUTH },
  ): Promise<Reply> => {
    const r = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/uzum/${operation}/`,
      payload,
      headers: { "content-type": "application/json", ...headers },
    });
    expect([200, 400], r.body).toContain(r.statusCode);
    expect(r.headers["content-type"]).toMatch(/^application\/json/);
    return { status: r.statusCode, body: r.json() };
  };
  const send = (operation: string, body: Body, headers?: Record<string, string>) =>
    raw(operation, JSON.stringify({ serviceId: SERVICE, timestamp: Date.now(), ...body }), headers);
  const errorOf = async (operation: string, body: Body) => {
    const r = await send(operation, body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.status).toBe("FAILED");
    return r.body.errorCode;
  };
  const ok = async (operation: string, body: Body) => {
    const r = await send(operation, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  const placeOnline = async (cashback = 0) => {
    const { who, product, order, som } = await placeOnlineOrder(t, district, 3, { cashback });
    return { who, product, order, som, tiyin: som * 100, params: { order_id: String(order.id) } };
  };
  type Placed = Awaited<ReturnType<typeof placeOnline>>;

  const create = async (p: Placed, transId = randomUUID()) => {
    const created = await ok("create", { transId, params: p.params, amount: p.tiyin });
    return { transId, created };
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
  const transactionOf = async (transId: string) => {
    const [row] = await db().query<{ state: number; reason: number | null }>(
      "SELECT state, reason FROM payment_transactions WHERE provider = 'uzum' AND provider_id = $1",
      [transId],
    );
    return row;
  };

  it("refuses missing or wrong credentials with 10001 and creates nothing", async () => {
    const p = await placeOnline();
    const transId = randomUUID();
    const body = { transId, params: p.params, amount: p.tiyin };
    const attempts: Record<string, string>[] = [
      {},
      { authorization: basic(LOGIN, "wrong") },
      { authorization: basic("other", PASSWORD) },
      { authorization: `Bearer ${PASSWORD}` },
      { authorization: "Basic !!!" },
    ];
    for (const headers of attempts) {
      const r = await send("create", body, headers);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ serviceId: SERVICE, status: "FAILED", errorCode: "10001", transId });
    }
    expect(await transactionOf(transId)).toBeUndefined();
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("answers malformed requests with clean FAILED codes, never a 5xx", async () => {
    const p = await placeOnline();
    for (const body of ["", "{", "[]", "null", "42", '"text"'])
      expect((await raw("check", body)).body, body).toMatchObject({ status: "FAILED", errorCode: "10002" });
    const form = await raw("check", "serviceId=1", {
      authorization: AUTH,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.body.errorCode).toBe("10002");
    expect((await send("refund", { params: p.params })).body.errorCode).toBe("10003");
    expect((await raw("check", JSON.stringify({ params: p.params }))).body.errorCode).toBe("10005");
    expect(await errorOf("check", { serviceId: "x1", params: p.params })).toBe("10005");
    expect(await errorOf("check", { serviceId: SERVICE + 1, params: p.params })).toBe("10006");
    expect(await errorOf("check", { serviceId: String(SERVICE), params: {} })).toBe("10005");
    expect(await errorOf("check", { params: "5" })).toBe("10005");
    expect(await errorOf("check", { timestamp: "now", params: p.params })).toBe("10005");
    expect(await errorOf("create", { params: p.params, amount: p.tiyin })).toBe("10005");
    expect(await errorOf("create", { transId: 42, params: p.params, amount: p.tiyin })).toBe("10005");
    expect(await errorOf("create", { transId: randomUUID(), params: p.params })).toBe("10005");
    for (const operation of ["confirm", "reverse", "status"]) {
      expect(await errorOf(operation, {}), operation).toBe("10005");
      expect(await errorOf(operation, { transId: "" }), operation).toBe("10005");
    }
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("checks the order: unknown 10007, then OK with its number and sum", async () => {
    const p = await placeOnline();
    for (const order_id of ["999999", "0", "abc", "12345678901", `${p.order.id}.0`])
      expect(await errorOf("check", { params: { order_id } }), order_id).toBe("10007");
    const checked = await ok("check", { params: p.params });
    expect(checked).toEqual({
      serviceId: SERVICE,
      timestamp: expect.any(Number),
      status: "OK",
      data: { account: { value: String(p.order.id) }, amount: { value: String(p.som) } },
    });
    // The order number may come as a number, or under the other names Uzum's cabinet may give the field.
    expect((await ok("check", { params: { order_id: p.order.id } })).status).toBe("OK");
    expect((await ok("check", { params: { account: String(p.order.id) } })).status).toBe("OK");
  });

  it("refuses a sum other than the order's (10011) and an unknown order (10007) at create", async () => {
    const p = await placeOnline();
    for (const amount of [p.tiyin + 100, p.tiyin - 1, 0, -p.tiyin, p.tiyin + 0.5, String(p.tiyin)])
      expect(
        await errorOf("create", { transId: randomUUID(), params: p.params, amount }),
        String(amount),
      ).toBe("10011");
    expect(
      await errorOf("create", { transId: randomUUID(), params: { order_id: "999999" }, amount: 100 }),
    ).toBe("10007");
    expect(await statusOf(p.order.id)).toBe(2);
  });

  it("check, create, confirm: the order is paid once; repeats answer the same and pay nothing twice", async () => {
    const p = await placeOnline();
    expect((await ok("check", { params: p.params })).status).toBe("OK");
    const transId = randomUUID();
    const created = await ok("create", { transId, params: p.params, amount: p.tiyin });
    expect(created).toEqual({
      serviceId: SERVICE,
      timestamp: expect.any(Number),
      transId,
      status: "CREATED",
      transTime: expect.any(Number),
      data: { account: { value: String(p.order.id) } },
      amount: p.tiyin,
    });
    expect(await transactionOf(transId)).toMatchObject({ state: 1 });
    // Uzum repeating its create gets the same transaction; the same transId for another sum is refused.
    expect(await ok("create", { transId, params: p.params, amount: p.tiyin })).toMatchObject({
      transTime: created.transTime,
    });
    expect(await errorOf("create", { transId, params: p.params, amount: p.tiyin + 100 })).toBe("10010");
    expect(await statusOf(p.order.id)).toBe(2);

    const confirmed = await ok("confirm", { transId, paymentSource: "UZCARD", phone: "998901234567" });
    expect(confirmed).toEqual({
      serviceId: SERVICE,
      timestamp: expect.any(Number),
      transId,
      status: "CONFIRMED",
      confirmTime: expect.any(Number),
      data: { account: { value: String(p.order.id) } },
      amount: p.tiyin,
    });
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);

    const again = await ok("confirm", { transId });
    expect({ ...again, timestamp: 0 }).toEqual({ ...confirmed, timestamp: 0 });
    expect(await errorOf("create", { transId, params: p.params, amount: p.tiyin })).toBe("10008");
    expect(await errorOf("create", { transId: randomUUID(), params: p.params, amount: p.tiyin })).toBe(
      "10008",
    );
    expect(await errorOf("check", { params: p.params })).toBe("10008");
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
  });

  it("approves an order once when two confirms race", async () => {
    const p = await placeOnline();
    const { transId } = await create(p);
    const replies = await Promise.all([send("confirm", { transId }), send("confirm", { transId })]);
    for (const r of replies) expect(r.body).toMatchObject({ status: "CONFIRMED", transId });
    expect(replies[0]!.body.confirmTime).toBe(replies[1]!.body.confirmTime);
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
  });

  it("keeps one waiting payment per order (10008) and refuses a cancelled order (10009)", async () => {
    const p = await placeOnline();
    await create(p);
    expect(await errorOf("create", { transId: randomUUID(), params: p.params, amount: p.tiyin })).toBe(
      "10008",
    );
    const gone = await placeOnline();
    expect((await t.app.internals.orders.changeStatus(gone.order.id, "cancel", "operator")).ok).toBe(true);
    expect(await errorOf("check", { params: gone.params })).toBe("10009");
    expect(await errorOf("create", { transId: randomUUID(), params: gone.params, amount: gone.tiyin })).toBe(
      "10009",
    );
  });

  it("reverses before confirm: the order stays awaiting payment and is payable again", async () => {
    const p = await placeOnline(3_000);
    const { transId } = await create(p);
    const reversed = await ok("reverse", { transId });
    expect(reversed).toEqual({
      serviceId: SERVICE,
      timestamp: expect.any(Number),
      transId,
      status: "REVERSED",
      reverseTime: expect.any(Number),
      data: { account: { value: String(p.order.id) } },
      amount: p.tiyin,
    });
    expect(await transactionOf(transId)).toMatchObject({ state: -1, reason: 2 });
    expect(await statusOf(p.order.id)).toBe(2);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper"]);
    // A repeat answers the same; a late confirm of it is refused and moves nothing.
    expect({ ...(await ok("reverse", { transId })), timestamp: 0 }).toEqual({ ...reversed, timestamp: 0 });
    expect(await errorOf("confirm", { transId })).toBe("10009");
    expect(await statusOf(p.order.id)).toBe(2);
    // Paying again with a new Uzum transaction goes through.
    const again = await create(p);
    expect((await ok("confirm", { transId: again.transId })).status).toBe("CONFIRMED");
    expect(await statusOf(p.order.id)).toBe(3);
  });

  it("reverses after confirm: a refund, the order cancelled with its stock and cashback back", async () => {
    const p = await placeOnline(3_000);
    const { transId } = await create(p);
    await ok("confirm", { transId });
    expect(await cashbackOf(t, p.who)).toBe(0);
    const reversed = await ok("reverse", { transId });
    expect(reversed).toMatchObject({ status: "REVERSED", transId, amount: p.tiyin });
    expect(await transactionOf(transId)).toMatchObject({ state: -2, reason: 5 });
    expect(await statusOf(p.order.id)).toBe(0);
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect(await cashbackOf(t, p.who)).toBe(3_000);
    expect({ ...(await ok("reverse", { transId })), timestamp: 0 }).toEqual({ ...reversed, timestamp: 0 });
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment", "refund:payment"]);
  });

  it("refuses a reverse once the goods have left the shop (99999) and keeps the payment", async () => {
    const p = await placeOnline();
    const { transId } = await create(p);
    await ok("confirm", { transId });
    expect((await t.app.internals.orders.changeStatus(p.order.id, "dispatch", "operator")).ok).toBe(true);
    expect(await errorOf("reverse", { transId })).toBe("99999");
    expect((await ok("status", { transId })).status).toBe("CONFIRMED");
    expect(await statusOf(p.order.id)).toBe(4);
  });

  it("refuses a confirm once the order was cancelled meanwhile, closing the transaction (FAILED)", async () => {
    const p = await placeOnline();
    const { transId } = await create(p);
    expect((await t.app.internals.orders.changeStatus(p.order.id, "cancel", "operator")).ok).toBe(true);
    expect(await errorOf("confirm", { transId })).toBe("10009");
    expect(await transactionOf(transId)).toMatchObject({ state: -1, reason: 3 });
    expect((await ok("status", { transId })).status).toBe("FAILED");
    expect(await statusOf(p.order.id)).toBe(0);
  });

  it("answers status with the transaction's state and times, 10014 for an unknown one", async () => {
    const p = await placeOnline();
    const { transId, created } = await create(p);
    expect(await ok("status", { transId })).toEqual({
      serviceId: SERVICE,
      timestamp: expect.any(Number),
      transId,
      status: "CREATED",
      transTime: created.transTime,
      confirmTime: null,
      reverseTime: null,
      data: { account: { value: String(p.order.id) } },
      amount: p.tiyin,
    });
    const confirmed = await ok("confirm", { transId });
    expect(await ok("status", { transId })).toMatchObject({
      status: "CONFIRMED",
      confirmTime: confirmed.confirmTime,
      reverseTime: null,
    });
    const reversed = await ok("reverse", { transId });
    expect(await ok("status", { transId })).toMatchObject({
      status: "REVERSED",
      confirmTime: confirmed.confirmTime,
      reverseTime: reversed.reverseTime,
    });
    for (const operation of ["status", "confirm", "reverse"])
      expect(await errorOf(operation, { transId: randomUUID() }), operation).toBe("10014");
  });

  it("leaves Paynet refused while only Uzum is configured", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/paynet/",
      payload: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "GetInformation", params: {} }),
      headers: { "content-type": "application/json", authorization: AUTH },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ id: 1, error: { code: 412 } });
  });
});
