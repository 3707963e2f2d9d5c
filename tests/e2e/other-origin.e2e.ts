import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { OTHER_ORIGIN_PORT } from "../../playwright.config";
import { registerShopper } from "./support/shoppers";

// Another site's script (a partner's shop, the mobile app's web build) calling the shop's API from its own
// origin, as docs/api.md's guide for other clients tells it to: the browser sends real cross-origin requests
// with preflights, and reads only what the shop's CORS grant lets it. playwright.config.ts lists
// http://127.0.0.1:<OTHER_ORIGIN_PORT> in CORS_ORIGINS; any other origin is granted nothing.

interface ShopCall {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

interface ShopAnswer<T = unknown> {
  status: number;
  body: T;
  requestId: string | null;
  errorCode: string | null;
}

interface Card {
  id: number;
  slug: string;
  title: string;
  realtime_count: number;
}

interface Paged<T> {
  current_page: number;
  page_size: number;
  results: T[];
}

interface Basket {
  products: { product: { id: number; title: string }; amount: number }[];
}

// Runs in the other site's page: what its client does for every call, credentials included.
async function callShop(call: ShopCall): Promise<ShopAnswer> {
  const headers = { ...call.headers };
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  const answer = await fetch(call.url, {
    method: call.method ?? "GET",
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    credentials: "include",
  });
  const text = await answer.text();
  return {
    status: answer.status,
    body: text === "" ? null : JSON.parse(text),
    // Readable only when the grant exposes them (Access-Control-Expose-Headers).
    requestId: answer.headers.get("X-Request-Id"),
    errorCode: answer.headers.get("X-Error-Code"),
  };
}

// Runs in a page the shop does not list: the browser refuses the call without a grant.
async function refusedCall(call: ShopCall): Promise<string> {
  try {
    await fetch(call.url, {
      method: call.method ?? "GET",
      headers: call.headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      credentials: "include",
    });
    return "answered";
  } catch (error) {
    return (error as Error).name;
  }
}

/** A one-page site on `port` (0: any free one), standing in for the other client's origin. */
async function otherSite(port: number): Promise<{ server: Server; origin: string }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      '<!doctype html><html lang="ru"><meta charset="utf-8"><title>Partner</title><h1>Partner</h1>',
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeSite = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The OPTIONS requests Chromium sends before the calls that need one (seen through DevTools protocol). */
async function watchPreflights(page: Page): Promise<string[]> {
  const preflights: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.method === "OPTIONS") preflights.push(new URL(event.request.url).pathname);
  });
  return preflights;
}

// A registration and some thirty calls on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("a page on a listed origin browses, fills a guest basket, signs in and places a cash pick-up order", async ({
  page,
  request,
  baseURL,
}) => {
  // The account is the test's own: another file's checkout with the demo shopper takes its whole basket.
  const shopper = await registerShopper(request, "Hamkor Xaridor");
  const site = await otherSite(OTHER_ORIGIN_PORT);
  try {
    const preflights = await watchPreflights(page);
    await page.goto(`${site.origin}/`);
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
    const api = (path: string) => `${baseURL}/api/v1/${path}`;
    const call = async <T>(c: ShopCall) => (await page.evaluate(callShop, c)) as ShopAnswer<T>;
    const fingerprint = `partner-${randomUUID()}`;
    const ru = { "Accept-Language": "ru" };

    // The catalogue: a page of cards, then one card's detail.
    const list = await call<Paged<Card>>({ url: api("products/?size=60"), headers: ru });
    expect(list.status).toBe(200);
    expect(list.requestId).toBeTruthy();
    expect(list.body).toMatchObject({ current_page: 1, page_size: 60 });
    // Stock to spare, away from the scarce products other files buy out.
    const product = list.body.results.find((p) => p.realtime_count >= 100)!;
    expect(product, "a product with stock to spare").toBeDefined();
    const detail = await call<Card>({ url: api(`products/detail/${product.slug}/`), headers: ru });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: product.id, slug: product.slug });
    const title = detail.body.title;

    // A guest's basket, owned by the Fingerprint header.
    const guest = { ...ru, Fingerprint: fingerprint };
    const add = await call({
      url: api("orders/cart/"),
      method: "POST",
      headers: guest,
      body: { product: product.id, amount: 2 },
    });
    expect(add.status).toBe(200);
    const guestBasket = await call<Basket>({ url: api("orders/cart/products/"), headers: guest });
    expect(guestBasket.status).toBe(200);
    expect(guestBasket.body.products).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: product.id, title }), amount: 2 }),
    ]);

    // An error reads as the other client reads it: the code from the exposed header.
    const anonymous = await call({ url: api("account/"), headers: ru });
    expect(anonymous).toMatchObject({ status: 401, errorCode: "AUTH.REQUIRED" });

    // Sign-in binds the guest; the call after it moves the guest's basket into the account.
    const login = await call<{ access: string; refresh: string }>({
      url: api("auth/login/"),
      method: "POST",
      headers: guest,
      body: { phone: shopper.phone, password: shopper.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const user = { ...ru, Authorization: `Bearer ${login.body.access}` };
    const account = await call({ url: api("account/"), headers: user });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ phone: shopper.phone, full_name: shopper.fullName });
    const merged = await call<Basket>({
      url: api(`orders/cart/products/?Fingerprint=${fingerprint}`),
      headers: user,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.products).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: product.id }), amount: 2 }),
    ]);

    // A district with a pick-up point, as the client asks when the shopper picks one.
    const regions = await call<Paged<{ id: number }>>({ url: api("common/region/?size=15"), headers: ru });
    let district: number | undefined;
    for (const region of regions.body.results) {
      const districts = await call<Paged<{ id: number }>>({
        url: api(`common/district/?region=${region.id}&size=1`),
        headers: ru,
      });
      const first = districts.body.results[0]!.id;
      const takeaway = await call<{ is_takeaway_available: boolean; is_cache_available: boolean }>({
        url: api(`orders/check-takeaway/?district=${first}`),
        headers: ru,
      });
      expect(takeaway.status).toBe(200);
      if (takeaway.body.is_takeaway_available && takeaway.body.is_cache_available) {
        district = first;
        break;
      }
    }
    expect(district, "a district with a pick-up point and cash").toBeDefined();

    // Cash on pick-up, placed with a retry key: the retry after a lost answer places nothing twice.
    const order = {
      url: api("orders/order/"),
      method: "POST",
      headers: { ...user, "Idempotency-Key": `partner-order-${randomUUID()}` },
      body: {
        address: "",
        payment_type: 1,
        delivery_type: 3,
        receiver_fish: shopper.fullName,
        receiver_phone: shopper.phone,
        latitude: 41.31,
        longitude: 69.28,
        district,
        use_cashback_balance: false,
        redirect_url: "/my-orders",
      },
    };
    const placed = await call<{ id: number; order_price: string; payment_url: string | null }>(order);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ id: expect.any(Number), payment_url: null });
    const again = await call<{ id: number }>(order);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(placed.body.id);

    const mine = await call({ url: api(`orders/${placed.body.id}/`), headers: user });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: placed.body.id,
      payment_type: 1,
      delivery_type: 3,
      order_price: placed.body.order_price,
      order_products: [
        expect.objectContaining({ amount: 2, product: expect.objectContaining({ id: product.id }) }),
      ],
    });
    const orders = await call<Paged<{ id: number }>>({ url: api("orders/"), headers: user });
    expect(orders.body.results.map((o) => o.id)).toEqual([placed.body.id]);
    const emptied = await call<Basket>({ url: api("orders/cart/products/"), headers: user });
    expect(emptied.body.products).toEqual([]);

    // The writes and the headed calls went out only after the browser's preflight was granted.
    expect(preflights).toEqual(
      expect.arrayContaining(["/api/v1/orders/cart/", "/api/v1/auth/login/", "/api/v1/orders/order/"]),
    );
  } finally {
    await closeSite(site.server);
  }
});

test("a page on an origin the shop does not list is granted nothing", async ({ page, request, baseURL }) => {
  // The shop answers the same call to a client that is not a browser.
  expect((await request.get("/api/v1/products/?size=1")).status()).toBe(200);
  const site = await otherSite(0);
  try {
    await page.goto(`${site.origin}/`);
    const api = (path: string) => `${baseURL}/api/v1/${path}`;
    // A simple read (no preflight) and a write that needs one: the browser keeps both answers from the page.
    expect(await page.evaluate(refusedCall, { url: api("products/?size=1") })).toBe("TypeError");
    expect(
      await page.evaluate(refusedCall, {
        url: api("orders/cart/"),
        method: "POST",
        headers: { "Content-Type": "application/json", Fingerprint: `stranger-${randomUUID()}` },
        body: { product: 1, amount: 1 },
      }),
    ).toBe("TypeError");
  } finally {
    await closeSite(site.server);
  }
});
