import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { Struct } from "superstruct";
import { expect } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig, type Config } from "../../../server/config.ts";
import { endpoints, validate, type Answer, type EndpointName } from "../../../contract/index.ts";

export type Backend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * One app per test file: PGlite in memory, or a fresh PostgreSQL schema dropped afterwards, so runs repeat.
 * The image cache goes to a temporary DATA_DIR.
 */
export async function startTestApp(
  backend: Backend,
  options: { products?: number; env?: Record<string, string>; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-test-"));
  const schema = `t_${randomBytes(5).toString("hex")}`;
  const base = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...options.env }, { persistSecrets: false });
  const config: Config = {
    ...base,
    seedProducts: options.products ?? 1500,
    inMemoryDatabase: backend === "pglite",
    databaseUrl: backend === "postgres" ? process.env.DATABASE_URL : undefined,
    databaseSchema: backend === "postgres" ? schema : "public",
    ...options.config,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (backend === "postgres") {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Asserts a body matches the contract's answer struct for the named call and is already in the shape the
 * struct's coercions would give: a tab of our own shop reads our answers as they come (decision 0046), so an
 * answer that only reads right after a coercion is a bug of the route, not of the reader.
 */
export function expectAnswer<N extends EndpointName>(name: N, body: unknown) {
  const result = validate(endpoints[name].answer as Struct<unknown, unknown>, body);
  if (!result.ok) expect.fail(`${name}: ${result.path}: ${result.message}`);
  expect(result.value, `${name} needs no coercion`).toEqual(body);
  return result.value as Answer<N>;
}

/** The keys of every error body (server/http/error-body.ts). */
export const ERROR_KEYS = ["detail", "errors", "message", "status_code"];

/** The whole error body of a one-sentence refusal that says `text` (as `detail`, `message` and its item). */
export function saying(text: unknown) {
  return {
    status_code: expect.any(Number),
    detail: text,
    message: text,
    errors: [{ error: expect.stringMatching(/^[A-Z][A-Z_]*\.[A-Z0-9_]+$/), message: text }],
  };
}

export function expectErrorList(body: unknown, status: number) {
  const b = body as { status_code: number; errors: { error: string; message: string }[] };
  expect(b.status_code).toBe(status);
  expect(b.errors.length).toBeGreaterThan(0);
  for (const e of b.errors) {
    expect(typeof e.error).toBe("string");
    expect(typeof e.message).toBe("string");
  }
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack/i);
}
