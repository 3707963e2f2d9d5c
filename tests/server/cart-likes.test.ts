import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_TTL_SECONDS, TokenIssuer } from "../../server/modules/accounts/tokens.ts";
import { DEMO_ACCOUNT } from "../../server/db/seed/demo-account.seed.ts";
import { messageText } from "../../server/platform/messages.ts";
import {
  BACKENDS,
  expectAnswer,
  expectErrorList,
  saying,
  startTestApp,
  type TestApp,
} from "./helpers/test-app.ts";

const LANGS = ["ru", "uz", "sr"] as const;
const MINUTE = 60_000;

interface Call {
  fp?: string;
  token?: string;
  lang?: string;
  payload?: unknown;
}

interface ProductRow {
  id: number;
  slug: string;
  price: string;
  sale_price: string;
  title_ru: string;
  title_uz: string;
  title_sr: string;
}

describe.each(BACKENDS)("likes and basket on %s", (backend) => {
  let t: TestApp;
  let demoId: number;
  let access: string;
  /** Discounted, stock 5. */
  let a: ProductRow;
  /** Full price, stock 20. */
  let b: ProductRow;
  /** Full price, stock 20, liked by guests in the merge test. */
  let c: ProductRow;

  const call = (method: "GET" | "POST" | "DELETE", url: string, o: Call = {}) =>
    t.app.inject({
      method,
      url,
      ...(o.payload !== undefined ? { payload: o.payload as object } : {}),
      headers: {
        "accept-language": o.lang ?? "uz",
        ...(o.fp ? { fingerprint: o.fp } : {}),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
    });
  const like = (id: number, o: Call = {}) =>
    call("POST", `/api/v1/products/likes/like/${id}/`, { payload: {}, ...o });
  const unlike = (id: number, o: Call = {}) => call("DELETE", `/api/v1/products/likes/unlike/${id}/`, o);
  const liked = async (o: Call = {}, query = "") => {
    const r = await call("GET", `/api/v1/products/likes/${query}`, o);
    expect(r.statusCode).toBe(200);
    return expectAnswer("likesList", r.json());
  };
  const setAmount = (product: unknown, amount: unknown, o: Call = {}) =>
    call("POST", "/api/v1/orders/cart/", { payload: { product, amount }, ...o });
  const basket = async (o: Call = {}, query = "") => {
    const r = await call("GET", `/api/v1/orders/cart/products/${query}`, o);
    expect(r.statusCode, r.body).toBe(200);
    return expectAnswer("cartProducts", r.json()).products;
  };
  const lines = async (o: Call = {}, query = "") =>
    (await basket(o, query)).map((e) => [e.product.id, e.amount]);
  const detailLiked = async (slug: string, o: Call = {}) =>
    expectAnswer("productDetail", (await call("GET", `/api/v1/products/detail/${slug}/`, o)).json()).is_liked;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 80 });
    const db = t.app.internals.db;
    const pick = async (where: string, not: number[]) => {
      const [row] = await db.query<ProductRow>(
        `SELECT id, slug, price::text, sale_price::text, title_ru, title_uz, title_sr FROM products
         WHERE ${where} AND NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1`,
        [not],
      );
      if (!row) throw new Error(`no product where ${where}`);
      return row;
    };
    a = await pick("sale_price > 0", []);
    b = await pick("sale_price = 0", [a.id]);
    c = await pick("sale_price = 0", [a.id, b.id]);
    await db.query("UPDATE products SET stock = 5 WHERE id = $1", [a.id]);
    await db.query("UPDATE products SET stock = 20 WHERE id = ANY($1::int[])", [[b.id, c.id]]);
    const [demo] = await db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [
      DEMO_ACCOUNT.phone,
    ]);
    demoId = demo!.id;
    // Signed in from the browser of the merge test's guest: only its basket may be merged (decision 0019).
    const login = await call("POST", "/api/v1/auth/login/", {
      payload: { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password },
      fp: "mergeguest01",
    });
    access = expectAnswer("login", login.json()).access;
  });
  afterAll(async () => t?.close());

  it("likes and unlikes idempotently, lists newest first, and marks is_liked on card answers at once", async () => {
    const fp = { fp: "likesguest01" };
    // Asked first, so the likes index holds this owner's (empty) set and must be told of the change.
    expect(await detailLiked(a.slug, fp)).toBe(false);
    for (let i = 0; i < 2; i++) expect((await like(a.id, fp)).statusCode).toBe(200);
    expect(await detailLiked(a.slug, fp)).toBe(true);
    expect((await like(b.id, fp)).statusCode).toBe(200);
    // Liking A again neither moves it to the front nor adds a row.
    expect((await like(a.id, fp)).statusCode).toBe(200);
    const page = await liked(fp);
    expect(page.results.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page.total).toBe(2);
    expect(page.results.every((p) => p.is_liked)).toBe(true);

    const list = expectAnswer(
      "productsList",
      (await call("GET", "/api/v1/products/?size=100&ordering=created_at", fp)).json(),
    );
    const marked = list.results
      .filter((p) => p.is_liked)
      .map((p) => p.id)
      .sort((x, y) => x - y);
    expect(marked).toEqual([a.id, b.id].sort((x, y) => x - y));

    for (let i = 0; i < 2; i++) expect((await unlike(a.id, fp)).statusCode).toBe(200);
    expect(await detailLiked(a.slug, fp)).toBe(false);
    expect((await liked(fp)).results.map((p) => p.id)).toEqual([b.id]);
    // Unliking what was never liked is no error either.
    expect((await unlike(c.id, fp)).statusCode).toBe(200);
    await unlike(b.id, fp);
    expect((await liked(fp)).total).toBe(0);
  });

  it("keeps likes per owner, pages them and titles them in the request's language", async () => {
    const mine = { fp: "likesowner01" };
    await like(c.id, mine);
    await like(a.id, mine);
    expect((await liked({ fp: "someoneelse1" })).total).toBe(0);
    expect(await detailLiked(a.slug, { fp: "someoneelse1" })).toBe(false);
    for (const lang of LANGS) {
      const page = await liked({ ...mine, lang });
      expect(page.results.map((p) => p.title)).toEqual([a[`title_${lang}`], c[`title_${lang}`]]);
    }
    const first = await liked(mine, "?size=1");
    expect(first.results.map((p) => p.id)).toEqual([a.id]);
    expect([first.total, first.total_pages, first.page_size]).toEqual([2, 2, 1]);
    expect(first.links.next).toContain("page=2");
    const second = await liked(mine, "?size=1&page=2");
    expect(second.results.map((p) => p.id)).toEqual([c.id]);
    expect((await call("GET", "/api/v1/products/likes/?size=0", mine)).statusCode).toBe(400);
  });

  it("answers 404 for an unknown product and 400 when there is no owner at all, translated", async () => {
    for (const lang of LANGS) {
      const liking = await like(987654, { fp: "likesguest02", lang });
      expect(liking.statusCode).toBe(404);
      expect(liking.json()).toEqual(saying(messageText("not_found", lang)));
      const adding = await setAmount(987654, 1, { fp: "likesguest02", lang });
      expect(adding.statusCode).toBe(404);
      expect(adding.json()).toEqual(saying(messageText("not_found", lang)));
      for (const r of [
        await like(a.id, { lang }),
        await unlike(a.id, { lang }),
        await call("GET", "/api/v1/products/likes/", { lang }),
        await setAmount(a.id, 1, { lang }),
        await call("GET", "/api/v1/orders/cart/products/", { lang }),
      ]) {
        expect(r.statusCode).toBe(400);
        expect(r.json()).toEqual(saying(messageText("no_owner", lang)));
      }
    }
    expect(await t.app.internals.db.query("SELECT 1 FROM likes WHERE product_id = 987654")).toEqual([]);
  });

  it("adds, updates and removes basket lines; a changed quantity keeps its place", async () => {
    const fp = { fp: "cartguest001" };
    expect(await lines(fp)).toEqual([]);
    expect((await setAmount(b.id, 2, fp)).statusCode).toBe(200);
    expect((await setAmount(a.id, 3, fp)).statusCode).toBe(200);
    expect(await lines(fp)).toEqual([
      [b.id, 2],
      [a.id, 3],
    ]);
    // Amounts may come as text, as from a form.
    expect((await setAmount(String(b.id), "4", fp)).statusCode).toBe(200);
    expect(await lines(fp)).toEqual([
      [b.id, 4],
      [a.id, 3],
    ]);
    expect((await setAmount(b.id, 0, fp)).statusCode).toBe(200);
    expect(await lines(fp)).toEqual([[a.id, 3]]);
    expect((await setAmount(b.id, 0, fp)).statusCode).toBe(200);
    expect(await lines({ fp: "cartguest002" })).toEqual([]);
    await setAmount(a.id, 0, fp);
  });

  it("keeps the order lines and likes were put in even when they share one clock tick", async () => {
    const db = t.app.internals.db;
    const fp = { fp: "sametick0001" };
    // Put in against the ids' order, so an order that falls back on the id shows itself.
    const putIn = [a, b, c].map((p) => p.id).sort((x, y) => y - x);
    for (const id of putIn) {
      expect((await setAmount(id, 1, fp)).statusCode).toBe(200);
      expect((await like(id, fp)).statusCode).toBe(200);
    }
    await db.query("UPDATE cart_items SET added_at = '2026-01-01T00:00:00Z' WHERE owner = $1", [
      "f:sametick0001",
    ]);
    await db.query("UPDATE likes SET created_at = '2026-01-01T00:00:00Z' WHERE owner = $1", [
      "f:sametick0001",
    ]);
    expect((await lines(fp)).map(([id]) => id)).toEqual(putIn);
    expect((await liked(fp)).results.map((p) => p.id)).toEqual([...putIn].reverse());
    for (const id of putIn) {
      await setAmount(id, 0, fp);
      await unlike(id, fp);
    }
  });

  it("prices every line from the products table, never from the client", async () => {
    const fp = { fp: "cartprices01" };
    await setAmount(a.id, 3, fp);
    await setAmount(b.id, 2, fp);
    const [lineA, lineB] = await basket(fp);
    const sale = Number(a.sale_price);
    expect(lineA).toMatchObject({
      amount: 3,
      price: `${a.price}.00`,
      sale_price: `${sale}.00`,
      product_price: `${sale}.00`,
      total_price: `${sale * 3}.00`,
      product_realtime_count: 5,
    });
    expect(lineA!.product).toMatchObject({ id: a.id, slug: a.slug, title: a.title_uz, is_liked: false });
    expect(lineA!.product.image_src).toBeTruthy();
    expect(lineB).toMatchObject({
      amount: 2,
      price: `${b.price}.00`,
      sale_price: "0.00",
      product_price: `${b.price}.00`,
      total_price: `${Number(b.price) * 2}.00`,
    });
    expect((await basket({ ...fp, lang: "ru" }))[0]!.product.title).toBe(a.title_ru);

    // A new price shows at once; a discount that ends falls back to the full price.
    await t.app.internals.db.query("UPDATE products SET price = 200000, sale_price = 0 WHERE id = $1", [
      a.id,
    ]);
    try {
      const [now] = await basket(fp);
      expect(now).toMatchObject({
        price: "200000.00",
        sale_price: "0.00",
        product_price: "200000.00",
        total_price: "600000.00",
      });
    } finally {
      await t.app.internals.db.query(
        "UPDATE products SET price = $2::bigint, sale_price = $3::bigint WHERE id = $1",
        [a.id, a.price, a.sale_price],
      );
    }
    // Extra fields in the request (a client's idea of the price) change nothing.
    await call("POST", "/api/v1/orders/cart/", {
      ...fp,
      payload: { product: b.id, amount: 1, price: "1.00", total_price: "1.00" },
    });
    expect((await basket(fp))[1]).toMatchObject({
      amount: 1,
      product_price: `${b.price}.00`,
      total_price: `${b.price}.00`,
    });

    await like(b.id, fp);
    expect((await basket(fp)).map((e) => e.product.is_liked)).toEqual([false, true]);
  });

  it("refuses more than the stock with a translated {detail} and keeps the line as it was", async () => {
    const fp = { fp: "cartstock001" };
    expect((await setAmount(a.id, 5, fp)).statusCode).toBe(200);
    const expected = {
      ru: "В наличии осталось только 5 шт.",
      uz: "Омборда фақат 5 дона қолган",
      sr: "Omborda faqat 5 dona qolgan",
    };
    for (const lang of LANGS) {
      const r = await setAmount(a.id, 6, { ...fp, lang });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual(saying(expected[lang]));
      expect(r.headers["cache-control"]).toBe("no-store");
    }
    expect(await lines(fp)).toEqual([[a.id, 5]]);
    // Sold out (or oversold): nothing may be added, and the shopper reads 0.
    await t.app.internals.db.query("UPDATE products SET stock = -2 WHERE id = $1", [c.id]);
    try {
      const r = await setAmount(c.id, 1, { ...fp, lang: "sr" });
      expect(r.json()).toEqual(saying("Omborda faqat 0 dona qolgan"));
    } finally {
      await t.app.internals.db.query("UPDATE products SET stock = 20 WHERE id = $1", [c.id]);
    }
  });

  it("takes a crowd of one shopper's quantities at once: only those the shelf holds, never more", async () => {
    const fp = { fp: "cartcrowd001" };
    await t.app.internals.db.query("UPDATE products SET stock = 5 WHERE id = $1", [c.id]);
    try {
      const amounts = Array.from({ length: 30 }, (_, i) => (i % 10) + 1);
      const answers = await Promise.all(amounts.map((n) => setAmount(c.id, n, fp)));
      amounts.forEach((n, i) => expect(answers[i]!.statusCode, `amount ${n}`).toBe(n <= 5 ? 200 : 400));
      const [line] = await lines(fp);
      expect(line![0]).toBe(c.id);
      expect(line![1]).toBeGreaterThanOrEqual(1);
      expect(line![1]).toBeLessThanOrEqual(5);
    } finally {
      await t.app.internals.db.query("UPDATE products SET stock = 20 WHERE id = $1", [c.id]);
    }
  });

  it("refuses negative, fractional, text, too large and missing amounts with translated field errors", async () => {
    const fp = { fp: "cartbad00001" };
    await setAmount(b.id, 2, fp);
    for (const amount of [-1, 1.5, "abc", "2.5", 10000, null, undefined, true]) {
      for (const lang of LANGS) {
        const r = await setAmount(b.id, amount, { ...fp, lang });
        expect(r.statusCode, `${String(amount)} ${lang}`).toBe(400);
        expectErrorList(r.json(), 400);
        const [error] = r.json().errors as { error: string; message: string }[];
        const key = amount === undefined ? "field_required" : "invalid_value";
        expect(error!.message).toBe(messageText(key, lang, { field: "amount" }));
      }
    }
    expect((await setAmount("x", 1, fp)).statusCode).toBe(400);
    expect(await lines(fp)).toEqual([[b.id, 2]]);
  });

  it("merges a guest's basket and likes into the user's on the first call after login, once", async () => {
    const db = t.app.internals.db;
    const user = `u:${demoId}`;
    await db.query("DELETE FROM cart_items WHERE owner = $1", [user]);
    await db.query("DELETE FROM likes WHERE owner = $1", [user]);
    const guest = { fp: "mergeguest01" };
    await setAmount(c.id, 2, { token: access });
    await setAmount(a.id, 4, { token: access });
    await setAmount(b.id, 1, guest);
    await setAmount(a.id, 3, guest);
    await like(c.id, guest);
    // The user's likes are already in the index, so the merge must tell it.
    expect(await detailLiked(c.slug, { token: access })).toBe(false);

    // The user's own answer before login-merge: a guest fingerprint header alone merges nothing.
    expect(await lines({ token: access, fp: guest.fp })).toEqual([
      [c.id, 2],
      [a.id, 4],
    ]);

    const merged = await lines({ token: access }, `?Fingerprint=${guest.fp}`);
    // a: 4 + 3 = 7, capped at the stock of 5; b comes over; the user's lines keep their places.
    expect(merged).toEqual([
      [c.id, 2],
      [a.id, 5],
      [b.id, 1],
    ]);
    expect((await basket({ token: access }))[0]!.product.is_liked).toBe(true);
    expect(await detailLiked(c.slug, { token: access })).toBe(true);
    expect((await liked({ token: access })).results.map((p) => p.id)).toEqual([c.id]);
    // The guest's rows are gone: nothing is merged twice, and the guest's basket and likes are empty.
    expect(await lines({ token: access }, `?Fingerprint=${guest.fp}`)).toEqual(merged);
    expect(await lines(guest)).toEqual([]);
    expect((await liked(guest)).total).toBe(0);
    expect(await db.query("SELECT 1 FROM cart_items WHERE owner = 'f:mergeguest01'")).toEqual([]);

    // Without a token the query fingerprint is just the guest's own basket.
    await setAmount(b.id, 3, { fp: "mergeguest02" });
    expect(await lines({}, "?Fingerprint=mergeguest02")).toEqual([[b.id, 3]]);
    expect(await lines({ token: access })).toEqual(merged);
    // A bearer user's writes are the user's, not the fingerprint's sent beside them.
    await setAmount(b.id, 2, { token: access, fp: "mergeguest02" });
    expect(await lines({ fp: "mergeguest02" })).toEqual([[b.id, 3]]);
    expect(await lines({ token: access })).toEqual([
      [c.id, 2],
      [a.id, 5],
      [b.id, 2],
    ]);
  });

  it("answers 401 to an expired, forged or other-scheme token on these calls instead of treating it as a guest", async () => {
    const expired = await new TokenIssuer(
      t.config.tokenSecret,
      () => Date.now() - ACCESS_TTL_SECONDS * 1000 - MINUTE,
    ).issue(demoId, "access");
    const foreign = await new TokenIssuer("x".repeat(40)).issue(demoId, "access");
    const refresh = await new TokenIssuer(t.config.tokenSecret).issue(demoId, "refresh");
    const calls = (o: Call) => [
      like(b.id, o),
      unlike(b.id, o),
      call("GET", "/api/v1/products/likes/", o),
      setAmount(b.id, 1, o),
      call("GET", "/api/v1/orders/cart/products/?Fingerprint=mergeguest02", o),
      call("GET", "/api/v1/products/?size=2", o),
    ];
    for (const token of [expired, foreign, refresh, "junk"]) {
      for (const r of await Promise.all(calls({ token, fp: "mergeguest02", lang: "ru" }))) {
        expect(r.statusCode).toBe(401);
        expect(r.json()).toEqual(saying(messageText("token_invalid", "ru")));
        expect(r.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
      }
    }
    const basic = await t.app.inject({
      url: "/api/v1/orders/cart/products/",
      headers: { authorization: "Basic Zm9vOmJhcg==", fingerprint: "mergeguest02" },
    });
    expect(basic.statusCode).toBe(401);
    // Nothing was written or merged by the refused calls.
    expect(await lines({ fp: "mergeguest02" })).toEqual([[b.id, 3]]);
  });

  it("never lets a shared cache keep these answers", async () => {
    const o = { fp: "cachecheck01" };
    const answers = [
      await like(b.id, o),
      await call("GET", "/api/v1/products/likes/", o),
      await unlike(b.id, o),
      await setAmount(b.id, 1, o),
      await call("GET", "/api/v1/orders/cart/products/", o),
      await call("GET", "/api/v1/orders/cart/products/", { token: access }),
      await call("GET", "/api/v1/products/likes/", { token: access }),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(200);
      expect(r.headers["cache-control"]).toBe("private, no-store");
      expect(r.headers.etag).toBeUndefined();
    }
    // A catalogue answer marked with the signed-in user's likes is theirs alone.
    const list = await call("GET", `/api/v1/products/detail/${c.slug}/`, { token: access });
    expect(list.json().is_liked).toBe(true);
    expect(list.headers["cache-control"]).toMatch(/^private, /);
  });
});
