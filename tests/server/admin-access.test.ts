import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR, ensureDemoOperator } from "../../server/db/seed/demo-account.seed.ts";
import { adminCaller, makeStaff, type Method } from "./helpers/admin-calls.ts";
import { caller, makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Who may call the back office's catalogue, promo, content, review and inbox calls (domain/staff.ts): nobody
// without a token, no shopper, an operator only the reviews and the inbox, an admin all of them.
describe.each(BACKENDS)("The back office's second slice refuses whoever may not on %s", (backend) => {
  let t: TestApp;
  let shopper: Shopper;
  let operator: Shopper;
  let product: { id: number; price: number; stock: number };
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 10 });
    shopper = await makeShopper(t);
    operator = await makeStaff(t, await makeShopper(t), "operator");
    const [row] = await t.app.internals.db.query<{ id: number; price: string; stock: number }>(
      "SELECT id, price, stock FROM products ORDER BY id LIMIT 1",
    );
    product = { id: row!.id, price: Number(row!.price), stock: row!.stock };
    await t.app.internals.db.query(
      "INSERT INTO promo_codes (code, discount_amount) VALUES ('ESHIK', 1000) ON CONFLICT DO NOTHING",
    );
  });
  afterAll(() => t?.close());

  /** Every call this slice adds, with a body that would change something if it were let through. */
  const adminOnly = (): [Method, string, unknown?][] => [
    ["GET", "products/"],
    ["PATCH", `products/${product.id}/`, { price: product.price + 1, stock: product.stock + 1 }],
    ["GET", `products/${product.id}/changes/`],
    ["GET", "promo-codes/"],
    ["POST", "promo-codes/", { code: "ICHKARI", kind: "amount", value: 1000 }],
    ["POST", "promo-codes/ESHIK/pause/"],
    ["POST", "promo-codes/ESHIK/resume/"],
    ["POST", "promo-codes/ESHIK/expire/"],
    ["GET", "banners/"],
    ["POST", "banners/1/", { visible: false }],
    ["GET", "stories/"],
    ["POST", "stories/1/", { visible: false }],
  ];
  const operatorToo = (): [Method, string, unknown?][] => [
    ["GET", "reviews/"],
    ["POST", "reviews/1/answer/", { answer: "Rahmat" }],
    ["GET", "inbox/"],
    ["POST", "inbox/feedback/1/close/"],
    ["POST", "inbox/bug/1/close/"],
    ["GET", "inbox/bug/1/photos/0"],
  ];
  const untouched = async () => {
    const db = t.app.internals.db;
    const [p] = await db.query<{ price: string; stock: number }>(
      "SELECT price, stock FROM products WHERE id = $1",
      [product.id],
    );
    const promos = await db.query<{ code: string; active: boolean; valid_until: Date | null }>(
      "SELECT code, active, valid_until FROM promo_codes ORDER BY code",
    );
    const hidden = await db.query(
      "SELECT 1 FROM banners WHERE NOT visible UNION ALL SELECT 1 FROM stories WHERE NOT visible",
    );
    const answers = await db.query("SELECT 1 FROM comments WHERE answer = 'Rahmat'");
    const changes = await db.query("SELECT 1 FROM product_changes");
    expect(Number(p!.price)).toBe(product.price);
    expect(p!.stock).toBe(product.stock);
    expect(promos.map((r) => r.code)).not.toContain("ICHKARI");
    expect(promos.find((r) => r.code === "ESHIK")).toMatchObject({ active: true, valid_until: null });
    expect([hidden.length, answers.length, changes.length]).toEqual([0, 0, 0]);
  };

  it("refuses every call without a token (401) and to a shopper's token (403), changing nothing", async () => {
    for (const [method, url, payload] of [...adminOnly(), ...operatorToo()]) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, shopper, payload, "uz");
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ detail: "Бу бўлим дўкон ходимлари учун" });
      expect(refused.headers["cache-control"]).toContain("no-store");
    }
    await untouched();
  });

  it("refuses an operator the catalogue, promo and content calls, and lets them answer and read the inbox", async () => {
    for (const [method, url, payload] of adminOnly())
      expect((await call(method, url, operator, payload)).statusCode, `${method} ${url}`).toBe(403);
    await untouched();
    for (const [method, url, payload] of operatorToo())
      expect((await call(method, url, operator, payload)).statusCode, `${method} ${url}`).not.toBe(403);
  });

  it("has a demo operator to sign in with where the demo shopper is, and only there", async () => {
    const login = await caller(t)("POST", "auth/login/", null, {
      payload: { phone: DEMO_OPERATOR.phone, password: DEMO_OPERATOR.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = expectAnswer("login", login.json()).access;
    const me = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/me/",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ role: "operator" });
  });

  it("never gives the demo operator's role to a person who registered its phone", async () => {
    const db = t.app.internals.db;
    await db.query("UPDATE users SET role = 'shopper', password_hash = 'theirs' WHERE phone = $1", [
      DEMO_OPERATOR.phone,
    ]);
    expect(await ensureDemoOperator(db)).toBe(false);
    const [row] = await db.query<{ role: string; password_hash: string }>(
      "SELECT role, password_hash FROM users WHERE phone = $1",
      [DEMO_OPERATOR.phone],
    );
    expect(row).toEqual({ role: "shopper", password_hash: "theirs" });
  });
});

describe("The demo operator", () => {
  it("is not created when the demo accounts are off", async () => {
    const t = await startTestApp("pglite", { products: 5, env: { DEMO_ACCOUNT: "0" } });
    try {
      const rows = await t.app.internals.db.query("SELECT 1 FROM users WHERE phone = $1", [
        DEMO_OPERATOR.phone,
      ]);
      expect(rows).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
