import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface QueryOptions {
  /**
   * Keep the statement prepared (parsed and planned once) under a name derived from its text: for the hot
   * reads whose text repeats with other parameters (search as you type). Reads only.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Bulk load of CSV text where the driver can (PGlite's COPY FROM '/dev/blob'); absent elsewhere. */
  copyCsv?(table: string, columns: string[], csv: string): Promise<void>;
}

/**
 * One face for embedded PGlite and PostgreSQL: typed queries through `orm`, hand-written SQL through `query`.
 */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  readonly orm: Orm;
  /** A transaction; on PGlite it also holds the single connection, which is what serialises writes there. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the lock `name`, which every process on this database (and schema) shares: on
   * PostgreSQL a session advisory lock, held on a connection of its own; PGlite belongs to one process, so
   * there one call waits for the other.
   */
  lock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Word similarity for `<%` (kept for hand-written queries); the default 0.6 rejects most one-letter typos.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Typo correction looks words up by trigram similarity; a swapped pair of letters in a six-letter word scores
 * 0.27.
 */
export const SIMILARITY_THRESHOLD = 0.25;
