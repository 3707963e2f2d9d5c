import { createHash } from "node:crypto";
import * as schema from "./schema/index.ts";
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  type Database,
  type Orm,
  type QueryOptions,
} from "./database.port.ts";

/** One name per statement text: node-postgres refuses a known name with another text. */
const statementName = (text: string) =>
  `q_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;

export async function openPostgres(
  url: string,
  searchSchema: string,
  /** A read replica's pool: its sessions refuse writes, and it creates nothing (a standby could not). */
  options: { readOnly?: boolean } = {},
): Promise<Database> {
  // Loaded here, not at the top: a shop on the embedded database never needs the driver at start.
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // bigint and numeric stay strings in pg; the queries cast what they need, so no global type parsers change.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // synchronize_seqscans off: a scan of product_search must start at its first page (products-list.ts).
    options: `-c search_path=${searchSchema},public -c synchronize_seqscans=off -c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}${options.readOnly ? " -c default_transaction_read_only=on" : ""}`,
  });
  // An idle client losing its server must not take the process down; the next query gets a fresh one.
  pool.on("error", () => {});
  if (searchSchema !== "public" && !options.readOnly)
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${searchSchema}`);
  const orm = drizzle(pool, { schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: "postgres",
    orm,
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      // node-postgres keeps a named statement prepared on each connection that has run it.
      const name = options?.prepare ? statementName(text) : undefined;
      return (await pool.query({ name, text, values: params as unknown[] })).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          query: async <T>(t: string, p?: unknown[]) => (await client.query(t, p)).rows as T[],
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
