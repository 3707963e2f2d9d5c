import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom, configProblems } from "./helpers/config-probe.ts";
import { clickSignMatches, clickSignString } from "../../server/modules/payments/click/click-sign.ts";
import { ClickShop } from "../../server/modules/payments/click/click.shop.ts";
import type { PaymentsService } from "../../server/modules/payments/payments.service.ts";
import { cashbackOf, placeOnlineOrder, places, stockOf } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const SERVICE = "30067";
const MERCHANT = "22535";
const MERCHANT_USER = "36521";
const SECRET = "Cl1ck&Secret#Key";
const CLICK_ENV = {
  CLICK_SERVICE_ID: SERVICE,
  CLICK_MERCHANT_ID: MERCHANT,
  CLICK_MERCHANT_USER_ID: MERCHANT_USER,
  CLICK_SECRET_KEY: SECRET,
};

type Form = Record<string, string>;
type Num = number | string;
interface ClickAnswer {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const signTime = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;

let nextTrans = 0;
const transId = () => String(Date.now() * 100 + (++nextTrans % 100));

/** A Prepare (action 0) or Complete (action 1) form as Click sends it, signed with `secret`. */
function clickForm(fields: Form, secret = SECRET): Form {
  const { sign_string: _old, ...given } = fields;
  const form: Form = {
    click_paydoc_id: "4400" + fields.click_trans_id,
    service_id: SERVICE,
    error: "0",
    error_note: "Success",
    sign_time: signTime(),
    ...given,
  };
  const sign = clickSignString(
    {
      click_trans_id: form.click_trans_id!,
      service_id: form.service_id!,
      merchant_trans_id: form.merchant_trans_id!,
      merchant_prepare_id: form.merchant_prepare_id,
      amount: form.amount!,
      action: form.action!,
      sign_time: form.sign_time!,
    },
    secret,
  );
  return { sign_string: sign, ...form };
}

describe("Click's sign_string", () => {
  const prepare = {
    click_trans_id: "123456789",
    service_id: "42",
    merchant_trans_id: "77",
    amount: "1000.00",
    action: "0",
    sign_time: "2024-05-01 12:30:00",
  };

  it("is the MD5 of Click's fields with the secret after service_id, the prepare id in Complete only", () => {
    expect(clickSignString(prepare, "Secret#Key")).toBe("06eef835d83dbf1e1af086020a7c6d11");
    // Prepare signs without merchant_prepare_id even if one is sent.
    expect(clickSignString({ ...prepare, merchant_prepare_id: "15" }, "Secret#Key")).toBe(
      "06eef835d83dbf1e1af086020a7c6d11",
    );
    const complete = { ...prepare, action: "1", merchant_prepare_id: "15" };
    expect(clickSignString(complete, "Secret#Key")).toBe("b40c930a3e05b18b2c7ed6234bb198b9");
  });

  it("matches the texts as sent, in either case, and nothing else", () => {
    const sign = "06eef835d83dbf1e1af086020a7c6d11";
    expect(clickSignMatches(prepare, "Secret#Key", sign)).toBe(true);
    expect(clickSignMatches(prepare, "Secret#Key", sign.toUpperCase())).toBe(true);
    expect(clickSignMatches(prepare, "Secret#Key2", sign)).toBe(false);
    expect(clickSignMatches({ ...prepare, amount: "1000" }, "Secret#Key", sign)).toBe(false);
    expect(clickSignMatches(prepare, "Secret#Key", sign.slice(1))).toBe(false);
    expect(clickSignMatches(prepare, "Secret#Key", "")).toBe(false);
  });
});

describe("Click configuration", () => {
  const load = configFrom;
  const problems = configProblems;

  it("is null when unset and whole when all four are given, Click's page by default", () => {
    expect(load({}).click).toBeNull();
    expect(load(CLICK_ENV).click).toEqual({
      serviceId: SERVICE,
      merchantId: MERCHANT,
      merchantUserId: MERCHANT_USER,
      secretKey: SECRET,
      checkoutUrl: "https://my.click.uz/services/pay",
    });
    expect(load({ ...CLICK_ENV, CLICK_CHECKOUT_URL: "https://test.click.uz/pay" }).click?.checkoutUrl).toBe(
      "https://test.click.uz/pay",
    );
  });

  it("refuses some of the four without the others, ids that are not digits, a key with spaces, a bad URL", () => {
    for (const key of Object.keys(CLICK_ENV)) {
      const partial = { ...CLICK_ENV, [key]: "" };
      expect(problems(partial).join()).toMatch(/given together or not at all/);
    }
    expect(problems({ ...CLICK_ENV, CLICK_SERVICE_ID: "30067a" })).toEqual([
      "CLICK_SERVICE_ID must be digits",
    ]);
    expect(problems({ ...CLICK_ENV, CLICK_MERCHANT_ID: "-1" })).toEqual(["CLICK_MERCHANT_ID must be digits"]);
    expect(problems({ ...CLICK_ENV, CLICK_SECRET_KEY: "a key" })).toEqual([
      "CLICK_SECRET_KEY may not hold spaces",
    ]);
    expect(problems({ ...CLICK_ENV, CLICK_CHECKOUT_URL: "ftp://x" }).join()).toMatch(/CLICK_CHECKOUT_URL/);
  });

  it("answers -8 to a form without Click's fields and -1 to any other while Click is not configured", async () => {
    const untouchable = new Proxy({} as PaymentsService, {
      get: () => {
        throw new Error("an unconfigured Click must not reach the payments");
      },
    });
    const shop = new ClickShop(untouchable, null);
    const body = (f: Form) => new URLSearchParams(f).toString();
    const form = clickForm({ click_trans_id: "5", merchant_trans_id: "7", amount: "1000", action: "0" });
    expect(await shop.answer("prepare", body(form))).toMatchObject({ error: -1, click_trans_id: 5 });
    expect(await shop.answer("prepare", "")).toMatchObject({ error: -8 });
    expect(await shop.answer("complete", body(form))).toMatchObject({ error: -8 });
    const complete = clickForm({ ...form, action: "1", merchant_prepare_id: "3" });
    expect(await shop.answer("complete", body(complete))).toMatchObject({ error: -1 });
  });
});

// Click's Prepare and Complete played against our SHOP API over HTTP: the same forms Click posts.
describe.each(BACKENDS)("Click SHOP API on %s", (backend) => {
  let t: TestApp;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 80,
      env: { PAYMENT_TYPES: "cash,click", ...CLICK_ENV },
    });
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const post = async (stage: "prepare" | "complete", payload: string): Promise<ClickAnswer> => {
    const r = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/click/${stage}/`,
      payload,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^application\/json/);
    return r.json();
  };
  const send = (stage: "prepare" | "complete", form: Form) =>
    post(stage, new URLSearchParams(form).toString());

  const placeOnline = async (cashback = 0) => {
    const { who, product, order, som } = await placeOnlineOrder(t, district, 5, { cashback });
    return { who, product, order, som, amount: `${som}.00` };
  };
  type Placed = Awaited<ReturnType<typeof placeOnline>>;

  const prepareForm = (p: Placed, id = transId(), extra: Form = {}) =>
    clickForm({
      click_trans_id: id,
      merchant_trans_id: String(p.order.id),
      amount: p.amount,
      action: "0",
      ...extra,
    });
  const completeForm = (p: Placed, id: string, prepareId: number | string, extra: Form = {}) =>
    clickForm({
      click_trans_id: id,
      merchant_trans_id: String(p.order.id),
      merchant_prepare_id: String(prepareId),
      amount: p.amount,
      action: "1",
      ...extra,
    });
  const prepare = async (p: Placed, id = transId()) => {
    const a = await send("prepare", prepareForm(p, id));
    expect(a, JSON.stringify(a)).toMatchObject({ error: 0 });
    return { id, prepareId: a.merchant_prepare_id! };
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
  // id and amount are bigint: text from node-postgres, numbers from PGlite.
  const transactionOf = async (id: string) => {
    const [row] = await db().query<{ id: Num; state: number; reason: number | null; amount: Num }>(
      "SELECT id, state, reason, amount FROM payment_transactions WHERE provider = 'click' AND provider_id = $1",
      [id],
    );
    return row && { ...row, id: Number(row.id), amount: Number(row.amount) };
  };

  it("refuses a wrong signature with -1 and changes nothing", async () => {
    const p = await placeOnline();
    const id = transId();
    const forged = prepareForm(p, id);
    for (const form of [
      { ...forged, sign_string: "0".repeat(32) },
      clickForm({ ...forged }, "another secret"),
      { ...forged, amount: "1.00" },
      { ...forged, sign_string: "not even hex" },
    ]) {
      const a = await send("prepare", form);
      expect(a).toMatchObject({
        error: -1,
        click_trans_id: Number(id),
        merchant_trans_id: String(p.order.id),
      });
      expect(a.merchant_prepare_id).toBeUndefined();
    }
    expect(await transactionOf(id)).toBeUndefined();
    const complete = completeForm(p, id, 1);
    expect((await send("complete", { ...complete, sign_string: complete.sign_string!.slice(2) })).error).toBe(
      -1,
    );
  });

  it("answers -8 to missing, repeated or ill-typed fields, whatever the body", async () => {
    const p = await placeOnline();
    const good = prepareForm(p);
    for (const key of Object.keys(good)) {
      const rest = { ...good };
      delete rest[key];
      expect((await send("prepare", rest)).error, key).toBe(-8);
    }
    expect((await post("prepare", `${new URLSearchParams(good)}&amount=${good.amount}`)).error).toBe(-8);
    for (const [key, value] of [
      ["click_trans_id", "12ab"],
      ["service_id", "-3"],
      ["amount", "1e5"],
      ["amount", "-1000"],
      ["action", "zero"],
      ["error", "0.5"],
      ["sign_time", "2024-05-01T12:30:00"],
      ["merchant_trans_id", ""],
    ]) {
      const a = await send("prepare", clickForm({ ...good, [key!]: value! }));
      expect(a.error, `${key}=${value}`).toBe(-8);
    }
    // Complete needs merchant_prepare_id besides.
    const { merchant_prepare_id: _none, ...noPrepareId } = completeForm(p, transId(), 1);
    expect((await send("complete", noPrepareId)).error).toBe(-8);
    for (const body of ["", "{not a form", "%%%", "a=1&b"])
      expect((await post("prepare", body)).error).toBe(-8);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/click/complete/",
      payload: JSON.stringify(good),
      headers: { "content-type": "application/json" },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().error).toBe(-8);
    // Signed right but for another service.
    expect((await send("prepare", clickForm({ ...good, service_id: "1" }))).error).toBe(-8);
  });

  it("answers -3 to an action the URL does not take", async () => {
    const p = await placeOnline();
    const id = transId();
    expect((await send("prepare", prepareForm(p, id, { action: "1" }))).error).toBe(-3);
    expect((await send("prepare", prepareForm(p, id, { action: "7" }))).error).toBe(-3);
    expect((await send("complete", completeForm(p, id, 1, { action: "0" }))).error).toBe(-3);
    expect((await send("complete", completeForm(p, id, 1, { action: "2" }))).error).toBe(-3);
    expect(await transactionOf(id)).toBeUndefined();
  });

  it("finds the order (-5) and compares the amount in whole tiyin (-2)", async () => {
    const p = await placeOnline();
    for (const order of ["999999", "0", "abc", "12345678901", String(p.order.id) + ".0"]) {
      const a = await send("prepare", prepareForm(p, transId(), { merchant_trans_id: order }));
      expect(a, order).toMatchObject({ error: -5, merchant_trans_id: order });
    }
    for (const amount of [`${p.som + 1}`, `${p.som}.5`, `${p.som}.01`, `${p.som}.001`, `${p.som}.005`, "0"]) {
      expect((await send("prepare", prepareForm(p, transId(), { amount }))).error, amount).toBe(-2);
    }
    // The same sum written as Click may write it.
    const whole = await send("prepare", prepareForm(p, transId(), { amount: String(p.som) }));
    expect(whole.error).toBe(0);
  });

  it("prepares, then completes: the order is paid once, its stock stays taken, a repeat answers -4", async () => {
    const p = await placeOnline();
    expect(await stockOf(t, p.product.id)).toBe(0);
    const id = transId();
    const prepared = await send("prepare", prepareForm(p, id));
    const row = await transactionOf(id);
    expect(prepared).toEqual({
      click_trans_id: Number(id),
      merchant_trans_id: String(p.order.id),
      merchant_prepare_id: row!.id,
      error: 0,
      error_note: "Success",
    });
    expect(row).toMatchObject({ state: 1, reason: null });
    expect(row!.amount).toBe(p.som * 100);
    // Click repeating its Prepare gets the same transaction.
    expect(await send("prepare", prepareForm(p, id))).toEqual(prepared);
    expect(await statusOf(p.order.id)).toBe(2);

    const completed = await send("complete", completeForm(p, id, row!.id));
    expect(completed).toEqual({
      click_trans_id: Number(id),
      merchant_trans_id: String(p.order.id),
      merchant_confirm_id: row!.id,
      error: 0,
      error_note: "Success",
    });
    expect(await transactionOf(id)).toMatchObject({ state: 2 });
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);

    expect(await send("complete", completeForm(p, id, row!.id))).toMatchObject({ error: -4 });
    expect(await send("complete", completeForm(p, id, row!.id, { error: "-1" }))).toMatchObject({
      error: -4,
    });
    expect(await send("prepare", prepareForm(p, id))).toMatchObject({ error: -4 });
    expect(await send("prepare", prepareForm(p, transId()))).toMatchObject({ error: -4 });
    expect(await transactionOf(id)).toMatchObject({ state: 2 });
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
  });

  it("approves an order once when two Completes race", async () => {
    const p = await placeOnline();
    const { id, prepareId } = await prepare(p);
    const answers = await Promise.all([
      send("complete", completeForm(p, id, prepareId)),
      send("complete", completeForm(p, id, prepareId)),
    ]);
    expect(answers.map((a) => a.error)).toContain(0);
    for (const a of answers) expect([0, -4]).toContain(a.error);
    expect(await statusOf(p.order.id)).toBe(3);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper", "pay:payment"]);
  });

  it("checks Complete against its Prepare: the transaction (-6), the order (-5) and the amount (-2)", async () => {
    const p = await placeOnline();
    const other = await placeOnline();
    const { id, prepareId } = await prepare(p);
    expect((await send("complete", completeForm(p, transId(), prepareId))).error).toBe(-6);
    expect((await send("complete", completeForm(p, id, prepareId + 1000))).error).toBe(-6);
    expect((await send("complete", completeForm(other, id, prepareId))).error).toBe(-5);
    expect((await send("complete", completeForm(p, id, prepareId, { amount: `${p.som - 1}` }))).error).toBe(
      -2,
    );
    expect((await send("complete", completeForm(p, transId(), 1, { error: "-5017" }))).error).toBe(-6);
    expect(await statusOf(p.order.id)).toBe(2);
    expect((await send("complete", completeForm(p, id, prepareId))).error).toBe(0);
  });

  it("cancels on Click's own failure (-5017): -9, the order still awaiting payment and payable again", async () => {
    const p = await placeOnline(3_000);
    expect(await cashbackOf(t, p.who)).toBe(0);
    const { id, prepareId } = await prepare(p);
    const failed = await send(
      "complete",
      completeForm(p, id, prepareId, { error: "-5017", error_note: "Insufficient funds" }),
    );
    expect(failed).toMatchObject({ error: -9, click_trans_id: Number(id) });
    expect(await transactionOf(id)).toMatchObject({ state: -1, reason: 2 });
    expect(await statusOf(p.order.id)).toBe(2);
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await cashbackOf(t, p.who)).toBe(0);
    expect(await logsOf(p.order.id)).toEqual(["place:shopper"]);
    // Neither a repeat nor a late success revives it.
    expect((await send("complete", completeForm(p, id, prepareId, { error: "-5017" }))).error).toBe(-9);
    expect((await send("complete", completeForm(p, id, prepareId))).error).toBe(-9);
    expect((await send("prepare", prepareForm(p, id))).error).toBe(-9);
    expect(await statusOf(p.order.id)).toBe(2);
    // Paying again with a new Click transaction goes through.
    const again = await prepare(p);
    expect((await send("complete", completeForm(p, again.id, again.prepareId))).error).toBe(0);
    expect(await statusOf(p.order.id)).toBe(3);
  });

  it("lets a new Prepare replace an abandoned one, whose late Complete is then refused (-9)", async () => {
    const p = await placeOnline();
    const first = await prepare(p);
    const second = await prepare(p);
    expect(await transactionOf(first.id)).toMatchObject({ state: -1, reason: 10 });
    expect(await transactionOf(second.id)).toMatchObject({ state: 1 });
    expect((await send("complete", completeForm(p, first.id, first.prepareId))).error).toBe(-9);
    expect(await statusOf(p.order.id)).toBe(2);
    expect((await send("complete", completeForm(p, second.id, second.prepareId))).error).toBe(0);
    expect(await statusOf(p.order.id)).toBe(3);
  });

  it("refuses Prepare for a cancelled order and Complete once the order was cancelled meanwhile", async () => {
    const p = await placeOnline();
    expect((await t.app.internals.orders.changeStatus(p.order.id, "cancel", "operator")).ok).toBe(true);
    expect(await statusOf(p.order.id)).toBe(0);
    const id = transId();
    expect(await send("prepare", prepareForm(p, id))).toMatchObject({ error: -9 });
    expect(await transactionOf(id)).toBeUndefined();

    const late = await placeOnline();
    const { id: lateId, prepareId } = await prepare(late);
    expect((await t.app.internals.orders.changeStatus(late.order.id, "cancel", "operator")).ok).toBe(true);
    expect(await send("complete", completeForm(late, lateId, prepareId))).toMatchObject({ error: -9 });
    // Click sends nothing more, so the transaction is closed here and Click returns the money.
    expect(await transactionOf(lateId)).toMatchObject({ state: -1, reason: 3 });
    expect(await statusOf(late.order.id)).toBe(0);
    expect(await logsOf(late.order.id)).toEqual(["place:shopper", "cancel:operator"]);
  });

  it("gives a Click order Click's payment page with the service, merchant, sum, order and return", async () => {
    const p = await placeOnline();
    const url = new URL(p.order.payment_url!);
    expect(`${url.origin}${url.pathname}`).toBe("https://my.click.uz/services/pay");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: SERVICE,
      merchant_id: MERCHANT,
      amount: String(p.som),
      transaction_param: String(p.order.id),
      return_url: "/order",
    });
  });
});
