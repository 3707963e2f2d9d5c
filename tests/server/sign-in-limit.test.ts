import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_IN_FAILURE_WINDOW_SECONDS, SIGN_IN_MAX_FAILURES } from "../../domain/sign-in-limits.ts";
import { BACKENDS, startTestApp, type Backend, type TestApp } from "./helpers/test-app.ts";

const REDIS_URL = process.env.REDIS_URL;
/** The limiter in process (no REDIS_URL), and in Redis when this machine has one. */
const LIMITERS = REDIS_URL ? (["memory", "redis"] as const) : (["memory"] as const);
const CASES = BACKENDS.flatMap((backend) => LIMITERS.map((limiter) => [backend, limiter] as const));

const RIGHT = "togri-parol";
const BURST = 50;

const login = (app: FastifyInstance, phone: string, password: string) =>
  app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: { phone, password } });

/**
 * An app whose limits live in memory, or in Redis under a prefix of this run's own (the counts outlive the
 * run). The address budget is opened wide: every request comes from 127.0.0.1, and only the phone's limit is
 * under test.
 */
function startApp(backend: Backend, limiter: "memory" | "redis", prefix = runPrefix()) {
  return startTestApp(backend, {
    products: 20,
    env: limiter === "redis" ? { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: prefix } : {},
    config: { guardedCallsPerMinute: 100_000 },
  });
}
const runPrefix = () => `qb-test-${randomBytes(6).toString("hex")}:`;

/** Counts the passwords checked: every one goes through Accounts.login, which verifies it once. */
const countChecks = (app: FastifyInstance) => vi.spyOn(app.internals.accounts, "login");

/** A burst of wrong passwords with the right one sent last, all at once over the given apps in turn. */
async function burst(apps: FastifyInstance[], phone: string) {
  const tries = Array.from({ length: BURST }, (_, i) => `xato-${i}`).concat(RIGHT);
  const answers = await Promise.all(
    tries.map((password, i) => login(apps[i % apps.length]!, phone, password)),
  );
  return {
    statuses: answers.map((a) => a.statusCode),
    right: answers.at(-1)!,
    refused: answers.filter((a) => a.statusCode === 429),
  };
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

describe.each(CASES)("failed sign-ins per phone on %s, limiter in %s", (backend, limiter) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, limiter);
    for (const [phone, fullName] of [
      ["901250001", "Kamola"],
      ["901250002", "Bobur"],
      ["901250003", "Dilnoza"],
      ["901250004", "Jasur"],
    ])
      await t.app.internals.accounts.create({ phone: phone!, password: RIGHT, fullName: fullName! });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it("refuses the right password too after ten failures, with Retry-After, and only for that phone", async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await login(t.app, "901250001", `xato-${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(t.app, "901250001", RIGHT);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["x-error-code"]).toBe("REQUEST.TOO_MANY");
    const wait = Number(blocked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(SIGN_IN_FAILURE_WINDOW_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_FAILURE_WINDOW_SECONDS);
    expect((await login(t.app, "901250002", RIGHT)).statusCode).toBe(200);
  });

  it("limits an unknown phone alike, so the limit tells nothing about accounts", async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await login(t.app, "901259999", `xato-${i}`)).statusCode).toBe(401);
    }
    expect((await login(t.app, "901259999", "xato")).statusCode).toBe(429);
  });

  it("checks exactly ten of fifty wrong passwords sent at once, and refuses the right one sent with them", async () => {
    const checks = countChecks(t.app);
    const { statuses, right, refused } = await burst([t.app], "901250003");
    expect(checks).toHaveBeenCalledTimes(SIGN_IN_MAX_FAILURES);
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_MAX_FAILURES, 429: BURST + 1 - SIGN_IN_MAX_FAILURES });
    expect(right.statusCode).toBe(429);
    for (const answer of refused) {
      expect(answer.headers["x-error-code"]).toBe("REQUEST.TOO_MANY");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(SIGN_IN_FAILURE_WINDOW_SECONDS - 60);
    }
    // The window's places stay taken: a later try is refused without a check.
    expect((await login(t.app, "901250003", RIGHT)).statusCode).toBe(429);
    expect(checks).toHaveBeenCalledTimes(SIGN_IN_MAX_FAILURES);
  });

  it("answers a burst for an unknown phone exactly as for an account's", async () => {
    const checks = countChecks(t.app);
    const { statuses } = await burst([t.app], "901258888");
    expect(checks).toHaveBeenCalledTimes(SIGN_IN_MAX_FAILURES);
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_MAX_FAILURES, 429: BURST + 1 - SIGN_IN_MAX_FAILURES });
  });

  it("does not count a right password: it gives back its place, and only failures use the ten", async () => {
    const phone = "901250004";
    for (let i = 0; i < SIGN_IN_MAX_FAILURES - 1; i++)
      expect((await login(t.app, phone, `xato-${i}`)).statusCode).toBe(401);
    // Each right one takes the last place while its password is checked, and gives it back.
    expect((await login(t.app, phone, RIGHT)).statusCode).toBe(200);
    expect((await login(t.app, phone, RIGHT)).statusCode).toBe(200);
    expect((await login(t.app, phone, "xato-last")).statusCode).toBe(401);
    expect((await login(t.app, phone, RIGHT)).statusCode).toBe(429);
  });
});

describe.runIf(REDIS_URL).each(BACKENDS)(
  "failed sign-ins across two processes sharing Redis on %s",
  (backend) => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const prefix = runPrefix();
      first = await startApp(backend, "redis", prefix);
      second = await startApp(backend, "redis", prefix);
      for (const app of [first.app, second.app])
        await app.internals.accounts.create({ phone: "901260001", password: RIGHT, fullName: "Sardor" });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });
    afterEach(() => vi.restoreAllMocks());

    it("checks ten passwords in all when a burst is spread over both, and refuses the right one", async () => {
      const checks = [countChecks(first.app), countChecks(second.app)];
      const { statuses, right } = await burst([first.app, second.app], "901260001");
      expect(checks[0]!.mock.calls.length + checks[1]!.mock.calls.length).toBe(SIGN_IN_MAX_FAILURES);
      expect(tally(statuses)).toEqual({ 401: SIGN_IN_MAX_FAILURES, 429: BURST + 1 - SIGN_IN_MAX_FAILURES });
      expect(right.statusCode).toBe(429);
      expect((await login(first.app, "901260001", RIGHT)).statusCode).toBe(429);
    });
  },
);
