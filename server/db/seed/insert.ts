import { foldApostrophes } from "../../../domain/apostrophes.ts";
import type { Queryable } from "../database.port.ts";

export type Row = Record<string, unknown>;

/**
 * Bulk insert through jsonb_to_recordset: one parameter per batch, the same SQL on PGlite and PostgreSQL, and
 * far fewer round trips than row-by-row inserts. `types` maps each column to its SQL type.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  types: Record<string, string>,
  rows: Row[],
  batch = 2000,
) {
  const columns = Object.keys(types);
  const stored = rows.map(withUzbekLatinSigns);
  if (db.copyCsv && stored.length > 0) {
    for (let i = 0; i < stored.length; i += batch * 5)
      await db.copyCsv(table, columns, toCsv(columns, stored.slice(i, i + batch * 5)));
    return;
  }
  const list = columns.join(", ");
  const record = columns.map((c) => `${c} ${types[c]}`).join(", ");
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`;
  for (let i = 0; i < stored.length; i += batch) {
    await db.query(sql, [JSON.stringify(stored.slice(i, i + batch))]);
  }
}

/**
 * Inserts rows as a generator makes them, one statement per batch, so memory holds a batch or two however
 * many rows there are. The next batch is made while the database stores the last one (PostgreSQL works in
 * its own process, so the two run side by side).
 */
export async function insertStream(
  db: Queryable,
  table: string,
  types: Record<string, string>,
  rows: Iterable<Row>,
  batch = 2000,
): Promise<number> {
  let pending: Promise<void> = Promise.resolve();
  let chunk: Row[] = [];
  let count = 0;
  for (const row of rows) {
    chunk.push(row);
    count++;
    if (chunk.length < batch) continue;
    await pending;
    pending = insertRows(db, table, types, chunk, batch);
    // Awaited before the next batch goes; until then a failure must not count as unhandled.
    pending.catch(() => undefined);
    chunk = [];
  }
  await pending;
  if (chunk.length > 0) await insertRows(db, table, types, chunk, batch);
  return count;
}

/**
 * The seed's Uzbek Latin texts were typed with the keyboard's apostrophe (so'm, o'zbek). A Latin column
 * (name ending in _sr) is stored with the alphabet's own signs, oʻ/gʻ and the tutuq ʼ, which the interface's
 * catalogs use too, so the data and the interface read alike.
 */
export function withUzbekLatinSigns(row: Row): Row {
  let out: Row | null = null;
  for (const [column, value] of Object.entries(row)) {
    if (!column.endsWith("_sr") || typeof value !== "string") continue;
    const folded = foldApostrophes(value);
    if (folded !== value) (out ??= { ...row })[column] = folded;
  }
  return out ?? row;
}

/**
 * A bulk load runs several times faster without secondary indexes to keep up row by row: this drops the
 * indexes of `tables` that back no constraint (the primary and unique keys stay, foreign keys need them),
 * runs `load`, and builds them again from their own definitions, whatever the migrations made them. Inside
 * the seed's transaction, so no other session ever sees a table without them.
 */
export async function withoutIndexes<T>(db: Queryable, tables: string[], load: () => Promise<T>): Promise<T> {
  const indexes = await db.query<{ drop: string; create: string }>(
    `SELECT format('DROP INDEX %I.%I', i.schemaname, i.indexname) AS drop, i.indexdef AS create
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c
         WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [tables],
  );
  for (const index of indexes) await db.query(index.drop);
  const result = await load();
  for (const index of indexes) await db.query(index.create);
  return result;
}

/** ANALYZE of this shop's own tables: a bare ANALYZE would read every schema of a shared database. */
export async function analyzeSchema(db: Queryable) {
  const tables = await db.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = current_schema()",
  );
  if (tables.length > 0) await db.query(`ANALYZE ${tables.map((t) => t.name).join(", ")}`);
}

/** Tables with serial ids seeded with explicit ids need their sequence moved past them. */
export async function syncSequence(db: Queryable, table: string) {
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
  );
}

function csvValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** CSV for COPY: every value quoted, so an empty string stays distinct from NULL (an empty field). */
function toCsv(columns: string[], rows: Row[]): string {
  return rows.map((row) => columns.map((c) => csvValue(row[c])).join(",")).join("\n");
}
