import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Issue 26, item 5: the back office's first page tells the operator of an empty shop how to bring goods in
// (docs/decisions/0038-empty-shop.md): the counts that say the shop is empty, and 1C's address and settings
// as this server is configured.

const ONEC_ENV = { ONEC_PRICE_TYPE: "Оптовая", ONEC_ZIP: "0", ONEC_FILE_LIMIT_MB: "16" };

describe.each(BACKENDS)("the empty shop's guide on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let operator: Shopper;
  let shopper: Shopper;
  let call: ReturnType<typeof adminCaller>;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 0, env: ONEC_ENV });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    operator = await makeStaff(t, await makeShopper(t), "operator");
    shopper = await makeShopper(t);
    call = adminCaller(t);
  });
  afterAll(() => t?.close());

  it("tells a catalogue editor the shop is empty and how 1C is pointed at it", async () => {
    const res = await call("GET", "catalogue/start/", admin);
    expect(res.statusCode, res.body).toBe(200);
    const phone = await t.app.internals.db.query<{ phone: string }>("SELECT phone FROM users WHERE id = $1", [
      admin.id,
    ]);
    expect(res.json()).toEqual({
      products: { total: 0, visible: 0 },
      onec: {
        url: "http://localhost/api/v1/1c/exchange",
        login: phone[0]!.phone,
        price_type: "Оптовая",
        zip: false,
        file_limit_mb: 16,
      },
    });
  });

  it("names the request's own host when no PUBLIC_URL is set, as the caller reached it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/catalogue/start/",
      headers: { authorization: `Bearer ${admin.token}`, host: "shop.example.uz:8443" },
    });
    expect(res.json().onec.url).toBe("http://shop.example.uz:8443/api/v1/1c/exchange");
  });

  it("refuses an operator (no catalogue.edit) and a shopper with 403, a guest with 401", async () => {
    expect((await call("GET", "catalogue/start/", operator)).statusCode).toBe(403);
    expect((await call("GET", "catalogue/start/", shopper)).statusCode).toBe(403);
    expect((await call("GET", "catalogue/start/", null)).statusCode).toBe(401);
  });
});

describe.each(BACKENDS)("the guide with PUBLIC_URL and goods on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 7, env: { PUBLIC_URL: "https://bozor.example.uz/shop/" } });
    admin = await makeStaff(t, await makeShopper(t), "admin");
  });
  afterAll(() => t?.close());

  it("counts the goods and names the public origin with the default 1C settings", async () => {
    const res = await adminCaller(t)("GET", "catalogue/start/", admin);
    const body = res.json();
    expect(body.products).toEqual({ total: 7, visible: 7 });
    expect(body.onec).toMatchObject({
      url: "https://bozor.example.uz/api/v1/1c/exchange",
      price_type: "Розничная",
      zip: true,
      file_limit_mb: 8,
    });
  });

  it("counts a hidden product among the goods but not among those a shopper sees", async () => {
    const db = t.app.internals.db;
    const [one] = await db.query<{ id: number }>("SELECT id FROM products ORDER BY id LIMIT 1");
    await db.query("UPDATE products SET visible = false WHERE id = $1", [one!.id]);
    try {
      const res = await adminCaller(t)("GET", "catalogue/start/", admin);
      expect(res.json().products).toEqual({ total: 7, visible: 6 });
    } finally {
      await db.query("UPDATE products SET visible = true WHERE id = $1", [one!.id]);
    }
  });
});
