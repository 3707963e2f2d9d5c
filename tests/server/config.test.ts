import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

describe("configuration from the environment", () => {
  it("has defaults for development", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "qb-config-"));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      smsProvider: "console",
      nodeEnv: "development",
      seedProducts: 30000,
    });
    expect(config.databaseUrl).toBeUndefined();
    // The generated secret is kept, so a restart keeps sessions valid.
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(config.tokenSecret);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).TOKEN_SECRET).toBe(
      config.tokenSecret,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("names every bad value in one message", () => {
    try {
      loadConfig(
        {
          PORT: "70000",
          SMS_PROVIDER: "pigeon",
          DATABASE_URL: "mysql://x",
          REDIS_URL: "nope",
          NODE_ENV: "production",
          SEED_PRODUCTS: "-1",
        },
        { persistSecrets: false },
      );
      expect.fail("should throw");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      for (const key of [
        "PORT",
        "SMS_PROVIDER",
        "DATABASE_URL",
        "REDIS_URL",
        "TOKEN_SECRET",
        "SEED_PRODUCTS",
      ])
        expect(problems).toContain(key);
    }
  });

  it("turns the demo shopper on for the embedded database only, unless DEMO_ACCOUNT says otherwise", () => {
    const base = { NODE_ENV: "test" };
    const at = (env: Record<string, string>) =>
      loadConfig({ ...base, ...env }, { persistSecrets: false }).demoAccount;
    expect(at({})).toBe(true);
    expect(at({ DEMO_ACCOUNT: "" })).toBe(true);
    expect(at({ DEMO_ACCOUNT: "0" })).toBe(false);
    expect(at({ DATABASE_URL: "postgres://u@h/db" })).toBe(false);
    expect(at({ DATABASE_URL: "postgres://u@h/db", DEMO_ACCOUNT: "1" })).toBe(true);
    expect(at({ NODE_ENV: "production", TOKEN_SECRET: "x".repeat(40) })).toBe(false);
    expect(at({ NODE_ENV: "production", TOKEN_SECRET: "x".repeat(40), DEMO_ACCOUNT: "1" })).toBe(true);
    for (const bad of ["yes", "true", "2", " 1"]) {
      expect(() => at({ DEMO_ACCOUNT: bad }), bad).toThrow(/DEMO_ACCOUNT.*must be 1 or 0/);
    }
  });

  it("runs several processes (WEB_CONCURRENCY) only on PostgreSQL with Redis", () => {
    const at = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: "test", ...env }, { persistSecrets: false }).webConcurrency;
    const shared = { DATABASE_URL: "postgres://u@h/db", REDIS_URL: "redis://h:6379" };
    expect(at({})).toBe(1);
    expect(at({ WEB_CONCURRENCY: "1" })).toBe(1);
    expect(at({ WEB_CONCURRENCY: "4", ...shared })).toBe(4);
    expect(() => at({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY=2 needs DATABASE_URL and REDIS_URL/);
    expect(() => at({ WEB_CONCURRENCY: "2", DATABASE_URL: shared.DATABASE_URL })).toThrow(/REDIS_URL/);
    expect(() => at({ WEB_CONCURRENCY: "2", REDIS_URL: shared.REDIS_URL })).toThrow(/DATABASE_URL/);
    for (const bad of ["0", "65", "two", "1.5"])
      expect(() => at({ WEB_CONCURRENCY: bad, ...shared }), bad).toThrow(/WEB_CONCURRENCY.*from 1 to 64/);
    // Reported with every other problem, not alone.
    try {
      loadConfig({ NODE_ENV: "test", WEB_CONCURRENCY: "3", PORT: "-1" }, { persistSecrets: false });
      expect.fail("should throw");
    } catch (error) {
      expect((error as ConfigError).problems.join("\n")).toMatch(/PORT[\s\S]*WEB_CONCURRENCY=3/);
    }
  });

  it("takes a read replica (DATABASE_READ_URL) only beside a PostgreSQL DATABASE_URL", () => {
    const at = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: "test", ...env }, { persistSecrets: false }).databaseReadUrl;
    const primary = "postgres://u@primary/db";
    expect(at({ DATABASE_URL: primary })).toBeUndefined();
    expect(at({ DATABASE_URL: primary, DATABASE_READ_URL: "postgres://u@replica/db" })).toBe(
      "postgres://u@replica/db",
    );
    expect(() => at({ DATABASE_READ_URL: "postgres://u@replica/db" })).toThrow(
      /DATABASE_READ_URL.*DATABASE_URL/,
    );
    expect(() => at({ DATABASE_URL: primary, DATABASE_READ_URL: "mysql://x" })).toThrow(/DATABASE_READ_URL/);
  });

  it("keeps Redis names under qb: unless REDIS_KEY_PREFIX names another prefix", () => {
    const at = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: "test", ...env }, { persistSecrets: false }).redisKeyPrefix;
    expect(at({})).toBe("qb:");
    expect(at({ REDIS_KEY_PREFIX: "shop2:" })).toBe("shop2:");
    expect(() => at({ REDIS_KEY_PREFIX: "a b" })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it("requires secrets and Eskiz credentials in production", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "eskiz", TOKEN_SECRET: "x".repeat(40) }),
    ).toThrow(/ESKIZ_EMAIL/);
    const ok = loadConfig({
      NODE_ENV: "production",
      TOKEN_SECRET: "x".repeat(40),
      DATABASE_URL: "postgres://u@h/db",
      PORT: "8080",
    });
    expect(ok.port).toBe(8080);
  });
});
