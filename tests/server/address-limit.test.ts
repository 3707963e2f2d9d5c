import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

const PER_MINUTE = "5";
/** A fresh address per run, so runs sharing this machine's Redis never count each other's requests. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (t: TestApp, remoteAddress: string, password = "notogri", phone = "901270001") =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/auth/login/",
    payload: { phone, password },
    headers: { "accept-language": "ru" },
    remoteAddress,
  });

describe("the per-address budget of the guarded calls, in process", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 10, env: { GUARDED_CALLS_PER_MINUTE: PER_MINUTE } });
    await t.app.internals.accounts.create({ phone: "901270001", password: "togri-parol", fullName: "Aziz" });
    // Its own phone, so the per-phone limit on failed sign-ins (other tests) never answers for it.
    await t.app.internals.accounts.create({ phone: "901270002", password: "togri-parol", fullName: "Vali" });
  });
  afterAll(() => t.close());

  it("refuses the address's sixth guarded call in a minute with 429, Retry-After and a translated text", async () => {
    const address = someAddress();
    for (let i = 0; i < 5; i++) expect((await login(t, address)).statusCode).toBe(401);
    // Even the right password: the address has used its minute.
    const refused = await login(t, address, "togri-parol");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["x-error-code"]).toBe("REQUEST.TOO_MANY");
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json<{ detail: string }>().detail).toMatch(/[а-я]/);
  });

  it("does not take the client's word for its address (no TRUST_PROXY)", async () => {
    const address = someAddress();
    for (let i = 0; i < 5; i++) await login(t, address);
    const spoofed = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      payload: { phone: "901270001", password: "x" },
      headers: { "x-forwarded-for": someAddress() },
      remoteAddress: address,
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it("leaves other addresses, other calls and unguarded calls alone", async () => {
    const address = someAddress();
    for (let i = 0; i < 6; i++) await login(t, address);
    // Each guarded call has its own budget.
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/password-reset/",
      payload: { phone: "901270009" },
      remoteAddress: address,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, someAddress(), "togri-parol", "901270002")).statusCode).toBe(200);
    const products = await t.app.inject({ url: "/api/v1/products/?page_size=1", remoteAddress: address });
    expect(products.statusCode).toBe(200);
  });
});

describe("the per-address budget of the back office's inbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 10, env: { INBOX_MESSAGES_PER_HOUR: "2" } });
  });
  afterAll(() => t.close());

  const feedback = (remoteAddress: string, question: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/settings/application/",
      payload: { full_name: "Azizbek", phone_number: "901234567", question },
      headers: { "accept-language": "uz" },
      remoteAddress,
    });
  const report = (remoteAddress: string, content: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/settings/typo/",
      payload: { content },
      headers: { "accept-language": "sr" },
      remoteAddress,
    });
  const stored = async (table: string, column: string, like: string) =>
    (await t.app.internals.db.query(`SELECT 1 FROM ${table} WHERE ${column} LIKE $1`, [`${like}%`])).length;

  it("keeps an address's first messages and refuses the next within the hour, storing nothing", async () => {
    const address = someAddress();
    const run = `run ${randomInt(1_000_000)}`;
    for (let i = 0; i < 2; i++) expect((await feedback(address, `${run} savol ${i}`)).statusCode).toBe(201);
    const refused = await feedback(address, `${run} savol 3`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["x-error-code"]).toBe("REQUEST.TOO_MANY");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
    expect(refused.json<{ detail: string }>().detail).toMatch(/[а-яўқғҳ]/i);
    expect(await stored("applications", "question", run)).toBe(2);

    for (let i = 0; i < 2; i++)
      expect((await report(address, `${run} xato matni ${i}`)).statusCode).toBe(201);
    const flood = await report(address, `${run} xato matni 3`);
    expect(flood.statusCode).toBe(429);
    expect(await stored("typo_reports", "content", run)).toBe(2);
    // Another address still reaches the inbox.
    expect((await report(someAddress(), `${run} boshqa manzil`)).statusCode).toBe(201);
  });
});

describe.skipIf(!process.env.REDIS_URL)("the per-address budget across processes, in Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { GUARDED_CALLS_PER_MINUTE: PER_MINUTE, REDIS_URL: process.env.REDIS_URL! };
    a = await startTestApp("pglite", { products: 10, env });
    b = await startTestApp("pglite", { products: 10, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts one address's calls to two processes together", async () => {
    const address = someAddress();
    // Failed sign-ins per phone are counted in the same Redis for 15 minutes: a phone of this run only.
    const phone = `90${randomInt(1_000_000, 9_999_999)}`;
    for (let i = 0; i < 3; i++) expect((await login(a, address, "x", phone)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b, address, "x", phone)).statusCode).toBe(401);
    expect((await login(a, address, "x", phone)).headers["x-error-code"]).toBe("REQUEST.TOO_MANY");
    expect((await login(b, address, "x", phone)).statusCode).toBe(429);
  });
});
