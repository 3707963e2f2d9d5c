import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import {
  hashPassword,
  needsRehash,
  scryptHash,
  verifyPassword,
} from "../../server/modules/accounts/passwords.ts";
import {
  ACCESS_TTL_SECONDS,
  REFRESH_TTL_SECONDS,
  TokenIssuer,
} from "../../server/modules/accounts/tokens.ts";
import { DEMO_ACCOUNT, ensureDemoAccount } from "../../server/db/seed/demo-account.seed.ts";
import {
  BACKENDS,
  ERROR_KEYS,
  expectAnswer,
  expectErrorList,
  startTestApp,
  type TestApp,
} from "./helpers/test-app.ts";

const DEMO = { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password };
const LANGS = ["ru", "uz", "sr"] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

describe("passwords", () => {
  it("hashes with argon2id at OWASP's cost and a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("demo12345");
    const b = await hashPassword("demo12345");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword("demo12345", a)).toBe(true);
    expect(await verifyPassword("demo12345", b)).toBe(true);
    expect(await verifyPassword("demo1234", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("still verifies the first accounts' scrypt hashes, and marks them for replacing", async () => {
    const old = await scryptHash("demo12345");
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("demo12345", old)).toBe(true);
    expect(await verifyPassword("demo1234", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses stored values it did not write instead of throwing or running for minutes", async () => {
    const good = await hashPassword("x");
    const old = await scryptHash("x");
    for (const bad of [
      "",
      "plain",
      "$argon2id$",
      good.replace("m=19456", "m=4194304"),
      good.replace("t=2", "t=400"),
      good.slice(0, -5),
      old.replace("$32768$", "$1073741824$"),
      old.replace("$32768$", "$30000$"),
      old.slice(0, -5),
    ]) {
      expect(await verifyPassword("x", bad)).toBe(false);
    }
  });
});

describe("an account with an old scrypt hash", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 10 });
  });
  afterAll(() => t.close());

  it("signs in and has its hash moved to argon2id, a wrong password moving nothing", async () => {
    await t.app.internals.accounts.create({ phone: "901260001", password: "eski-parol", fullName: "Eski" });
    await t.app.internals.db.query("UPDATE users SET password_hash = $1 WHERE phone = $2", [
      await scryptHash("eski-parol"),
      "901260001",
    ]);
    const hash = async () =>
      (
        await t.app.internals.db.query<{ password_hash: string }>(
          "SELECT password_hash FROM users WHERE phone = '901260001'",
        )
      )[0]!.password_hash;
    const login = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: { phone: "901260001", password } });
    expect((await login("notogri")).statusCode).toBe(401);
    expect(await hash()).toMatch(/^scrypt\$/);
    expect((await login("eski-parol")).statusCode).toBe(200);
    expect(await hash()).toMatch(/^\$argon2id\$/);
    expect((await login("eski-parol")).statusCode).toBe(200);
  });
});

describe("tokens", () => {
  const secret = "s".repeat(40);
  let now = Date.UTC(2026, 0, 1);
  const issuer = new TokenIssuer(secret, () => now);

  it("are HS256 JWTs with sub, typ, iat and exp; access lives 30 minutes, refresh 30 days", async () => {
    const { access, refresh } = await issuer.pair(7);
    const [header, payload, signature] = access.split(".");
    expect(decode(header!)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decode(payload!)).toMatchObject({
      sub: "7",
      typ: "access",
      iat: now / 1000,
      exp: now / 1000 + 30 * 60,
    });
    expect(signature).toBe(createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url"));
    expect(decode(refresh.split(".")[1]!)).toMatchObject({
      sub: "7",
      typ: "refresh",
      exp: now / 1000 + 30 * 86_400,
    });
    expect(await issuer.issue(7, "access")).not.toBe(access);
  });

  it("expire by the injected clock and keep their type", async () => {
    const start = now;
    const { access, refresh } = await issuer.pair(7);
    now = start + ACCESS_TTL_SECONDS * 1000 - 1000;
    expect(await issuer.verify(access, "access")).toBe(7);
    expect(await issuer.verify(access, "refresh")).toBeNull();
    expect(await issuer.verify(refresh, "access")).toBeNull();
    now = start + ACCESS_TTL_SECONDS * 1000;
    expect(await issuer.verify(access, "access")).toBeNull();
    expect(await issuer.verify(refresh, "refresh")).toBe(7);
    now = start + REFRESH_TTL_SECONDS * 1000;
    expect(await issuer.verify(refresh, "refresh")).toBeNull();
    now = start;
  });

  it("refuse another secret, a changed payload, alg none and junk", async () => {
    const access = await issuer.issue(7, "access");
    const [header, payload, signature] = access.split(".") as [string, string, string];
    expect(await new TokenIssuer("t".repeat(40), () => now).verify(access, "access")).toBeNull();
    const other = Buffer.from(JSON.stringify({ ...decode(payload), sub: "8" })).toString("base64url");
    expect(await issuer.verify(`${header}.${other}.${signature}`, "access")).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect(await issuer.verify(`${none}.${payload}.`, "access")).toBeNull();
    expect(await issuer.verify(`${none}.${payload}.${signature}`, "access")).toBeNull();
    for (const junk of [
      undefined,
      42,
      "",
      "a.b",
      "a.b.c",
      `${access}.x`,
      `${header}.${payload}.${signature}x`,
      "é".repeat(2000),
    ]) {
      expect(await issuer.verify(junk, "access")).toBeNull();
    }
  });
});

describe.each(BACKENDS)("accounts on %s", (backend) => {
  let t: TestApp;
  let demoId: number;
  let otherId: number;
  const post = (url: string, payload: unknown, lang = "uz") =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: { "accept-language": lang } });
  const login = (body: unknown, lang = "uz") => post("/api/v1/auth/login/", body, lang);
  const get = (url: string, token?: string, lang = "uz", extra: Record<string, string> = {}) =>
    t.app.inject({
      url,
      headers: { "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    });
  const tokensOf = async (body: unknown = DEMO) => expectAnswer("login", (await login(body)).json());
  /** Tokens made with the server's secret at another moment: how expiry is tested without waiting. */
  const issuedAt = (ms: number) => new TokenIssuer(t.config.tokenSecret, () => ms);

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 50 });
    const [demo] = await t.app.internals.db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [
      DEMO.phone,
    ]);
    demoId = demo!.id;
    otherId = await t.app.internals.accounts.create({
      phone: "935550011",
      password: "boshqa-parol",
      fullName: "Boshqa Xaridor",
      language: "ru",
    });
  });
  afterAll(async () => t?.close());

  it("signs the demo shopper in with {access, refresh} that are not cacheable", async () => {
    const r = await login(DEMO);
    expect(r.statusCode).toBe(200);
    const pair = expectAnswer("login", r.json());
    expect(Object.keys(r.json()).sort()).toEqual(["access", "refresh"]);
    expect(decode(pair.access.split(".")[1]!)).toMatchObject({ sub: String(demoId), typ: "access" });
    expect(decode(pair.refresh.split(".")[1]!)).toMatchObject({ sub: String(demoId), typ: "refresh" });
    expect(r.headers["cache-control"]).toMatch(/no-store/);
  });

  it("answers the same translated 401 for a wrong password, an unknown phone and a passwordless review author", async () => {
    const [author] = await t.app.internals.db.query<{ phone: string }>(
      "SELECT phone FROM users WHERE password_hash IS NULL LIMIT 1",
    );
    const texts: string[] = [];
    for (const lang of LANGS) {
      const wrong = await login({ phone: DEMO.phone, password: "demo12346" }, lang);
      const unknown = await login({ phone: "977777777", password: DEMO.password }, lang);
      const passwordless = await login({ phone: author!.phone, password: DEMO.password }, lang);
      for (const r of [wrong, unknown, passwordless]) {
        expect(r.statusCode).toBe(401);
        expect(Object.keys(r.json()).sort()).toEqual(ERROR_KEYS);
        expect(r.headers["www-authenticate"]).toBeUndefined();
      }
      expect(unknown.body).toBe(wrong.body);
      expect(passwordless.body).toBe(wrong.body);
      texts.push(wrong.json().detail);
    }
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toMatch(/учётн/);
    expect(texts[1]).toMatch(/ҳисоб/);
    expect(texts[2]).toMatch(/^[\x20-\x7e\u02BB\u02BC]+$/); // Latin letters and the alphabet's oʻ/ʼ signs
  });

  it("accepts the phone with a mask, spaces, dashes, brackets or +998", async () => {
    for (const phone of [
      "+998 (90) 123-45-67",
      "+998901234567",
      "998901234567",
      "90 123 45 67",
      "(90) 123-45-67",
      " 901234567 ",
    ]) {
      const r = await login({ phone, password: DEMO.password });
      expect(r.statusCode, phone).toBe(200);
      expect(decode(expectAnswer("login", r.json()).access.split(".")[1]!).sub).toBe(String(demoId));
    }
    // Another country's number or a short one is not an Uzbek phone: 400, not 401.
    for (const phone of ["+7 901 234 56 78", "90123456", "+998 90 123 45 678"]) {
      expect((await login({ phone, password: DEMO.password })).statusCode, phone).toBe(400);
    }
  });

  it("answers a malformed body with the translated 400 error list", async () => {
    const bodies: [unknown, string][] = [
      [{}, "phone"],
      [{ phone: DEMO.phone }, "password"],
      [{ password: DEMO.password }, "phone"],
      [{ phone: "abc", password: DEMO.password }, "phone"],
      [{ phone: 901234567, password: DEMO.password }, "phone"],
      [{ phone: DEMO.phone, password: "" }, "password"],
      [{ phone: DEMO.phone, password: 12345 }, "password"],
      [{ phone: DEMO.phone, password: "demo\u000012345" }, "body"],
      [[DEMO.phone, DEMO.password], "body"],
    ];
    for (const [body, field] of bodies) {
      const r = await login(body, "ru");
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expectErrorList(r.json(), 400);
      expect(r.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
      expect(r.json().errors[0].message).toMatch(/[а-я]/i);
    }
    const missing = (await login({ password: DEMO.password }, "sr")).json();
    expect(missing.errors[0]).toMatchObject({ error: "FIELD.REQUIRED", field: "phone" });
    for (const raw of ["{not json", "", "null", '"901234567"']) {
      const r = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/login/",
        payload: raw,
        headers: { "content-type": "application/json" },
      });
      expect(r.statusCode, raw).toBe(400);
      expectErrorList(r.json(), 400);
    }
  });

  it("rotates tokens on refresh; the new access token works", async () => {
    const first = await tokensOf();
    const r = await post("/api/v1/auth/token/refresh/", { refresh: first.refresh });
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toMatch(/no-store/);
    const next = expectAnswer("tokenRefresh", r.json());
    expect(next.refresh).toBeDefined();
    expect(next.access).not.toBe(first.access);
    expect(next.refresh).not.toBe(first.refresh);
    expect((await get("/api/v1/account/", next.access)).statusCode).toBe(200);
    const again = await post("/api/v1/auth/token/refresh/", { refresh: next.refresh! });
    expect(expectAnswer("tokenRefresh", again.json()).access).toBeTruthy();
  });

  it("refuses an access token, a tampered, foreign-secret, expired or deleted user's token as refresh", async () => {
    const { access, refresh } = await tokensOf();
    const [header, payload, signature] = refresh.split(".") as [string, string, string];
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...decode(payload), sub: String(otherId) })).toString("base64url")}.${signature}`;
    const foreign = await new TokenIssuer("f".repeat(48)).issue(demoId, "refresh");
    const expired = await issuedAt(Date.now() - REFRESH_TTL_SECONDS * 1000 - MINUTE).issue(demoId, "refresh");
    const nobody = await issuedAt(Date.now()).issue(987654, "refresh");
    const texts = new Set<string>();
    for (const bad of [access, forged, foreign, expired, nobody, `${refresh}x`, "junk"]) {
      for (const lang of LANGS) {
        const r = await post("/api/v1/auth/token/refresh/", { refresh: bad }, lang);
        expect(r.statusCode, bad).toBe(401);
        expect(Object.keys(r.json()).sort()).toEqual(ERROR_KEYS);
        texts.add(r.json().detail);
      }
    }
    expect(texts.size).toBe(3);
    const stillFresh = await issuedAt(Date.now() - 29 * DAY).issue(demoId, "refresh");
    expect((await post("/api/v1/auth/token/refresh/", { refresh: stillFresh })).statusCode).toBe(200);
    expect((await post("/api/v1/auth/token/refresh/", {})).statusCode).toBe(400);
    expect((await post("/api/v1/auth/token/refresh/", { refresh: "" })).statusCode).toBe(400);
  });

  it("answers GET account/ as the contract's User, private to its owner", async () => {
    const { access } = await tokensOf();
    const r = await get("/api/v1/account/", access);
    expect(r.statusCode).toBe(200);
    const user = expectAnswer("account", r.json());
    expect(r.json()).toEqual({
      id: demoId,
      phone: "901234567",
      full_name: "Demo Xaridor",
      address: null,
      avatar_src: { default: null, small: null },
      cashback_balance: "15000.00",
      coupon_balance: "120.00",
      language: null,
      is_master: false,
      discount_card: null,
    });
    expect(user.coupon_balance).toBe("120.00");
    expect(r.headers["cache-control"]).toBe("private, no-store");
    expect(String(r.headers.vary)).toMatch(/Authorization/i);
    expect(r.headers.etag).toBeUndefined();

    const other = await tokensOf({ phone: "93 555 00 11", password: "boshqa-parol" });
    const mine = expectAnswer("account", (await get("/api/v1/account/", other.access)).json());
    expect(mine).toMatchObject({
      id: otherId,
      phone: "935550011",
      full_name: "Boshqa Xaridor",
      language: "ru",
      cashback_balance: "0.00",
      coupon_balance: "0.00",
    });
    // The same URL asked again by the first user is not served the second user's answer.
    expect((await get("/api/v1/account/", access)).json().id).toBe(demoId);
  });

  it("answers 401 {detail} to GET account/ without a valid access token", async () => {
    const { access, refresh } = await tokensOf();
    const expired = await issuedAt(Date.now() - ACCESS_TTL_SECONDS * 1000 - MINUTE).issue(demoId, "access");
    const [header, payload, signature] = access.split(".") as [string, string, string];
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decode(payload), exp: 4_102_444_800 })).toString("base64url")}.${signature}`;
    const cases: [string, Record<string, string>][] = [
      ["no header", {}],
      ["refresh token", { authorization: `Bearer ${refresh}` }],
      ["expired", { authorization: `Bearer ${expired}` }],
      ["tampered", { authorization: `Bearer ${tampered}` }],
      ["deleted user", { authorization: `Bearer ${await issuedAt(Date.now()).issue(987654, "access")}` }],
      ["other scheme", { authorization: `Basic ${Buffer.from("901234567:demo12345").toString("base64")}` }],
      ["empty bearer", { authorization: "Bearer " }],
    ];
    for (const [name, headers] of cases) {
      const texts = new Set<string>();
      for (const lang of LANGS) {
        const r = await get("/api/v1/account/", undefined, lang, headers);
        expect(r.statusCode, name).toBe(401);
        expect(Object.keys(r.json()).sort(), name).toEqual(ERROR_KEYS);
        expect(r.headers["cache-control"], name).toBe("no-store");
        expect(r.headers["www-authenticate"], name).toMatch(/^Bearer/);
        texts.add(r.json().detail);
      }
      expect(texts.size, name).toBe(3);
    }
    const recent = await issuedAt(Date.now() - 29 * MINUTE).issue(demoId, "access");
    expect((await get("/api/v1/account/", recent)).statusCode).toBe(200);
  });

  it("lists only the user's own verified cards at payments/cards/", async () => {
    const demo = await tokensOf();
    const other = await tokensOf({ phone: "935550011", password: "boshqa-parol" });
    const empty = await get("/api/v1/payments/cards/", demo.access);
    expect(empty.statusCode).toBe(200);
    expect(expectAnswer("cardsList", empty.json())).toEqual({ results: [] });
    expect(empty.headers["cache-control"]).toBe("private, no-store");
    await t.app.internals.db.query(
      `INSERT INTO payment_cards (user_id, number, vendor, processing, name, expiry_date, verified)
      VALUES ($1, '8600 **** **** 1234', 'Uzcard', 'uzcard', 'Ish kartasi', '09/28', true),
             ($1, '9860 **** **** 9999', 'Humo', 'humo', NULL, '01/27', false)`,
      [otherId],
    );
    const cards = expectAnswer("cardsList", (await get("/api/v1/payments/cards/", other.access)).json());
    expect(cards.results).toEqual([
      {
        id: expect.any(Number),
        number: "8600 **** **** 1234",
        vendor: "Uzcard",
        processing: "uzcard",
        name: "Ish kartasi",
        expiry_date: "09/28",
      },
    ]);
    expect((await get("/api/v1/payments/cards/", demo.access)).json()).toEqual({ results: [] });
    for (const token of [undefined, demo.refresh, "junk"]) {
      const r = await get("/api/v1/payments/cards/", token, "ru");
      expect(r.statusCode).toBe(401);
      expect(r.json().detail).toMatch(/[а-я]/i);
    }
  });

  it("keeps signed-in answers out of the shared answer cache", async () => {
    const { access } = await tokensOf();
    const cache = t.app.internals.cache;
    const before = { size: cache.size, hits: cache.hits, misses: cache.misses };
    await get("/api/v1/account/", access);
    await get("/api/v1/payments/cards/", access);
    expect({ size: cache.size, hits: cache.hits, misses: cache.misses }).toEqual(before);
  });

  it("creates the demo shopper once: a second run writes nothing and a review author holding the phone is taken over", async () => {
    const db = t.app.internals.db;
    expect(await ensureDemoAccount(db)).toBe(false);
    const count = async () =>
      (
        await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE phone = $1", [DEMO.phone])
      )[0]!.n;
    expect(await count()).toBe(1);
    // A seed whose random review author drew the demo phone: that passwordless row becomes the demo shopper.
    await db.query("UPDATE users SET phone = '935550099' WHERE phone = $1", [DEMO.phone]);
    const [author] = await db.query<{ id: number }>(
      "UPDATE users SET phone = $1 WHERE id = (SELECT min(id) FROM users WHERE password_hash IS NULL) RETURNING id",
      [DEMO.phone],
    );
    expect(await ensureDemoAccount(db)).toBe(true);
    expect(await ensureDemoAccount(db)).toBe(false);
    expect(await count()).toBe(1);
    const pair = await tokensOf();
    expect(expectAnswer("account", (await get("/api/v1/account/", pair.access)).json()).id).toBe(author!.id);
  });
});

describe("the demo shopper on an existing embedded database", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-demo-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = (env: Record<string, string>) =>
    buildApp({
      ...loadConfig(
        { NODE_ENV: "test", DATA_DIR: dataDir, SEED_PRODUCTS: "20", ...env },
        { persistSecrets: false },
      ),
    });
  const demoRows = async (app: Awaited<ReturnType<typeof buildApp>>) =>
    app.internals.db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [DEMO.phone]);

  it("is left out with DEMO_ACCOUNT=0, added on the next start without it, and never duplicated", async () => {
    const first = await start({ DEMO_ACCOUNT: "0" });
    try {
      expect(first.seedReport.seeded).toBe(true);
      expect(await demoRows(first)).toEqual([]);
    } finally {
      await first.close();
    }
    const ids: number[] = [];
    for (let run = 0; run < 2; run++) {
      const app = await start({});
      try {
        expect(app.seedReport.seeded).toBe(false);
        const rows = await demoRows(app);
        expect(rows).toHaveLength(1);
        ids.push(rows[0]!.id);
        const r = await app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: DEMO });
        expect(r.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }
    expect(ids[1]).toBe(ids[0]);
  }, 120_000);
});
