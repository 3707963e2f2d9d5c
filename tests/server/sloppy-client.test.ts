import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeSentTo as codeSent, textsTo } from "./helpers/sms-outbox.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// What another client of the API really sends (issue 27): a literal `?` for an ordering, an empty group,
// `Bearer null` for a guest, a "send the code again" without the district. Each is taken as the client
// meant it, and the same parameters' real mistakes are still refused.
describe.each(BACKENDS)("a sloppy client on %s", (backend) => {
  let t: TestApp;
  let district: number;
  let groupId: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 120 });
    const db = t.app.internals.db;
    district = (await db.query<{ id: number }>("SELECT id FROM districts ORDER BY id LIMIT 1"))[0]!.id;
    const [group] = await db.query<{ id: number }>(
      `SELECT group_id AS id FROM products WHERE group_id IS NOT NULL
       GROUP BY group_id ORDER BY count(*) DESC, group_id LIMIT 1`,
    );
    groupId = Number(group!.id);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1/${url}`, headers: { "accept-language": "ru", ...headers } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/${url}`,
      payload,
      headers: { "accept-language": "ru", ...headers },
    });
  const slugs = (body: unknown) => expectAnswer("productsList", body).results.map((p) => p.slug);

  it("lists a group's variants when the ordering is a literal `?` or no ordering at all", async () => {
    const plain = await get(`products/?product_group_id=${groupId}`);
    expect(plain.statusCode).toBe(200);
    const total = expectAnswer("productsList", plain.json()).total;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(120);
    for (const ordering of ["?", "%3F", "bogus", "price%20desc"]) {
      const r = await get(`products/?product_group_id=${groupId}&ordering=${ordering}`);
      expect(r.statusCode, ordering).toBe(200);
      expect(slugs(r.json()), ordering).toEqual(slugs(plain.json()));
    }
  });

  it("still orders by a real ordering", async () => {
    const r = await get("products/?ordering=-price&size=20");
    // The price a shopper pays: the sale price when there is one.
    const prices = expectAnswer("productsList", r.json()).results.map((p) =>
      Number(p.sale_price !== "0.00" ? p.sale_price : p.price),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("takes an empty product_group_id as none given", async () => {
    const all = await get("products/?size=5");
    for (const query of ["product_group_id=", "product_group_id", "product_group_id=&ordering=?"]) {
      const r = await get(`products/?size=5&${query}`);
      expect(r.statusCode, query).toBe(200);
      expect(slugs(r.json()), query).toEqual(slugs(all.json()));
    }
  });

  it("still refuses the list's malformed filters and pages", async () => {
    for (const [query, field] of [
      ["product_group_id=abc", "product_group_id"],
      ["category_id=x", "category_id"],
      ["page=0", "page"],
      ["ordering=price&ordering=-price", "ordering"],
    ]) {
      const r = await get(`products/?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(r.json().errors[0].field, query).toBe(field);
    }
  });

  it("takes `Bearer null`, `Bearer undefined` and an empty bearer as a guest where guests are", async () => {
    const fingerprint = "sloppy-guest-0001";
    const product = expectAnswer("productsList", (await get("products/?size=1")).json()).results[0]!;
    const added = await post(
      "orders/cart/",
      { product: product.id, amount: 1 },
      { authorization: "Bearer null", fingerprint },
    );
    expect(added.statusCode).toBe(200);
    for (const authorization of ["Bearer null", "Bearer undefined", "Bearer ", "Bearer", "bearer NULL", ""]) {
      const list = await get("products/?size=1", { authorization });
      expect(list.statusCode, authorization).toBe(200);
      const cart = await get("orders/cart/products/", { authorization, fingerprint });
      expect(cart.statusCode, authorization).toBe(200);
      const lines = expectAnswer("cartProducts", cart.json()).products;
      expect(
        lines.map((l) => l.product.id),
        authorization,
      ).toEqual([product.id]);
    }
  });

  it("still refuses a bad token, and asks a `Bearer null` caller of a signed-in call to sign in", async () => {
    const forged = await get("products/?size=1", { authorization: "Bearer not-a-token" });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers["x-error-code"]).toBe("AUTH.TOKEN_INVALID");
    const account = await get("account/", { authorization: "Bearer null" });
    expect(account.statusCode).toBe(401);
    expect(account.headers["x-error-code"]).toBe("AUTH.REQUIRED");
  });

  it("sends the registration code again without the district, into the client's session", async () => {
    const phone = "901270001";
    const start = await post("account/registration/entrypoint/", { phone, district });
    expect(start.statusCode).toBe(200);
    const { session } = start.json<{ session: string }>();
    const first = await codeSent(t.app, t.config.dataDir, phone);
    // Past the resend countdown.
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1",
      [phone],
    );
    const again = await post("account/registration/entrypoint/", { phone, full_name: "Aziz Karimov" });
    expect(again.statusCode).toBe(200);
    const resent = again.json<{ session: string }>().session;
    const second = await codeSent(t.app, t.config.dataDir, phone);
    expect(textsTo(t.config.dataDir, phone)).toHaveLength(2);
    if (second === first) expect.fail("the resend sent the same code");
    // The session answered first takes the new code, and the signature registers in the first district.
    const verified = await post("account/registration/verify/", { phone, session, code: second });
    expect(verified.statusCode).toBe(200);
    const done = await post("account/registration/register/", {
      signature: verified.json<{ signature: string }>().signature,
      password: "yangi-parol-1",
      full_name: "Aziz Karimov",
    });
    expect(done.statusCode).toBe(200);
    const [user] = await t.app.internals.db.query<{ district_id: number | null }>(
      "SELECT district_id FROM users WHERE phone = $1",
      [phone],
    );
    expect(Number(user!.district_id)).toBe(district);
    // The resend's own session names the same step: its code is used up now, as the first's is.
    const replay = await post("account/registration/verify/", { phone, session: resent, code: second });
    expect(replay.statusCode).toBe(400);
  });

  it("the resend's session takes the new code too", async () => {
    const phone = "901270002";
    await post("account/registration/entrypoint/", { phone, district });
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1",
      [phone],
    );
    const again = await post("account/registration/entrypoint/", { phone });
    const code = await codeSent(t.app, t.config.dataDir, phone);
    const verified = await post("account/registration/verify/", {
      phone,
      session: again.json<{ session: string }>().session,
      code,
    });
    expect(verified.statusCode).toBe(200);
  });

  it("still asks for the district when the phone has no session waiting for its code", async () => {
    const fresh = await post("account/registration/entrypoint/", { phone: "901270003", full_name: "X" });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors[0]).toMatchObject({ error: "FIELD.REQUIRED", field: "district" });
    // An old session (past the ticket's life) is not reopened either.
    const phone = "901270004";
    await post("account/registration/entrypoint/", { phone, district });
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '16 minutes' WHERE phone = $1",
      [phone],
    );
    const stale = await post("account/registration/entrypoint/", { phone });
    expect(stale.statusCode).toBe(400);
    expect(stale.headers["x-error-code"]).toBe("FIELD.REQUIRED");
  });

  it("does not resend into a session whose code was already accepted", async () => {
    const phone = "901270005";
    const start = await post("account/registration/entrypoint/", { phone, district });
    const code = await codeSent(t.app, t.config.dataDir, phone);
    const session = start.json<{ session: string }>().session;
    expect((await post("account/registration/verify/", { phone, session, code })).statusCode).toBe(200);
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1",
      [phone],
    );
    const again = await post("account/registration/entrypoint/", { phone });
    expect(again.statusCode).toBe(400);
    expect(again.headers["x-error-code"]).toBe("FIELD.REQUIRED");
  });
});
