import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/money.ts";
import { loadConfig } from "../../server/config.ts";
import { paymentLinks } from "../../server/modules/payments/index.ts";
import { placeOnlineOrder, places } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const PAGE = "/api/v1/payments/sandbox/payme";
const RETURN = "/order";
/** `c` as the server writes it: URL-encoded, so no value adds a parameter. */
const C = encodeURIComponent(RETURN);
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

// The offline sandbox (docs/payments.md): a checkout page that pays by sending this server Payme's own
// callbacks over real HTTP, so the app listens on an ephemeral port.
describe.each(BACKENDS)("Payment sandbox on %s", (backend) => {
  let t: TestApp;
  let base: string;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60, env: { PAYMENT_TYPES: "cash,payme" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.addresses().find((a) => typeof a === "object")!;
    base = `http://127.0.0.1:${address.port}`;
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const placeOnline = async () => {
    const { order, som } = await placeOnlineOrder(t, district, 4, { units: 1 });
    return { order, som, amount: som * 100, url: order.payment_url! };
  };
  const db = () => t.app.internals.db;
  const statusOf = async (id: number) =>
    (await db().query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!.status;
  const rowsOf = async (id: number) =>
    db().query<{ provider: string; provider_id: string; state: number; reason: number | null }>(
      "SELECT provider, provider_id, state, reason FROM payment_transactions WHERE order_id = $1 ORDER BY id",
      [id],
    );
  const open = (path: string, lang = "uz") =>
    fetch(`${base}${path}`, { headers: { "accept-language": lang }, redirect: "manual" });
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1]!;
  const submit = (path: string, form: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });
  /** Opens the page as a browser would and presses a button on it. */
  const press = async (path: string, action: "pay" | "decline") => {
    const page = await open(path);
    expect(page.status).toBe(200);
    return submit(path, { token: tokenOf(await page.text()), action, lang: "uz" });
  };

  it("gives a Payme order the sandbox's link in Payme's own format", async () => {
    const p = await placeOnline();
    expect(p.url.startsWith(`${PAGE}/`)).toBe(true);
    const decoded = Buffer.from(p.url.slice(PAGE.length + 1), "base64").toString("utf8");
    expect(decoded).toBe(`m=sandbox;ac.order_id=${p.order.id};a=${p.amount};c=${C}`);
  });

  it("shows the merchant, the order and the amount in so'm, in the asked language", async () => {
    const p = await placeOnline();
    const r = await open(p.url);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/);
    expect(r.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await r.text();
    expect(html).toContain('<html lang="uz-Latn">');
    expect(html).toContain("SINOV REJIMI");
    expect(html).toContain(`№&nbsp;${p.order.id}`);
    expect(html).toContain(`${formatMoney(p.som)}&nbsp;soʻm`);
    expect(html).toContain(`href="${RETURN}"`);
    expect(html).not.toMatch(/<(script|link|img)\b/);
    const ru = await (await open(p.url, "ru-RU,ru;q=0.9,en;q=0.8")).text();
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain(`${formatMoney(p.som)}&nbsp;сум`);
    expect(ru).toContain("Оплатить");
    expect(await (await open(`${p.url}?lang=en`, "ru")).text()).toContain("SANDBOX — no real money");
  });

  it("escapes everything the link holds and never links a hostile return address", async () => {
    const hostile = `${RETURN}?x="><script>alert(1)</script>`;
    const page = await (await open(`${PAGE}/${b64(`m=sandbox;ac.order_id=1;a=100;c=${hostile}`)}`)).text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const script = await (
      await open(`${PAGE}/${b64("m=sandbox;ac.order_id=1;a=100;c=javascript:alert(1)")}`)
    ).text();
    expect(script).toContain("javascript:alert(1)");
    expect(script).not.toMatch(/href="javascript:/i);
  });

  it("never sends the payer off the shop from a crafted link", async () => {
    for (const c of [
      "https://evil.example/",
      "//evil.example",
      "/..//evil.example",
      "/%2e%2e//evil.example",
    ]) {
      const html = await (
        await open(`${PAGE}/${b64(`m=sandbox;ac.order_id=1;a=100;c=${encodeURIComponent(c)}`)}`)
      ).text();
      expect(html, c).not.toMatch(/href="(https:)?\/\/evil/);
    }
    const p = await placeOnline();
    const crafted = `${PAGE}/${b64(`m=sandbox;ac.order_id=${p.order.id};a=${p.amount};c=/..//evil.example`)}`;
    const paid = await press(crafted, "pay");
    expect(paid.status).toBe(200);
    expect(paid.headers.get("location")).toBeNull();
    expect(await statusOf(p.order.id)).toBe(3);
  });

  it("reads a `;` in a return address as another parameter, and refuses the link", async () => {
    const r = await open(`${PAGE}/${b64("m=sandbox;ac.order_id=1;a=100;c=/order?x=1;a=1")}`);
    expect(r.status).toBe(400);
    const encoded = `${PAGE}/${b64(`m=sandbox;ac.order_id=1;a=100;c=${encodeURIComponent("/order?x=1;a=1")}`)}`;
    expect(await (await open(encoded)).text()).toContain('href="/order?x=1;a=1"');
  });

  it("answers 400 to a link that is not base64 or misses a parameter", async () => {
    for (const bad of [
      "!!!!",
      "bm90IGJhc2U2NA", // no padding
      b64("hello"),
      b64(`m=sandbox;ac.order_id=1;c=${RETURN}`),
      b64(`m=someone;ac.order_id=1;a=100;c=${RETURN}`),
      b64(`m=sandbox;ac.order_id=1x;a=100;c=${RETURN}`),
      b64(`m=sandbox;ac.order_id=1;a=1.5;c=${RETURN}`),
      Buffer.from([0xff, 0xfe, 0x00]).toString("base64"),
    ]) {
      const r = await open(`${PAGE}/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(await r.text()).toContain('<html lang="uz-Latn">');
    }
    expect((await submit(`${PAGE}/!!!!`, { token: "x", action: "pay" })).status).toBe(400);
    // A path that is not even a URL is refused by the router itself, still a 400.
    expect((await open(`${PAGE}/%%%`)).status).toBe(400);
  });

  it("pays: Payme's callbacks approve the order and the shopper returns to c", async () => {
    const p = await placeOnline();
    const r = await press(p.url, "pay");
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe(RETURN);
    expect(await statusOf(p.order.id)).toBe(3);
    const rows = await rowsOf(p.order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "sandbox", state: 2, reason: null });
    expect(rows[0]!.provider_id).toMatch(/^[0-9a-f]{24}$/);
    // Paying again: the callback's refusal is shown on the page, not a redirect.
    const again = await press(p.url, "pay");
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain("Buyurtma to&#39;lovni kutmayapti yoki allaqachon to&#39;langan");
    expect(html).toContain("-31051");
    expect(await rowsOf(p.order.id)).toHaveLength(1);
  });

  it("declines: the order keeps awaiting payment and can be paid afterwards", async () => {
    const p = await placeOnline();
    const declined = await press(p.url, "decline");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(RETURN);
    expect(await statusOf(p.order.id)).toBe(2);
    expect(await rowsOf(p.order.id)).toMatchObject([{ provider: "sandbox", state: -1, reason: 2 }]);
    const paid = await press(p.url, "pay");
    expect(paid.status).toBe(303);
    expect(await statusOf(p.order.id)).toBe(3);
    expect((await rowsOf(p.order.id)).map((row) => row.state)).toEqual([-1, 2]);
  });

  it("refuses a POST without the page's token and changes nothing", async () => {
    const p = await placeOnline();
    const other = await placeOnline();
    const otherToken = tokenOf(await (await open(other.url)).text());
    for (const form of <Record<string, string>[]>[
      { action: "pay" },
      { action: "pay", token: "forged" },
      { action: "pay", token: otherToken },
      { action: "refund", token: tokenOf(await (await open(p.url)).text()) },
    ]) {
      const r = await submit(p.url, form);
      expect(r.status, JSON.stringify(form)).toBe(403);
    }
    expect(await statusOf(p.order.id)).toBe(2);
    expect(await rowsOf(p.order.id)).toEqual([]);
  });

  it("shows a wrong amount's refusal instead of paying", async () => {
    const p = await placeOnline();
    const path = `${PAGE}/${b64(`m=sandbox;ac.order_id=${p.order.id};a=${p.amount + 100};c=${RETURN}`)}`;
    const r = await press(path, "pay");
    expect(r.status).toBe(409);
    expect(await r.text()).toContain("Noto&#39;g&#39;ri summa");
    expect(await statusOf(p.order.id)).toBe(2);
    expect(await rowsOf(p.order.id)).toEqual([]);
  });
});

describe.each(BACKENDS)("Payment sandbox with real Payme keys on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 20,
      env: { PAYMENT_TYPES: "cash,payme", PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb", PAYME_KEY: "k3y" },
    });
  });
  afterAll(() => t?.close());

  it("is never active: its page and its form answer 404", async () => {
    const path = `${PAGE}/${b64(`m=sandbox;ac.order_id=1;a=100;c=${RETURN}`)}`;
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const form = await t.app.inject({
      method: "POST",
      url: path,
      payload: "token=x&action=pay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(404);
  });
});

describe("PAYMENT_SANDBOX", () => {
  const order = { orderId: 7, paymentType: 4 as const, total: 1_000, redirectUrl: RETURN };

  it("is on outside production, off in production, and PAYMENT_SANDBOX=0 or 1 decides", () => {
    const config = (env: Record<string, string>) =>
      loadConfig({ TOKEN_SECRET: "x".repeat(32), ...env }, { persistSecrets: false });
    expect(config({}).paymentSandbox).toBe(true);
    expect(config({ NODE_ENV: "production" }).paymentSandbox).toBe(false);
    expect(config({ PAYMENT_SANDBOX: "0" }).paymentSandbox).toBe(false);
    expect(config({ NODE_ENV: "production", PAYMENT_SANDBOX: "1" }).paymentSandbox).toBe(true);
    expect(() => config({ PAYMENT_SANDBOX: "yes" })).toThrow(/PAYMENT_SANDBOX/);
  });

  it("makes no link when off", () => {
    expect(paymentLinks({ payme: null, paymentSandbox: false })(order)).toBeNull();
    expect(paymentLinks({ payme: null, paymentSandbox: true })(order)).toBe(
      `${PAGE}/${b64(`m=sandbox;ac.order_id=7;a=100000;c=${C}`)}`,
    );
  });
});
