import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageText } from "../../server/platform/messages.ts";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, saying, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Catalogue upkeep in the back office (docs/decisions/0013-back-office.md): prices, sale prices and stock
// with their audit log, seen by the storefront at once.
describe.each(BACKENDS)("The back office's products on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const row = async (id: number) =>
    (
      await t.app.internals.db.query<{ price: string; sale_price: string; stock: number }>(
        "SELECT price, sale_price, stock FROM products WHERE id = $1",
        [id],
      )
    )[0]!;
  const changesOf = async (id: number) =>
    (
      await t.app.internals.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM product_changes WHERE product_id = $1",
        [id],
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40 });
    admin = await makeStaff(t, await makeShopper(t), "admin");
  });
  /** Cache events not yet delivered to the other processes. */
  const pending = async () =>
    (
      await t.app.internals.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE topic = 'catalogue.changed' AND processed_at IS NULL`,
      )
    )[0]!.n;

  afterAll(() => t?.close());

  it("lists products newest first, in the request's language, searched by title, slug or id, paged", async () => {
    const all = (await call("GET", "products/?page_size=5", admin)).json();
    expect(all.count).toBe(40);
    expect(all.results).toHaveLength(5);
    expect(all.previous).toBeNull();
    expect(all.next).toContain("page=2");
    const ids = all.results.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const first = all.results[0];
    expect(Object.keys(first).sort()).toEqual([
      "id",
      "missing",
      "price",
      "sale_price",
      "slug",
      "stock",
      "title",
      "visible",
    ]);
    const [titles] = await t.app.internals.db.query<{ title_uz: string; title_ru: string }>(
      "SELECT title_uz, title_ru FROM products WHERE id = $1",
      [first.id],
    );
    expect(first.title).toBe(titles!.title_ru);
    const uz = (await call("GET", `products/?search=${first.id}`, admin, undefined, "uz")).json();
    expect(uz.results.map((p: { id: number }) => p.id)).toContain(first.id);
    expect(uz.results.find((p: { id: number }) => p.id === first.id).title).toBe(titles!.title_uz);
    const bySlug = (await call("GET", `products/?search=${encodeURIComponent(first.slug)}`, admin)).json();
    expect(bySlug.results.map((p: { id: number }) => p.id)).toEqual([first.id]);
    const word = titles!.title_ru.split(" ")[0]!;
    const byTitle = (await call("GET", `products/?search=${encodeURIComponent(word)}`, admin)).json();
    expect(byTitle.results.map((p: { id: number }) => p.id)).toContain(first.id);
    expect((await call("GET", "products/?search=zzzz_nothing", admin)).json().count).toBe(0);
    expect((await call("GET", "products/?page_size=1000", admin)).statusCode).toBe(400);
  });

  it("changes price, sale price and stock, logging each changed field once with who and when", async () => {
    const p = await productWithStock(t, 7);
    const r = await call("PATCH", `products/${p.id}/`, admin, {
      price: p.price + 1000,
      sale_price: p.price,
      stock: 7,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: p.id, price: p.price + 1000, sale_price: p.price, stock: 7 });
    expect(await row(p.id)).toMatchObject({ stock: 7 });
    expect(Number((await row(p.id)).price)).toBe(p.price + 1000);
    // Stock did not change: two rows, not three.
    const log = (await call("GET", `products/${p.id}/changes/`, admin)).json().results;
    expect(log).toHaveLength(2);
    expect(log.map((c: { field: string }) => c.field).sort()).toEqual(["price", "sale_price"]);
    expect(log.find((c: { field: string }) => c.field === "price")).toMatchObject({
      old_value: p.price,
      new_value: p.price + 1000,
      by: { id: admin.id, full_name: expect.any(String), phone: expect.any(String) },
    });
    expect(Date.parse(log[0].at)).toBeGreaterThan(Date.now() - 60_000);

    await call("PATCH", `products/${p.id}/`, admin, { stock: 3 });
    const newest = (await call("GET", `products/${p.id}/changes/`, admin)).json().results;
    expect(newest[0]).toMatchObject({ field: "stock", old_value: 7, new_value: 3 });
    // Sending the same values again writes nothing.
    await call("PATCH", `products/${p.id}/`, admin, { stock: 3, sale_price: p.price });
    expect(await changesOf(p.id)).toBe(3);
    expect((await call("PATCH", `products/${p.id}/`, admin, {})).json()).toMatchObject({ stock: 3 });
    expect(await changesOf(p.id)).toBe(3);
    // 0 takes the sale away.
    expect((await call("PATCH", `products/${p.id}/`, admin, { sale_price: 0 })).json().sale_price).toBe(0);
  });

  it("refuses a bad value with a translated field error and changes nothing", async () => {
    const p = await productWithStock(t, 5);
    const before = await row(p.id);
    const logged = await changesOf(p.id);
    const bad: [Record<string, unknown>, string][] = [
      [{ price: 0 }, "price"],
      [{ price: -5 }, "price"],
      [{ price: 10.5 }, "price"],
      [{ price: "1000" }, "price"],
      [{ stock: -1 }, "stock"],
      [{ sale_price: p.price }, "sale_price"],
      [{ sale_price: p.price + 1 }, "sale_price"],
      // A price cut below the sale price is caught too, and the stock sent beside it is not written.
      [{ sale_price: 100, price: 100, stock: 1 }, "sale_price"],
      [{ stock: 2, sale_price: -1 }, "sale_price"],
    ];
    for (const [payload, field] of bad) {
      const r = await call("PATCH", `products/${p.id}/`, admin, payload, "uz");
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.headers["x-error-code"]).toBe("FIELD.INVALID");
      expect(r.json()).toEqual(saying(messageText("invalid_value", "uz", { field })));
    }
    expect(await row(p.id)).toEqual(before);
    expect(await changesOf(p.id)).toBe(logged);
    expect((await call("PATCH", "products/999999/", admin, { stock: 1 })).statusCode).toBe(404);
    expect((await call("GET", "products/999999/changes/", admin)).statusCode).toBe(404);
  });

  it("logs concurrent changes as a chain: each one's old value is the value the one before left", async () => {
    const untouched = "sale_price = 0 AND id NOT IN (SELECT product_id FROM product_changes)";
    const p = await productWithStock(t, 100, [], untouched);
    const sent = [101, 102, 103, 104, 105, 106];
    const answers = await Promise.all(
      sent.map((stock) => call("PATCH", `products/${p.id}/`, admin, { stock })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(sent.map(() => 200));
    const log = (await call("GET", `products/${p.id}/changes/`, admin)).json().results.reverse();
    expect(log).toHaveLength(sent.length);
    expect(log[0].old_value).toBe(100);
    for (let i = 1; i < log.length; i++) expect(log[i].old_value).toBe(log[i - 1].new_value);
    expect((await row(p.id)).stock).toBe(log.at(-1).new_value);
  });

  // Last: it stops the outbox, so only this process's own drop can show the new price.
  it("shows the storefront the new price at once, though its answer was cached; tells the other processes", async () => {
    await t.app.internals.outbox.stop();
    const p = await productWithStock(t, 5);
    const events = await pending();
    const [{ slug }] = (await t.app.internals.db.query<{ slug: string }>(
      "SELECT slug FROM products WHERE id = $1",
      [p.id],
    )) as [{ slug: string }];
    const shown = async () =>
      (await t.app.inject({ method: "GET", url: `/api/v1/products/detail/${slug}/` })).json() as {
        price: string;
      };
    const before = await shown();
    await shown();
    expect(Number(before.price)).toBe(p.price);
    expect((await call("PATCH", `products/${p.id}/`, admin, { price: p.price + 500 })).statusCode).toBe(200);
    expect(Number((await shown()).price)).toBe(p.price + 500);
    expect(await pending()).toBe(events + 1);
  });
});

// Promo codes (docs/decisions/0013-back-office.md): what checkout accepts is exactly what the list calls
// active.
describe.each(BACKENDS)("The back office's promo codes on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let district: number;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const promo = (code: string) =>
    call("GET", "promo-codes/", admin).then((r) =>
      r.json().results.find((p: { code: string }) => p.code === code),
    );
  const count = async () =>
    (await t.app.internals.db.query<{ n: number }>("SELECT count(*)::int AS n FROM promo_codes"))[0]!.n;
  const NEW = {
    code: "yangi2026",
    kind: "percent",
    value: 10,
    min_order_price: 1000,
    starts_at: null,
    ends_at: null,
    max_uses: 50,
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40 });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  it("creates a code upper case as checkout looks it up, lists it with its state, refuses a duplicate", async () => {
    const r = await call("POST", "promo-codes/", admin, NEW);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toEqual({
      code: "YANGI2026",
      kind: "percent",
      value: 10,
      min_order_price: 1000,
      starts_at: null,
      ends_at: null,
      max_uses: 50,
      used: 0,
      state: "active",
    });
    expect(await promo("YANGI2026")).toMatchObject({ state: "active", used: 0 });
    const amount = await call("POST", "promo-codes/", admin, {
      code: "KEYIN",
      kind: "amount",
      value: 15000,
      starts_at: "2099-01-01T00:00:00Z",
      ends_at: "2099-02-01T00:00:00+05:00",
    });
    expect(amount.json()).toMatchObject({
      kind: "amount",
      value: 15000,
      min_order_price: 0,
      max_uses: null,
      state: "scheduled",
      starts_at: "2099-01-01T00:00:00.000Z",
    });
    const before = await count();
    for (const lang of ["ru", "uz"]) {
      const dup = await call("POST", "promo-codes/", admin, { ...NEW, code: " Yangi2026 " }, lang);
      expect(dup.statusCode).toBe(409);
      expect(dup.headers["x-error-code"]).toBe("PROMO.CODE_TAKEN");
      expect(dup.json().detail).toBe(messageText("promo_code_taken", lang as "ru"));
    }
    expect(messageText("promo_code_taken", "uz")).not.toBe(messageText("promo_code_taken", "ru"));
    expect(await count()).toBe(before);
  });

  it("refuses a malformed code with a field error and creates nothing", async () => {
    const before = await count();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...NEW, code: undefined }, "code", "FIELD.REQUIRED"],
      [{ ...NEW, code: "AB" }, "code", "FIELD.INVALID"],
      [{ ...NEW, code: "A".repeat(33) }, "code", "FIELD.INVALID"],
      [{ ...NEW, code: "YANGI-1" }, "code", "FIELD.INVALID"],
      [{ ...NEW, kind: "gift" }, "kind", "FIELD.INVALID"],
      [{ ...NEW, kind: undefined }, "kind", "FIELD.REQUIRED"],
      [{ ...NEW, value: 0 }, "value", "FIELD.INVALID"],
      [{ ...NEW, value: 101 }, "value", "FIELD.INVALID"],
      [{ ...NEW, kind: "amount", value: -1 }, "value", "FIELD.INVALID"],
      [{ ...NEW, min_order_price: -1 }, "min_order_price", "FIELD.INVALID"],
      [{ ...NEW, max_uses: 0 }, "max_uses", "FIELD.INVALID"],
      [{ ...NEW, starts_at: "tomorrow" }, "starts_at", "FIELD.INVALID"],
      [
        { ...NEW, starts_at: "2030-01-02T00:00:00Z", ends_at: "2030-01-01T00:00:00Z" },
        "ends_at",
        "FIELD.INVALID",
      ],
    ];
    for (const [payload, field, code] of bad) {
      const r = await call("POST", "promo-codes/", admin, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.headers["x-error-code"], JSON.stringify(payload)).toBe(code);
      const key = code === "FIELD.REQUIRED" ? "field_required" : "invalid_value";
      expect(r.json()).toEqual(saying(messageText(key, "ru", { field })));
    }
    expect(await count()).toBe(before);
  });

  it("pauses, resumes and expires a code; checkout refuses a paused or expired one with PROMO.INVALID", async () => {
    await call("POST", "promo-codes/", admin, { ...NEW, code: "TOXTA", min_order_price: 0 });
    const who = await makeShopper(t);
    const product = await productWithStock(t, 20);
    await putInBasket(t, who, product.id, 1);
    const check = () =>
      caller(t)("POST", "promocode/CheckAndGetPromoInfo/", who, { payload: { promo_code: "toxta" } });
    const place = () =>
      caller(t)("POST", "orders/order/", who, { payload: orderBody(district, { promo_code: "toxta" }) });
    expect((await check()).json()).toMatchObject({ valid: true });

    const paused = await call("POST", "promo-codes/toxta/pause/", admin);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ code: "TOXTA", state: "paused" });
    expect((await check()).json()).toMatchObject({ valid: false });
    const refused = await place();
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["x-error-code"]).toBe("PROMO.INVALID");

    expect((await call("POST", "promo-codes/TOXTA/resume/", admin)).json().state).toBe("active");
    expect((await check()).json()).toMatchObject({ valid: true });

    const expired = (await call("POST", "promo-codes/TOXTA/expire/", admin)).json();
    expect(expired.state).toBe("expired");
    expect(Date.parse(expired.ends_at)).toBeLessThanOrEqual(Date.now());
    // Resuming does not bring an ended code back.
    expect((await call("POST", "promo-codes/TOXTA/resume/", admin)).json().state).toBe("expired");
    expect((await check()).json()).toMatchObject({ valid: false });
    const late = await place();
    expect(late.headers["x-error-code"]).toBe("PROMO.INVALID");
    const [orders] = await t.app.internals.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE user_id = $1",
      [who.id],
    );
    expect(orders!.n).toBe(0);
    // Expiring again keeps the first end.
    expect((await call("POST", "promo-codes/TOXTA/expire/", admin)).json().ends_at).toBe(expired.ends_at);
    expect((await call("POST", "promo-codes/NOSUCH/pause/", admin)).statusCode).toBe(404);
  });

  it("calls a code whose uses are spent used up", async () => {
    await call("POST", "promo-codes/", admin, { ...NEW, code: "BIRMARTA", max_uses: 1 });
    await t.app.internals.db.query("UPDATE promo_codes SET used_count = 1 WHERE code = 'BIRMARTA'");
    expect((await promo("BIRMARTA")).state).toBe("used_up");
  });
});
