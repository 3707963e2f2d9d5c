import type { Queryable } from "../../../server/db/database.port.ts";

/**
 * A digest of every row of every table in the app's schema, keyed by table, read from the database's own
 * catalog so a table added later is covered without a list to keep up. Row count first, so a diff says at a
 * glance whether rows came or went.
 */
export async function tableChecksums(
  db: Queryable,
  except: ReadonlyMap<string, string> = new Map(),
): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    if (except.has(name)) continue;
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await db.query<{ n: string; sum: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, '' ORDER BY t::text)) AS sum FROM ${quoted} t`,
    );
    sums[name] = `${row!.n}:${row!.sum ?? "-"}`;
  }
  return sums;
}
