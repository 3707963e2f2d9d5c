import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMoneyString } from "../../domain/money.ts";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  stockOf,
  UNTOUCHED_PRODUCT,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Issue 24, item 5: an order's `redirect_url` leads back to the shop and nowhere else, and the providers'
// links carry it so that no value adds a parameter (domain/return-url.ts, docs/payments.md).

const SHOP = "https://shop.example.uz";
const PAYME = "https://checkout.paycom.uz/";
const HOSTILE = [
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/my-orders",
  "https://evil.example/my-orders",
  "https://shop.example.uz@evil.example/",
  "https://shop.example.uz.evil.example/",
  "http://shop.example.uz/my-orders",
  "/\\evil.example",
  "/..//evil.example",
  "java\nscript:alert(1)",
  "my-orders",
];

/** Payme's base64 parameters, split as Payme splits them: every `key=value`, in order. */
function paymeParams(url: string): [string, string][] {
  expect(url.startsWith(PAYME)).toBe(true);
  const text = Buffer.from(url.slice(PAYME.length), "base64").toString("utf8");
  return text.split(";").map((pair) => {
    const eq = pair.indexOf("=");
    return [pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1))];
  });
}

/** The `c` of a sandbox link (Payme's format) as the sandbox page reads it. */
function sandboxReturn(url: string): string {
  const text = Buffer.from(url.slice(url.lastIndexOf("/") + 1), "base64").toString("utf8");
  return decodeURIComponent(text.slice(text.indexOf(";c=") + 3));
}

describe.each(BACKENDS)("redirect_url with PUBLIC_URL on %s", (backend) => {
  let t: TestApp;
  let district: number;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 40,
      env: {
        PUBLIC_URL: SHOP,
        PAYMENT_TYPES: "cash,payme,click",
        PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb",
        PAYME_KEY: "k3y",
        CLICK_SERVICE_ID: "30067",
        CLICK_MERCHANT_ID: "22408",
        CLICK_MERCHANT_USER_ID: "37711",
        CLICK_SECRET_KEY: "s3cret",
      },
    });
    district = (await places(t)).city.id;
    call = caller(t);
  });
  afterAll(() => t?.close());

  const ordersOf = async (who: Shopper) =>
    (await t.app.internals.db.query("SELECT id FROM orders WHERE user_id = $1", [who.id])).length;
  /** A new shopper with two of a fresh product (stock 5) in the basket. */
  const withBasket = async () => {
    const who = await makeShopper(t);
    const product = await productWithStock(t, 5, [], UNTOUCHED_PRODUCT);
    await putInBasket(t, who, product.id, 2);
    return { who, product };
  };
  const place = (who: Shopper, paymentType: number, redirectUrl: string) =>
    call("POST", "orders/order/", who, {
      payload: orderBody(district, { payment_type: paymentType, redirect_url: redirectUrl }),
    });

  it("refuses every address off the shop with a field error, before anything is placed", async () => {
    const { who, product } = await withBasket();
    for (const value of HOSTILE)
      for (const paymentType of [1, 4, 5]) {
        const r = await place(who, paymentType, value);
        expect(r.statusCode, `${paymentType} ${JSON.stringify(value)}`).toBe(400);
        expect(r.json()).toMatchObject({ errors: [{ error: "FIELD.INVALID", field: "redirect_url" }] });
      }
    expect(await ordersOf(who)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(5);
    // The basket is whole: the same shopper places it at once with an address of the shop.
    expect((await place(who, 4, "/my-orders")).statusCode).toBe(201);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("takes the storefront's own address, and a path made absolute on the shop", async () => {
    const { who } = await withBasket();
    const r = await place(who, 4, `${SHOP}/uz/my-orders?paying=1`);
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    expect(paymeParams(order.payment_url!).at(-1)).toEqual(["c", `${SHOP}/uz/my-orders?paying=1`]);
  });

  it("gives Payme exactly its four parameters when the address holds a `;`", async () => {
    const { who } = await withBasket();
    const r = await place(who, 4, "/orders/1?x=1;a=1;c=https://evil.example");
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    expect(paymeParams(order.payment_url!)).toEqual([
      ["m", "5e730e8e0b852a417aa49ceb"],
      ["ac.order_id", String(order.id)],
      ["a", String(parseMoneyString(order.order_price) * 100)],
      ["c", `${SHOP}/orders/1?x=1;a=1;c=https://evil.example`],
    ]);
  });

  it("gives Click exactly its five parameters when the address holds `&`", async () => {
    const { who } = await withBasket();
    const r = await place(who, 5, "/orders/1?x=1&amount=1&return_url=https://evil.example");
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    const url = new URL(order.payment_url!);
    expect([...url.searchParams]).toEqual([
      ["service_id", "30067"],
      ["merchant_id", "22408"],
      ["amount", String(parseMoneyString(order.order_price))],
      ["transaction_param", String(order.id)],
      ["return_url", `${SHOP}/orders/1?x=1&amount=1&return_url=https://evil.example`],
    ]);
  });

  it("pays again through a link whose return, kept from before the check, is the shop's home page", async () => {
    const { who } = await withBasket();
    const order = expectAnswer("orderCreate", (await place(who, 4, "/my-orders")).json());
    // An order placed before redirect_url was checked.
    await t.app.internals.db.query("UPDATE orders SET payment_return = $2 WHERE id = $1", [
      order.id,
      "javascript:alert(document.cookie)",
    ]);
    const detail = await call("GET", `orders/${order.id}/`, who);
    expect(detail.statusCode, detail.body).toBe(200);
    const again = detail.json<{ payment_url: string }>().payment_url;
    expect(paymeParams(again).at(-1)).toEqual(["c", `${SHOP}/`]);
  });
});

describe.each(BACKENDS)("redirect_url without PUBLIC_URL on %s", (backend) => {
  let t: TestApp;
  let district: number;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40, env: { PAYMENT_TYPES: "cash,payme" } });
    district = (await places(t)).city.id;
    call = caller(t);
  });
  afterAll(() => t?.close());

  const place = async (redirectUrl: string, headers: Record<string, string> = {}) => {
    const who = await makeShopper(t);
    const product = await productWithStock(t, 5, [], UNTOUCHED_PRODUCT);
    await putInBasket(t, who, product.id, 1);
    return call("POST", "orders/order/", who, {
      payload: orderBody(district, { payment_type: 4, redirect_url: redirectUrl }),
      headers,
    });
  };

  it("takes the page's own origin as the request names it, cut down to a path", async () => {
    // What the storefront sends: its page's origin, here the Host the request came to.
    const r = await place("http://localhost/uz/my-orders?paying=1");
    expect(r.statusCode, r.body).toBe(201);
    expect(sandboxReturn(expectAnswer("orderCreate", r.json()).payment_url!)).toBe("/uz/my-orders?paying=1");
    const path = await place("/ru/my-orders?paying=1");
    expect(sandboxReturn(expectAnswer("orderCreate", path.json()).payment_url!)).toBe(
      "/ru/my-orders?paying=1",
    );
  });

  it("refuses another origin, and a forged Host gains nothing but a path", async () => {
    for (const value of ["http://localhost:3000/order", "https://evil.example/", ...HOSTILE]) {
      const r = await place(value);
      expect(r.statusCode, value).toBe(400);
      expect(r.json()).toMatchObject({ errors: [{ error: "FIELD.INVALID", field: "redirect_url" }] });
    }
    const forged = await place("http://evil.example/phish", { host: "evil.example" });
    expect(forged.statusCode, forged.body).toBe(201);
    expect(sandboxReturn(expectAnswer("orderCreate", forged.json()).payment_url!)).toBe("/phish");
  });
});

describe.each(BACKENDS)("redirect_url behind a trusted proxy on %s", (backend) => {
  let t: TestApp;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20, env: { PAYMENT_TYPES: "cash,payme", TRUST_PROXY: "1" } });
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const place = async (redirectUrl: string, headers: Record<string, string>) => {
    const who = await makeShopper(t);
    const product = await productWithStock(t, 5, [], UNTOUCHED_PRODUCT);
    await putInBasket(t, who, product.id, 1);
    return caller(t)("POST", "orders/order/", who, {
      payload: orderBody(district, { payment_type: 4, redirect_url: redirectUrl }),
      headers,
    });
  };
  const proxied = { "x-forwarded-host": "shop.example.uz", "x-forwarded-proto": "https" };

  it("takes the forwarded origin as the shop's, and makes a path absolute on it", async () => {
    const own = await place(`${SHOP}/uz/my-orders?paying=1`, proxied);
    expect(own.statusCode, own.body).toBe(201);
    expect(sandboxReturn(expectAnswer("orderCreate", own.json()).payment_url!)).toBe(
      `${SHOP}/uz/my-orders?paying=1`,
    );
    const path = await place("/uz/my-orders", proxied);
    expect(sandboxReturn(expectAnswer("orderCreate", path.json()).payment_url!)).toBe(`${SHOP}/uz/my-orders`);
    expect((await place("http://localhost/uz/my-orders", proxied)).statusCode).toBe(400);
  });

  it("sends the payer from the sandbox page back to the storefront's address", async () => {
    // As the end-to-end run has it: the browser at the server's own address, TRUST_PROXY=1, no PUBLIC_URL.
    const host = { host: "127.0.0.1:3100" };
    const r = await place("http://127.0.0.1:3100/ru/my-orders?paying=1", host);
    expect(r.statusCode, r.body).toBe(201);
    const url = expectAnswer("orderCreate", r.json()).payment_url!;
    expect(sandboxReturn(url)).toBe("http://127.0.0.1:3100/ru/my-orders?paying=1");
    const page = await t.app.inject({ url, headers: host });
    expect(page.body).toContain('href="/ru/my-orders?paying=1"');
  });
});
