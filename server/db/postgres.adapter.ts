import { createHash } from "node:crypto";
import * as schema from "./schema/index.ts";
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  type Database,
  type Orm,
  type QueryOptions,
} from "./database.port.ts";
import { unavailableOr } from "./connection-loss.ts";
import { checkout, statementRunner, type RunStatement } from "./postgres-connections.ts";

/** One name per statement text: node-postgres refuses a known name with another text. */
const statementName = (text: string) =>
  `q_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;

/** How long a request waits for a connection (the database down, or every connection busy) before a 503. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * drizzle's client: its statements take the same road as query() (a lost read runs again, an outage is a
 * 503). drizzle takes a class named *Pool (this one) for a pool and asks it for a connection for
 * orm.transaction, which would hold one unguarded: refused, Database.transaction holds connections.
 */
class OrmPool {
  constructor(readonly query: RunStatement) {}
  connect(): never {
    throw new Error("orm.transaction is not supported: use Database.transaction");
  }
}

export interface PostgresOptions {
  /** A read replica's pool: its sessions refuse writes, and it creates nothing (a standby could not). */
  readOnly?: boolean;
  connectTimeoutMs?: number;
}

export async function openPostgres(
  url: string,
  searchSchema: string,
  options: PostgresOptions = {},
): Promise<Database> {
  // Loaded here, not at the top: a shop on the embedded database never needs the driver at start.
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const connection = {
    connectionString: url,
    // The shop's sessions are told apart in pg_stat_activity; an application_name in the URL wins.
    fallback_application_name: "qb-shop",
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // A peer that vanished (a failover, a firewall dropping the flow) is found by TCP, not by a hung query.
    keepAlive: true,
    // synchronize_seqscans off: a scan of product_search must start at its first page (products-list.ts).
    options: `-c search_path=${searchSchema},public -c synchronize_seqscans=off -c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}${options.readOnly ? " -c default_transaction_read_only=on" : ""}`,
  };
  // bigint and numeric stay strings in pg; the queries cast what they need, so no global type parsers change.
  const pool = new pg.Pool({ ...connection, max: 10 });
  const run = statementRunner(pool, pg.Client, connection);
  // An idle client losing its server must not take the process down; the next query gets a fresh one.
  pool.on("error", () => {});
  if (searchSchema !== "public" && !options.readOnly)
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${searchSchema}`);
  const orm = drizzle({ client: new OrmPool(run) as unknown as typeof pool, schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: "postgres",
    orm,
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      // node-postgres keeps a named statement prepared on each connection that has run it.
      const name = options?.prepare ? statementName(text) : undefined;
      return (await run({ name, text, values: params as unknown[] })).rows as T[];
    },
    async exec(sql) {
      await run({ text: sql });
    },
    async transaction(fn) {
      const { client, release } = await checkout(pool);
      let committing = false;
      let failure: unknown;
      try {
        await client.query("BEGIN");
        const result = await fn({
          query: async <T>(t: string, p?: unknown[]) => (await client.query(t, p)).rows as T[],
          exec: async (sql: string) => void (await client.query(sql)),
        });
        committing = true;
        await client.query("COMMIT");
        return result;
      } catch (error) {
        failure = error;
        if (!committing) await client.query("ROLLBACK").catch(() => {});
        // Lost before COMMIT, PostgreSQL rolled the transaction back: safe to run again. Lost during COMMIT,
        // it may have committed: never run again.
        throw unavailableOr(error, !committing);
      } finally {
        release(failure);
      }
    },
    async lock(name, fn) {
      const { client, release } = await checkout(pool);
      // The schema is part of the key: shops (and tests) on other schemas of one database do not wait.
      const key = `${name}:${searchSchema}`;
      let failure: unknown;
      try {
        await client.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [key]);
        try {
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [key]).catch((error) => {
            // A session that died has let go of its locks: the connection only has to be closed.
            failure = error;
          });
        }
      } catch (error) {
        failure = error;
        throw unavailableOr(error, false);
      } finally {
        release(failure);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
