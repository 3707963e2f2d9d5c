import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.port.ts";
import { DatabaseUnavailable } from "../../server/db/connection-loss.ts";
import { openPostgres } from "../../server/db/postgres.adapter.ts";
import { DatabaseTransactor } from "../../server/db/transactor.ts";
import { namedUrl, sessionKiller, silentPort } from "./helpers/pg-sessions.ts";

// The database connection can drop (a restart, a failover, a pooler, pg_terminate_backend). Here the
// PostgreSQL adapter itself, on a schema of its own; the app under load is in db-outage-http.test.ts. PGlite
// is in the process: it has no connection to lose, so this file is PostgreSQL's alone.
const DATABASE_URL = process.env.DATABASE_URL;

/** The error a call rejects with (it must reject); taken at once, so the rejection is never unhandled. */
function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("it did not fail");
    },
    (error: unknown) => error,
  );
}

describe.skipIf(!DATABASE_URL)(
  "a PostgreSQL connection lost mid-flight (skipped without DATABASE_URL)",
  () => {
    const schema = `t_${randomBytes(5).toString("hex")}`;
    const { name, url } = namedUrl(DATABASE_URL ?? "postgres://x/y", "qb_loss");
    let db: Database;
    let killer: Awaited<ReturnType<typeof sessionKiller>>;
    /** Ends this pool's sessions once one of them runs a statement like `pattern`; the pid it saw. */
    const terminateWhile = async (pattern: string) => {
      const pid = await killer.busy(name, pattern);
      expect(await killer.terminate(name)).toBeGreaterThan(0);
      return pid;
    };
    const count = async (where: string) =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM loss_writes WHERE ${where}`))[0]!.n);

    beforeAll(async () => {
      killer = await sessionKiller(DATABASE_URL!);
      db = await openPostgres(url, schema);
      await db.exec(`CREATE TABLE loss_writes (n int);
      CREATE TABLE loss_commits (n int);
      CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_sleep(0.5); RETURN NULL; END $$;
      -- Checked at COMMIT: it makes COMMIT last long enough to be cut in the middle.
      CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON loss_commits DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION slow_commit();`);
    });
    afterAll(async () => {
      await db?.close();
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      await killer?.close();
    });

    it("names its sessions: an application_name in the URL, else qb-shop", async () => {
      const [row] = await db.query<{ name: string }>("SELECT current_setting('application_name') AS name");
      expect(row!.name).toBe(name);
      const plain = await openPostgres(DATABASE_URL!, schema);
      try {
        const [own] = await plain.query<{ name: string }>(
          "SELECT current_setting('application_name') AS name",
        );
        expect(own!.name).toBe(process.env.PGAPPNAME ?? "qb-shop");
      } finally {
        await plain.close();
      }
    });

    it("runs a read whose connection was terminated once more, on another connection", async () => {
      const read = db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid FROM pg_sleep(0.3)");
      const killed = await terminateWhile("%pg_sleep(0.3)%");
      const [row] = await read;
      expect(row!.pid).not.toBe(killed);
    });

    it("never runs a write again: it may have committed; it answers DatabaseUnavailable", async () => {
      const write = rejection(db.query("INSERT INTO loss_writes SELECT 1 FROM pg_sleep(0.3)"));
      await terminateWhile("INSERT INTO loss_writes%");
      const error = await write;
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect((error as DatabaseUnavailable).error).toEqual({
        code: "GENERIC.UNAVAILABLE",
        params: { seconds: 5 },
      });
      expect(await count("n = 1")).toBe(0);
    });

    it("keeps the process alive when a transaction's connection is terminated, and it was rolled back", async () => {
      // pg emits 'error' on the checked-out client; with no listener, that ends the process (here vitest
      // catches it as an uncaught exception, and so does this test).
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on("uncaughtException", record);
      const work = rejection(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO loss_writes VALUES (3)");
          await tx.query("SELECT pg_sleep(5)");
        }),
      );
      await terminateWhile("SELECT pg_sleep(5)");
      const error = await work;
      process.off("uncaughtException", record);
      expect(uncaught).toEqual([]);
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect((error as DatabaseUnavailable).retrySafe).toBe(true);
      expect(await count("n = 3")).toBe(0);
      // The pool dropped the dead connections and works on.
      await expect(db.query("SELECT 1 AS one")).resolves.toEqual([{ one: 1 }]);
    });

    it("runs a transaction lost before COMMIT again, once, through the transactor", async () => {
      let attempts = 0;
      const done = new DatabaseTransactor(db).run(async (tx) => {
        attempts++;
        const q = tx as unknown as Database;
        await q.query("INSERT INTO loss_writes VALUES (4)");
        await q.query(`SELECT pg_sleep(${attempts === 1 ? 5 : 0})`);
        return attempts;
      });
      await terminateWhile("SELECT pg_sleep(5)");
      await expect(done).resolves.toBe(2);
      expect(await count("n = 4")).toBe(1);
    });

    it("never runs again a transaction whose COMMIT was cut: it may have committed; a 503 instead", async () => {
      let attempts = 0;
      const done = rejection(
        new DatabaseTransactor(db).run(async (tx) => {
          attempts++;
          await (tx as unknown as Database).query("INSERT INTO loss_commits VALUES (1)");
        }),
      );
      await terminateWhile("COMMIT");
      const error = await done;
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect((error as DatabaseUnavailable).retrySafe).toBe(false);
      expect(attempts).toBe(1);
    });

    it("runs drizzle's reads through the same retry", async () => {
      const { sql } = await import("drizzle-orm");
      // drizzle runs a query when it is awaited: Promise.resolve starts it now.
      const read = Promise.resolve(db.orm.execute(sql`SELECT pg_backend_pid() AS pid FROM pg_sleep(0.3)`));
      const killed = await terminateWhile("%pg_sleep(0.3)%");
      const result = (await read) as unknown as { rows: { pid: number }[] };
      expect(result.rows[0]!.pid).not.toBe(killed);
      // drizzle's own transactions would hold a connection with no listener: refused.
      await expect(db.orm.transaction(async () => 1)).rejects.toThrow(/Database.transaction/);
    });
  },
);

describe("a PostgreSQL that cannot be reached (no database needed)", () => {
  it("answers DatabaseUnavailable at once when nothing listens", async () => {
    const silent = await silentPort();
    await silent.close();
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${silent.port}/test`, "public");
    try {
      const error = await rejection(db.query("SELECT 1"));
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect((error as DatabaseUnavailable).retrySafe).toBe(true);
      await expect(db.transaction(async () => 1)).rejects.toBeInstanceOf(DatabaseUnavailable);
      await expect(db.exec("SELECT 1")).rejects.toBeInstanceOf(DatabaseUnavailable);
    } finally {
      await db.close();
    }
  });

  it("waits for a connection no longer than its timeout when the database does not answer", async () => {
    const silent = await silentPort();
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${silent.port}/test`, "public", {
      connectTimeoutMs: 300,
    });
    try {
      const started = performance.now();
      await expect(db.query("SELECT 1")).rejects.toBeInstanceOf(DatabaseUnavailable);
      // The read is tried twice at most, each within the timeout.
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await db.close();
      await silent.close();
    }
  });
});
