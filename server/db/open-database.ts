import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Config } from "../config.ts";
import type { Database } from "./database.port.ts";

// Each driver is loaded when used: a shop on PGlite never loads pg, nor one on PostgreSQL the WASM build.
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import("./postgres.adapter.ts");
    return openPostgres(config.databaseUrl, config.databaseSchema);
  }
  const { openPglite } = await import("./pglite.adapter.ts");
  if (config.inMemoryDatabase) return openPglite(undefined);
  const dir = path.join(config.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/** The read replica's pool (DATABASE_READ_URL), or null when the shop has none. */
export async function openReadDatabase(config: Config): Promise<Database | null> {
  if (!config.databaseReadUrl) return null;
  const { openPostgres } = await import("./postgres.adapter.ts");
  return openPostgres(config.databaseReadUrl, config.databaseSchema, { readOnly: true });
}
