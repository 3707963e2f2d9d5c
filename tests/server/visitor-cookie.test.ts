import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newVisitorId } from "../../server/http/visitor-cookie.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Decision 0025: the guest's visitorId cookie is the server's, HttpOnly, SameSite=Lax, Secure over HTTPS;
// the storefront's calls carry it and never name it, and a sign-in from its browser still merges its basket.

const ID = /^[0-9a-z]{25}$/;

/** The visitorId Set-Cookie of an answer: its value and its attributes in order; null when there is none. */
function visitorCookie(answer: LightMyRequestResponse) {
  const header = answer.headers["set-cookie"];
  const line = [header ?? []].flat().find((l) => l.startsWith("visitorId="));
  if (!line) return null;
  const [pair, ...attributes] = line.split("; ");
  return { id: pair!.slice("visitorId=".length), attributes: attributes.sort() };
}

const cookieOf = (id: string) => ({ cookie: `visitorId=${id}` });

describe("a new visitor id", () => {
  it("is 128 random bits in base36, always 25 characters", () => {
    // All 16 bytes count: the largest value is 2^128 - 1, the smallest pads to the same length.
    expect(newVisitorId(Buffer.alloc(16, 255))).toBe((2n ** 128n - 1n).toString(36));
    expect(newVisitorId(Buffer.alloc(16))).toBe("0".repeat(25));
    const ids = new Set(Array.from({ length: 1000 }, () => newVisitorId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(ID);
  });
});

describe.each(BACKENDS)("the visitor cookie on %s", (backend) => {
  let t: TestApp;
  let products: number[];
  const dist = mkdtempSync(path.join(os.tmpdir(), "qb-dist-"));

  beforeAll(async () => {
    mkdirSync(path.join(dist, "client"), { recursive: true });
    mkdirSync(path.join(dist, "server"), { recursive: true });
    writeFileSync(path.join(dist, "client", "index.html"), "<!doctype html><div id=root></div>");
    // A render that shows the visitor id it was given, as the real one passes it to its calls.
    writeFileSync(
      path.join(dist, "server", "entry-server.js"),
      "export async function render(r) { return { status: 200, html: `<p>${r.cookies.visitorId}</p>`, headers: { 'cache-control': 'no-store' } }; }",
    );
    t = await startTestApp(backend, { products: 30, env: { DIST_DIR: dist } });
    const rows = await t.app.internals.db.query<{ id: number }>(
      "SELECT id FROM products ORDER BY id LIMIT 2",
    );
    products = rows.map((r) => r.id);
    await t.app.internals.db.query("UPDATE products SET stock = 50 WHERE id = ANY($1::int[])", [products]);
    await t.app.internals.accounts.create({
      phone: "901270001",
      password: "togri-parol",
      fullName: "Malika",
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const add = (product: number, headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/v1/orders/cart/", payload: { product, amount: 1 }, headers });
  const basket = async (headers: Record<string, string>, query = "") => {
    const r = await t.app.inject({ url: `/api/v1/orders/cart/products/${query}`, headers });
    expect(r.statusCode, r.body).toBe(200);
    return expectAnswer("cartProducts", r.json()).products.map((line) => line.product.id);
  };

  it("gives a page its visitor id as an HttpOnly, SameSite=Lax cookie for a year, and renders with it", async () => {
    const page = await t.app.inject({ url: "/products" });
    const cookie = visitorCookie(page)!;
    expect(cookie.id).toMatch(ID);
    expect(cookie.attributes).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"].sort());
    expect(page.body).toBe(`<p>${cookie.id}</p>`);
    // The next page keeps the id and sets it again: a year from the last visit, and an id an earlier
    // storefront wrote from script becomes HttpOnly.
    const again = await t.app.inject({ url: "/products", headers: cookieOf(cookie.id) });
    expect(visitorCookie(again)).toEqual(cookie);
    // A short id from an earlier, guessable generator is replaced.
    expect(
      visitorCookie(await t.app.inject({ url: "/", headers: cookieOf("k3j9x0q2v8m1abcd") }))!.id,
    ).toMatch(ID);
  });

  it("tells a page's script that its visitor is new only with an id just issued, readable and short-lived", async () => {
    const marker = (answer: LightMyRequestResponse) =>
      [answer.headers["set-cookie"] ?? []].flat().find((l) => l.startsWith("qb_new_visitor=")) ?? null;
    const first = await t.app.inject({ url: "/products" });
    const line = marker(first)!;
    expect(line.split("; ").sort()).toEqual(
      ["qb_new_visitor=1", "Max-Age=300", "Path=/", "SameSite=Lax"].sort(),
    );
    const again = await t.app.inject({ url: "/products", headers: cookieOf(visitorCookie(first)!.id) });
    expect(marker(again)).toBeNull();
  });

  it("keeps a guest's basket with the cookie alone, from a first call that came with no id", async () => {
    // A browser's call from the shop's page whose cookie was cleared while the page stayed open.
    const first = await add(products[0]!, { "sec-fetch-site": "same-origin" });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = visitorCookie(first)!;
    expect(cookie.attributes).toContain("HttpOnly");
    expect(await basket(cookieOf(cookie.id))).toEqual([products[0]]);
    // Calls that carry it are given nothing new.
    expect(visitorCookie(await add(products[1]!, cookieOf(cookie.id)))).toBeNull();
    expect(await basket(cookieOf(cookie.id))).toEqual(products);
  });

  it("sets no cookie for clients that name their own guest or user, nor on an answer shared caches keep", async () => {
    // Another client with no owner at all is told so, as before, and not given an id it would never send.
    const none = await add(products[0]!, {});
    expect(none.statusCode).toBe(400);
    expect(visitorCookie(none)).toBeNull();
    expect(visitorCookie(await add(products[0]!, { fingerprint: "mobileApp0001" }))).toBeNull();
    expect(
      visitorCookie(await t.app.inject({ url: "/api/v1/orders/cart/products/?Fingerprint=mobileApp0001" })),
    ).toBeNull();
    expect(await basket({ fingerprint: "mobileApp0001" })).toEqual([products[0]]);
    const list = await t.app.inject({
      url: "/api/v1/products/?size=2",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(list.headers["cache-control"]).toMatch(/public/);
    expect(visitorCookie(list)).toBeNull();
    expect(visitorCookie(await t.app.inject({ url: "/robots.txt" }))).toBeNull();
  });

  it("merges the basket of the browser that signed in, named by its cookie alone, and no other", async () => {
    const merge = { "x-merge-visitor": "1" };
    const browser = visitorCookie(await t.app.inject({ url: "/products" }))!.id;
    const other = visitorCookie(await t.app.inject({ url: "/products" }))!.id;
    await add(products[1]!, cookieOf(browser));
    await add(products[0]!, cookieOf(other));
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      payload: { phone: "901270001", password: "togri-parol" },
      headers: cookieOf(browser),
    });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ access: string }>().access}` };
    // Another browser's cookie beside this session's token takes nothing over; nor does a call that does not
    // ask for the merge.
    expect(await basket({ ...auth, ...merge, ...cookieOf(other) })).toEqual([]);
    expect(await basket({ ...auth, ...cookieOf(browser) })).toEqual([]);
    expect(await basket({ ...auth, ...merge, ...cookieOf(browser) })).toEqual([products[1]]);
    expect(await basket(cookieOf(browser))).toEqual([]);
    expect(await basket(cookieOf(other))).toEqual([products[0]]);
  });
});

describe("the visitor cookie over HTTPS", () => {
  let behindProxy: TestApp;
  let withPublicUrl: TestApp;
  beforeAll(async () => {
    behindProxy = await startTestApp("pglite", { products: 5, env: { TRUST_PROXY: "1" } });
    withPublicUrl = await startTestApp("pglite", {
      products: 5,
      env: { PUBLIC_URL: "https://shop.example" },
    });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await withPublicUrl?.close();
  });

  const firstCall = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: "/api/v1/orders/cart/products/",
      headers: { "sec-fetch-site": "same-origin", ...headers },
    });

  it("is Secure when the trusted proxy says HTTPS, or PUBLIC_URL is https", async () => {
    expect(
      visitorCookie(await firstCall(behindProxy, { "x-forwarded-proto": "https" }))!.attributes,
    ).toContain("Secure");
    expect(visitorCookie(await firstCall(behindProxy))!.attributes).not.toContain("Secure");
    expect(visitorCookie(await firstCall(withPublicUrl))!.attributes).toContain("Secure");
  });

  it("is not Secure on a client's own word when no proxy is trusted", async () => {
    const t = await startTestApp("pglite", { products: 5 });
    try {
      expect(visitorCookie(await firstCall(t, { "x-forwarded-proto": "https" }))!.attributes).not.toContain(
        "Secure",
      );
    } finally {
      await t.close();
    }
  });
});
