import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_FAILURE_WINDOW_SECONDS, SIGN_IN_MAX_FAILURES } from "../../domain/sign-in-limits.ts";
import { RedisAttemptLimiter } from "../../server/adapters/limits/redis-attempt-limiter.ts";
import { buildApp } from "../../server/app.ts";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

const login = (app: FastifyInstance, phone: string, password: string) =>
  app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: { phone, password } });

describe("failed sign-ins per phone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 20 });
    await t.app.internals.accounts.create({
      phone: "901250001",
      password: "togri-parol",
      fullName: "Kamola",
    });
    await t.app.internals.accounts.create({ phone: "901250002", password: "togri-parol", fullName: "Bobur" });
  });
  afterAll(() => t.close());

  it("refuses the right password too after ten failures, with Retry-After, and only for that phone", async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await login(t.app, "901250001", `xato-${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, "901250001", "togri-parol");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["x-error-code"]).toBe("REQUEST.TOO_MANY");
    const wait = Number(blocked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(SIGN_IN_FAILURE_WINDOW_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_FAILURE_WINDOW_SECONDS);
    expect((await login(t.app, "901250002", "togri-parol")).statusCode).toBe(200);
  });

  it("limits an unknown phone alike, so the limit tells nothing about accounts", async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await login(t.app, "901259999", `xato-${i}`)).statusCode).toBe(401);
    }
    expect((await login(t.app, "901259999", "xato")).statusCode).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)("the attempt limiter in Redis", () => {
  it("counts across limiter instances (processes) and keeps the window of the first attempt", async () => {
    const prefix = `qb:test:${Date.now()}:${Math.random().toString(36).slice(2)}:`;
    const [a, b] = [
      new RedisAttemptLimiter(process.env.REDIS_URL!, prefix),
      new RedisAttemptLimiter(process.env.REDIS_URL!, prefix),
    ];
    try {
      expect(await a.hit("k", 60_000)).toMatchObject({ count: 1 });
      const second = await b.hit("k", 5_000);
      expect(second.count).toBe(2);
      // The window was set by the first attempt (60 s), not reset by the second.
      expect(second.retryInMs).toBeGreaterThan(5_000);
      expect(await a.peek("k")).toMatchObject({ count: 2 });
      expect(await a.peek("other")).toEqual({ count: 0, retryInMs: 0 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  "failed sign-ins across two processes",
  () => {
    let first: TestApp;
    let second: FastifyInstance;
    beforeAll(async () => {
      first = await startTestApp("postgres", { products: 20, env: { REDIS_URL: process.env.REDIS_URL! } });
      second = await buildApp(first.config);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("stops a guesser who spreads the tries over both processes", async () => {
      // A phone of its own per run: the counts live in this machine's Redis across runs.
      const phone = `9012${String(Date.now() % 100000).padStart(5, "0")}`;
      await first.app.internals.accounts.create({ phone, password: "togri-parol", fullName: "Sardor" });
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
        const app = i % 2 === 0 ? first.app : second;
        expect((await login(app, phone, `xato-${i}`)).statusCode).toBe(401);
      }
      expect((await login(second, phone, "togri-parol")).statusCode).toBe(429);
      expect((await login(first.app, phone, "togri-parol")).statusCode).toBe(429);
    });
  },
);
