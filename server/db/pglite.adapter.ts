import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "./schema/index.ts";
import { PglitePrepared } from "./pglite-prepared.ts";
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  type Database,
  type Orm,
  type QueryOptions,
} from "./database.port.ts";

/** dataDir undefined keeps the database in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await pg.exec(
    `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public; SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}; SET pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`,
  );
  const orm = drizzle(pg, { schema }) as unknown as Orm;
  const prepared = new PglitePrepared(pg);
  let closed = false;
  const locks = new Map<string, Promise<unknown>>();
  return {
    kind: "pglite",
    orm,
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      if (options?.prepare) return prepared.query<T>(text, params ?? []);
      return (await pg.query<T>(text, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          query: async <T>(t: string, p?: unknown[]) => (await tx.query<T>(t, p)).rows,
          exec: async (sql: string) => void (await tx.exec(sql)),
          copyCsv: async (table: string, columns: string[], csv: string) =>
            void (await tx.query(
              `COPY ${table} (${columns.join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`,
              [],
              { blob: new Blob([csv]) },
            )),
        }),
      );
    },
    async lock(name, fn) {
      // Calls under one name queue behind each other; the queue's tail never rejects, so one failure does
      // not fail the next.
      const before = locks.get(name) ?? Promise.resolve();
      const run = before.then(() => fn());
      const settled = run.catch(() => {});
      locks.set(name, settled);
      try {
        return await run;
      } finally {
        if (locks.get(name) === settled) locks.delete(name);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
