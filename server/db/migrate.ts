import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../platform/project-root.ts";
import type { Database } from "./database.port.ts";

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "db", "migrations");

/**
 * Applies, in name order, each migrations/*.sql file not yet recorded; each file runs in its own transaction.
 * The whole run holds the "migrate" lock, so processes starting together take turns: the second reads
 * schema_migrations only once the first has finished, and finds its files applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  return db.lock("migrate", () => applyPending(db));
}

async function applyPending(db: Database): Promise<string[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file]);
    });
    applied.push(file);
  }
  return applied;
}
