import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.port.ts";
import { migrate } from "../../server/db/migrate.ts";
import { openPglite } from "../../server/db/pglite.adapter.ts";
import { openPostgres } from "../../server/db/postgres.adapter.ts";
import { PROJECT_ROOT } from "../../server/platform/project-root.ts";
import { BACKENDS } from "./helpers/test-app.ts";

// Processes starting together (a deploy, the cluster's workers, a restart loop) each run the migrations:
// the run holds a lock, so each file is applied once. On PostgreSQL a session advisory lock keyed by the
// schema; PGlite belongs to one process, so there one call waits for the other.
const FILES = readdirSync(path.join(PROJECT_ROOT, "server", "db", "migrations"))
  .filter((f) => f.endsWith(".sql"))
  .sort();

const DATABASE_URL = process.env.DATABASE_URL;
const schemas: string[] = [];

/** A database as a fresh process would open it: PGlite in memory, or its own PostgreSQL pool on `schema`. */
async function open(backend: string, schema: string): Promise<Database> {
  if (backend === "pglite") return openPglite(undefined);
  if (!schemas.includes(schema)) schemas.push(schema);
  return openPostgres(DATABASE_URL!, schema);
}

afterAll(async () => {
  if (!schemas.length) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

describe.each(BACKENDS)("migrations started together on %s", (backend) => {
  it("apply each file once, and both runs succeed", async () => {
    const schema = `t_${randomBytes(5).toString("hex")}`;
    // Two pools on PostgreSQL, as two processes have; PGlite is one database in one process.
    const first = await open(backend, schema);
    const second = backend === "pglite" ? first : await open(backend, schema);
    try {
      const runs = await Promise.all([migrate(first), migrate(second)]);
      expect([...runs[0]!, ...runs[1]!].sort()).toEqual(FILES);
      const rows = await first.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
      expect(rows.map((r) => r.name)).toEqual(FILES);
      // A later start finds nothing to do.
      expect(await migrate(second)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.skipIf(!DATABASE_URL)("the migration lock on PostgreSQL (skipped without DATABASE_URL)", () => {
  it("is one per schema: a shop on another schema of the same database does not wait for it", async () => {
    const held = await open("postgres", `t_${randomBytes(5).toString("hex")}`);
    const other = await open("postgres", `t_${randomBytes(5).toString("hex")}`);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    try {
      const lock = held.lock("migrate", () => holding);
      await expect(migrate(other)).resolves.toEqual(FILES);
      release();
      await lock;
    } finally {
      release();
      await held.close();
      await other.close();
    }
  }, 20_000);
});
