import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openReadDatabase } from "../../server/db/open-database.ts";
import { waitForReplica } from "../../server/db/replica.ts";
import type { Queryable } from "../../server/db/database.port.ts";
import { startPgSpyProxy, type PgSpyProxy } from "./helpers/pg-spy-proxy.ts";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

// DATABASE_READ_URL: the catalogue's reads go to the replica, every write (and every read a write depends
// on) to DATABASE_URL. CI has no standby, so the "replica" is the same database behind a proxy that records
// the statements sent through it.
const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)("a read replica (DATABASE_READ_URL; skipped without DATABASE_URL)", () => {
  let t: TestApp;
  let spy: PgSpyProxy;
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-language": "ru" } });
  const replicaSaw = async (call: () => Promise<unknown>) => {
    const before = spy.statements.length;
    await call();
    return spy.statements.slice(before);
  };

  beforeAll(async () => {
    spy = await startPgSpyProxy(DATABASE_URL!);
    t = await startTestApp("postgres", { products: 60, config: { databaseReadUrl: spy.url } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await spy?.close();
  });

  it("answers the catalogue's list, search and product page from the replica", async () => {
    const list = await replicaSaw(() => get("/api/v1/products/?size=5&ordering=-created_at"));
    expect(list.some((sql) => /\bproducts\b/.test(sql))).toBe(true);
    const first = (await get("/api/v1/products/?size=1")).json() as { results: { slug: string }[] };
    const detail = await replicaSaw(() => get(`/api/v1/products/detail/${first.results[0]!.slug}/`));
    expect(detail.length).toBeGreaterThan(0);
    const search = await replicaSaw(() => get("/api/v1/products/?search=sement&size=3"));
    expect(search.length).toBeGreaterThan(0);
  });

  it("sends nothing of a basket, a like or an order to the replica", async () => {
    const product = (
      (await get("/api/v1/products/?size=1&in_stock=true")).json() as { results: { id: number }[] }
    ).results[0]!.id;
    const fingerprint = "a".repeat(32);
    const headers = { "accept-language": "ru", fingerprint };
    const seen = await replicaSaw(async () => {
      const put = await t.app.inject({
        method: "POST",
        url: "/api/v1/orders/cart/",
        headers,
        payload: { product, amount: 2 },
      });
      expect(put.statusCode, put.body).toBeLessThan(300);
      const like = await t.app.inject({
        method: "POST",
        url: `/api/v1/products/likes/like/${product}/`,
        headers,
        payload: {},
      });
      expect(like.statusCode, like.body).toBeLessThan(300);
      const basket = await t.app.inject({ method: "GET", url: "/api/v1/orders/cart/products/", headers });
      expect(basket.statusCode).toBe(200);
    });
    expect(seen).toEqual([]);
  });

  it("drops cached catalogue answers only after asking the replica whether it has replayed the change", async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(`SET search_path TO ${t.config.databaseSchema}`);
      const before = spy.statements.length;
      await client.query(
        `INSERT INTO outbox (topic, payload) VALUES ('cache.invalidate', '{"scope":"answers"}'::jsonb)`,
      );
      const asked = () => spy.statements.slice(before).some((sql) => sql.includes("pg_last_wal_replay_lsn"));
      for (let i = 0; i < 400 && !asked(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(asked()).toBe(true);
    } finally {
      await client.end();
    }
  });

  it("opens the replica's sessions read-only, so a write sent there by mistake is refused", async () => {
    const replica = (await openReadDatabase(t.config))!;
    try {
      await expect(replica.query("CREATE TABLE replica_write_probe (id int)")).rejects.toThrow(/read-only/);
    } finally {
      await replica.close();
    }
  });
});

describe("waiting for a replica to replay a write", () => {
  const writer: Queryable = {
    query: async <T>() => [{ lsn: "0/3000060" }] as T[],
    exec: async () => {},
  };
  /** A standby whose replay position reaches the writer's after `polls` questions. */
  const standby = (polls: number, answers: (boolean | null)[] = []) => ({
    asked: 0,
    async query<T>(_sql: string, params?: unknown[]) {
      expect(params).toEqual(["0/3000060"]);
      this.asked++;
      answers.push(this.asked > polls);
      return [{ caught_up: this.asked > polls }] as T[];
    },
    exec: async () => {},
  });

  it("returns once the standby has caught up, asking until it has", async () => {
    const replica = standby(3);
    expect(await waitForReplica(writer, replica, { pollMs: 1 })).toBe(true);
    expect(replica.asked).toBe(4);
  });

  it("gives up after its timeout on a standby that stays behind", async () => {
    const replica = standby(Number.POSITIVE_INFINITY);
    expect(await waitForReplica(writer, replica, { pollMs: 5, timeoutMs: 40 })).toBe(false);
    expect(replica.asked).toBeGreaterThan(1);
  });

  it.skipIf(!DATABASE_URL)(
    "does not wait on a server that is not a standby (its replay position is NULL)",
    async () => {
      const { openPostgres } = await import("../../server/db/postgres.adapter.ts");
      const db = await openPostgres(DATABASE_URL!, "public");
      try {
        expect(await waitForReplica(db, db, { timeoutMs: 0 })).toBe(true);
      } finally {
        await db.close();
      }
    },
  );
});
