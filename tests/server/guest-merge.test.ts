import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../server/db/seed/demo-account.seed.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

interface Call {
  fp?: string;
  token?: string;
  payload?: unknown;
}

// Decision 0019: the call after sign-in merges the basket and likes of the browser that signed in, no other.
describe.each(BACKENDS)("merging a guest's basket at sign-in on %s", (backend) => {
  let t: TestApp;
  let products: number[];

  const call = (method: "GET" | "POST", url: string, o: Call = {}) =>
    t.app.inject({
      method,
      url,
      ...(o.payload !== undefined ? { payload: o.payload as object } : {}),
      headers: {
        ...(o.fp ? { fingerprint: o.fp } : {}),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
    });
  const add = async (product: number, amount: number, o: Call) =>
    expect(
      (await call("POST", "/api/v1/orders/cart/", { payload: { product, amount }, ...o })).statusCode,
    ).toBe(200);
  const like = async (product: number, o: Call) =>
    expect(
      (await call("POST", `/api/v1/products/likes/like/${product}/`, { payload: {}, ...o })).statusCode,
    ).toBe(200);
  const lines = async (o: Call, query = "") => {
    const r = await call("GET", `/api/v1/orders/cart/products/${query}`, o);
    expect(r.statusCode, r.body).toBe(200);
    return expectAnswer("cartProducts", r.json()).products.map((e) => [e.product.id, e.amount]);
  };
  const likedIds = async (o: Call) => {
    const r = await call("GET", "/api/v1/products/likes/", o);
    return expectAnswer("likesList", r.json()).results.map((p) => p.id);
  };
  /** Signs the demo shopper in from the browser whose visitor id is `fp` (none: no Fingerprint sent). */
  const signIn = async (fp?: string) => {
    const r = await call("POST", "/api/v1/auth/login/", {
      payload: { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password },
      ...(fp ? { fp } : {}),
    });
    expect(r.statusCode, r.body).toBe(200);
    return expectAnswer("login", r.json());
  };
  const emptyUser = async () => {
    const db = t.app.internals.db;
    const [user] = await db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [
      DEMO_ACCOUNT.phone,
    ]);
    await db.query("DELETE FROM cart_items WHERE owner = $1", [`u:${user!.id}`]);
    await db.query("DELETE FROM likes WHERE owner = $1", [`u:${user!.id}`]);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40 });
    const rows = await t.app.internals.db.query<{ id: number }>(
      "SELECT id FROM products ORDER BY id LIMIT 3",
    );
    products = rows.map((r) => r.id);
    await t.app.internals.db.query("UPDATE products SET stock = 50 WHERE id = ANY($1::int[])", [products]);
  });
  afterAll(async () => t?.close());

  it("merges the basket and likes of the browser that signed in", async () => {
    await emptyUser();
    const [p1, p2] = products as [number, number];
    const browserA = { fp: "browserA0001" };
    await add(p1, 2, browserA);
    await like(p2, browserA);
    const { access } = await signIn(browserA.fp);
    // As the storefront sends it: the Fingerprint header beside the query.
    expect(await lines({ token: access, ...browserA }, `?Fingerprint=${browserA.fp}`)).toEqual([[p1, 2]]);
    expect(await likedIds({ token: access })).toEqual([p2]);
    expect(await lines(browserA)).toEqual([]);
  });

  it("leaves another guest's basket and likes alone when a signed-in account presents its Fingerprint", async () => {
    await emptyUser();
    const [p1, p2, p3] = products as [number, number, number];
    const victim = { fp: "victimB00001" };
    await add(p3, 4, victim);
    await like(p2, victim);
    await add(p1, 1, { fp: "attackerA001" });
    const { access } = await signIn("attackerA001");
    const answer = await lines({ token: access }, `?Fingerprint=${victim.fp}`);
    expect(answer).toEqual([]);
    expect(await likedIds({ token: access })).toEqual([]);
    // The victim's basket and likes are whole.
    expect(await lines(victim)).toEqual([[p3, 4]]);
    expect(await likedIds(victim)).toEqual([p2]);
    // A session signed in with no Fingerprint at all merges nobody's.
    const unbound = await signIn();
    expect(await lines({ token: unbound.access }, `?Fingerprint=${victim.fp}`)).toEqual([]);
    expect(await lines(victim)).toEqual([[p3, 4]]);
  });

  it("keeps the binding through refresh-token rotation, still for that browser only", async () => {
    await emptyUser();
    const [p1, , p3] = products as [number, number, number];
    const browserA = { fp: "browserA0002" };
    const other = { fp: "otherguest02" };
    await add(p1, 3, browserA);
    await add(p3, 1, other);
    const first = await signIn(browserA.fp);
    const rotated = await call("POST", "/api/v1/auth/token/refresh/", {
      payload: { refresh: first.refresh },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const again = await call("POST", "/api/v1/auth/token/refresh/", {
      payload: { refresh: expectAnswer("tokenRefresh", rotated.json()).refresh },
    });
    const { access } = expectAnswer("tokenRefresh", again.json());
    expect(await lines({ token: access }, `?Fingerprint=${other.fp}`)).toEqual([]);
    expect(await lines(other)).toEqual([[p3, 1]]);
    expect(await lines({ token: access }, `?Fingerprint=${browserA.fp}`)).toEqual([[p1, 3]]);
    expect(await lines(browserA)).toEqual([]);
  });
});
