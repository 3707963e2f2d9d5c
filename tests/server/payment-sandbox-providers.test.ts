import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentLinks } from "../../server/modules/payments/index.ts";
import { placeOnlineOrder, places } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const RETURN = "/order";
/** `c` as the server writes it: URL-encoded, so no value adds a parameter. */
const C = encodeURIComponent(RETURN);
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/**
 * What each provider's calls leave behind when the sandbox plays it (docs/payments.md, Offline sandbox):
 * its row name, the provider ids it makes, and what a decline leaves (Paynet announces none).
 */
const PLAYED = [
  { name: "Click", type: 5, page: "click", provider: "sandbox-click", id: /^\d+$/, declined: [-1] },
  {
    name: "Uzum Bank",
    type: 3,
    page: "uzum",
    provider: "sandbox-uzum",
    id: /^[0-9a-f-]{36}$/,
    declined: [-1],
  },
  { name: "Paynet", type: 7, page: "paynet", provider: "sandbox-paynet", id: /^\d+$/, declined: [] },
] as const;

// The offline sandbox's pages for Click, Uzum and Paynet send this server each provider's own callbacks
// over real HTTP, so the app listens on an ephemeral port.
describe.each(BACKENDS)("Payment sandbox for Click, Uzum and Paynet on %s", (backend) => {
  let t: TestApp;
  let base: string;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60, env: { PAYMENT_TYPES: "cash,payme,click,uzum,paynet" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.addresses().find((a) => typeof a === "object")!;
    base = `http://127.0.0.1:${address.port}`;
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const db = () => t.app.internals.db;
  const statusOf = async (id: number) =>
    (await db().query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!.status;
  const rowsOf = async (id: number) =>
    db().query<{ provider: string; provider_id: string; state: number; amount: string }>(
      "SELECT provider, provider_id, state, amount FROM payment_transactions WHERE order_id = $1 ORDER BY id",
      [id],
    );
  const open = (path: string) => fetch(`${base}${path}`, { headers: { "accept-language": "ru" } });
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1]!;
  const submit = (path: string, form: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });
  const press = async (path: string, action: "pay" | "decline") => {
    const page = await open(path);
    expect(page.status).toBe(200);
    return submit(path, { token: tokenOf(await page.text()), action, lang: "ru" });
  };

  describe.each(PLAYED)("$name", (p) => {
    const placeOnline = async () => {
      const { order, som } = await placeOnlineOrder(t, district, p.type, { units: 1 });
      return { order, som, url: order.payment_url! };
    };

    it("gives the order the sandbox's page of this provider, which names it", async () => {
      const { order, som, url } = await placeOnline();
      const page = `/api/v1/payments/sandbox/${p.page}/`;
      expect(url.startsWith(page)).toBe(true);
      expect(Buffer.from(url.slice(page.length), "base64").toString("utf8")).toBe(
        `m=sandbox;ac.order_id=${order.id};a=${som * 100};c=${C}`,
      );
      const html = await (await open(url)).text();
      expect(html).toContain(`<h1><span>${p.name}</span> · sandbox</h1>`);
      expect(html).toContain(`У магазина нет ключей ${p.name}`);
    });

    it("pays through the provider's own callbacks: the order is approved once", async () => {
      const { order, som, url } = await placeOnline();
      const paid = await press(url, "pay");
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(RETURN);
      expect(await statusOf(order.id)).toBe(3);
      const rows = await rowsOf(order.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: p.provider, state: 2 });
      expect(Number(rows[0]!.amount)).toBe(som * 100);
      expect(rows[0]!.provider_id).toMatch(p.id);
      // Paying a paid order: the provider's refusal is shown with its code, nothing more is taken.
      const again = await press(url, "pay");
      expect(again.status).toBe(409);
      expect(await again.text()).toMatch(/Код ошибки -?\d+/);
      expect(await rowsOf(order.id)).toHaveLength(1);
    });

    it("declines: the order keeps awaiting payment and the same page pays it afterwards", async () => {
      const { order, url } = await placeOnline();
      const declined = await press(url, "decline");
      expect(declined.status).toBe(303);
      expect(await statusOf(order.id)).toBe(2);
      expect((await rowsOf(order.id)).map((r) => r.state)).toEqual(p.declined);
      expect((await press(url, "pay")).status).toBe(303);
      expect(await statusOf(order.id)).toBe(3);
      expect((await rowsOf(order.id)).map((r) => r.state)).toEqual([...p.declined, 2]);
    });

    it("refuses a wrong amount and another provider's form token, changing nothing", async () => {
      const { order, som } = await placeOnline();
      const wrong = `/api/v1/payments/sandbox/${p.page}/${b64(
        `m=sandbox;ac.order_id=${order.id};a=${som * 100 + 100};c=${RETURN}`,
      )}`;
      const refused = await press(wrong, "pay");
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain("Код ошибки");
      const payme = `/api/v1/payments/sandbox/payme/${b64(`m=sandbox;ac.order_id=${order.id};a=${som * 100};c=${RETURN}`)}`;
      const paymeToken = tokenOf(await (await open(payme)).text());
      const own = `/api/v1/payments/sandbox/${p.page}/${b64(`m=sandbox;ac.order_id=${order.id};a=${som * 100};c=${RETURN}`)}`;
      expect((await submit(own, { token: paymeToken, action: "pay" })).status).toBe(403);
      expect(await statusOf(order.id)).toBe(2);
      expect(await rowsOf(order.id)).toEqual([]);
    });
  });

  it("answers 404 for a provider it does not play", async () => {
    const r = await open(`/api/v1/payments/sandbox/cash/${b64(`m=sandbox;ac.order_id=1;a=100;c=${RETURN}`)}`);
    expect(r.status).toBe(404);
  });
});

describe.each(BACKENDS)("Payment sandbox with real Click keys on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 20,
      env: {
        PAYMENT_TYPES: "cash,payme,click",
        CLICK_SERVICE_ID: "101",
        CLICK_MERCHANT_ID: "202",
        CLICK_MERCHANT_USER_ID: "303",
        CLICK_SECRET_KEY: "s3cret",
      },
    });
  });
  afterAll(() => t?.close());

  it("never plays Click (its page answers 404) and still plays Payme", async () => {
    const link = b64(`m=sandbox;ac.order_id=1;a=100;c=${RETURN}`);
    expect((await t.app.inject({ url: `/api/v1/payments/sandbox/click/${link}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/payments/sandbox/payme/${link}` })).statusCode).toBe(200);
  });
});

describe("The sandbox's links", () => {
  const order = (paymentType: 3 | 5 | 7) => ({ orderId: 7, paymentType, total: 1_000, redirectUrl: RETURN });
  const login = { serviceId: "1", login: "l", password: "p" };

  it("are given to a provider without keys while the sandbox is on, and to none when it is off", () => {
    const on = paymentLinks({ payme: null, paymentSandbox: true });
    expect(on(order(3))).toBe(
      `/api/v1/payments/sandbox/uzum/${b64(`m=sandbox;ac.order_id=7;a=100000;c=${C}`)}`,
    );
    expect(on(order(5))).toMatch(/^\/api\/v1\/payments\/sandbox\/click\//);
    expect(on(order(7))).toMatch(/^\/api\/v1\/payments\/sandbox\/paynet\//);
    const off = paymentLinks({ payme: null, paymentSandbox: false });
    for (const type of [3, 5, 7] as const) expect(off(order(type))).toBeNull();
  });

  it("are never given once a provider has keys: Uzum and Paynet have no checkout page", () => {
    const real = paymentLinks({ payme: null, uzum: login, paynet: login, paymentSandbox: true });
    expect(real(order(3))).toBeNull();
    expect(real(order(7))).toBeNull();
  });
});
