import Fastify from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installHealth } from "../../server/http/health.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(BACKENDS)("health and request ids on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 20,
      env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {},
    });
  });
  afterAll(async () => t?.close());

  it("answers /healthz, and /readyz once the database (and Redis, when set) answer", async () => {
    const health = await t.app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ok",
      database: "ok",
      ...(process.env.REDIS_URL ? { redis: "ok" } : {}),
    });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("gives every answer, an error's too, its own request id, and keeps a proxy's well-formed one", async () => {
    const a = await t.app.inject({ url: "/api/v1/no-such-call/" });
    const b = await t.app.inject({ url: "/api/v1/products/?page=abc" });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(400);
    expect(a.headers["x-request-id"]).toMatch(UUID);
    expect(b.headers["x-request-id"]).toMatch(UUID);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    const kept = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "edge-7f3a9c21" } });
    expect(kept.headers["x-request-id"]).toBe("edge-7f3a9c21");
    const forged = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "bad id\r\nx: 1" } });
    expect(forged.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("readiness when a dependency is down", () => {
  it("answers 503 naming the database and Redis that do not answer", async () => {
    // Nothing listens on port 1: a real client finds no server, as when the database host is gone.
    const pool = new pg.Pool({
      connectionString: "postgres://postgres@127.0.0.1:1/none",
      connectionTimeoutMillis: 500,
    });
    const redis = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on("error", () => {});
    const app = Fastify();
    installHealth(app, {
      db: { query: async (text: string) => (await pool.query(text)).rows },
      redis: () => redis.ping(),
      timeoutMs: 1500,
    });
    try {
      const r = await app.inject({ url: "/readyz" });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ status: "down", database: "down", redis: "down" });
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
      redis.disconnect();
    }
  });
});
