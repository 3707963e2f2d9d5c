import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Database } from "../../../server/db/database.port.ts";
import { openPglite } from "../../../server/db/pglite.adapter.ts";
import { openPostgres } from "../../../server/db/postgres.adapter.ts";
import type { Backend } from "./test-app.ts";

const DIR = "server/db/migrations";

/** The text of one migration file. */
export const migration = (file: string) => readFileSync(path.join(DIR, file), "utf8");

/**
 * A fresh database (in-memory PGlite, or a schema of its own on PostgreSQL) migrated up to, not including,
 * the migration whose name starts with `prefix`: where a migration's own test writes the old rows it must
 * carry over. `close` drops the schema.
 */
export async function databaseBefore(backend: Backend, prefix: string) {
  const schema = `t_${randomBytes(5).toString("hex")}`;
  const db: Database =
    backend === "pglite"
      ? await openPglite(undefined)
      : await openPostgres(process.env.DATABASE_URL!, schema);
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith(".sql") && f < prefix)
    .sort();
  for (const file of files) await db.exec(migration(file));
  return {
    db,
    async close() {
      await db.close();
      if (backend !== "postgres") return;
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
