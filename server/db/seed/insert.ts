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
