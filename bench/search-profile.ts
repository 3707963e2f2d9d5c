// npx tsx bench/search-profile.ts [--pg] [--products N] [--schema NAME]
// Search latency one request at a time (no queueing), over the bench's queries, three rounds: p50/p95 of the
// per-query medians, the mean time spent in the database, and the slowest queries. Reuses the bench's
// database (run `npm run bench` with the same options first to seed it).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { QueryOptions } from "../server/db/database.port.ts";
import { SEARCH_QUERIES } from "./queries.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const usePg = args.includes("--pg");
const i = args.indexOf("--products");
const products = i >= 0 ? Number(args[i + 1]) : 30_000;
const s = args.indexOf("--schema");
const schema = s >= 0 ? args[s + 1]! : `bench_${products}`;
const config = loadConfig(
  {
    NODE_ENV: "production",
    TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "silent",
    SEED_PRODUCTS: String(products),
    DATA_DIR: path.join(here, "data", `pglite-${products}`),
    DATABASE_URL: usePg ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test") : "",
    DATABASE_SCHEMA: usePg ? schema : "public",
  },
  { persistSecrets: false },
);
const app = await buildApp(config);

let dbMs = 0;
let dbCalls = 0;
const db = app.internals.db;
const query = db.query.bind(db);
db.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
  const started = performance.now();
  try {
    return await query<T>(text, params, options);
  } finally {
    dbMs += performance.now() - started;
    dbCalls++;
  }
};

const times = new Map<string, number[]>();
for (let round = 0; round < 3; round++) {
  for (const [n, q] of SEARCH_QUERIES.entries()) {
    const started = performance.now();
    const r = await app.inject({
      url: `/api/v1/products/?search=${encodeURIComponent(q)}&size=10&_=${round}-${n}`,
    });
    const ms = performance.now() - started;
    if (r.statusCode !== 200) console.log(`status ${r.statusCode} for ${q}`);
    times.set(q, [...(times.get(q) ?? []), ms]);
  }
}
const medians = [...times]
  .map(([q, ms]) => [q, ms.sort((a, b) => a - b)[1]!] as const)
  .sort((a, b) => a[1] - b[1]);
const at = (p: number) =>
  medians[Math.min(medians.length - 1, Math.floor(p * medians.length))]![1].toFixed(1);
console.log(
  `${db.kind}, ${products} products, ${SEARCH_QUERIES.length} queries one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; database ${(dbMs / dbCalls).toFixed(2)} ms a query`,
);
console.log(
  `slowest: ${medians
    .slice(-Number(process.env.SLOWEST ?? 10))
    .map(([q, ms]) => `${q} ${ms.toFixed(1)}`)
    .join(", ")}`,
);
await app.close();
