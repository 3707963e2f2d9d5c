import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Config } from "../config.ts";
import type { Database } from "./database.port.ts";
import { openPglite } from "./pglite.adapter.ts";
import { openPostgres } from "./postgres.adapter.ts";

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  if (config.inMemoryDatabase) return openPglite(undefined);
  const dir = path.join(config.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
