import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { SEARCH_QUERIES } from "./queries.ts";
const pg = process.argv[2] === "pg";
const products = Number(process.argv[3] ?? 30000);
const config = loadConfig({ NODE_ENV: "production", TOKEN_SECRET: "bench-secret-bench-secret-bench-secret", LOG_LEVEL: "silent",
  SEED_PRODUCTS: String(products), DATA_DIR: path.resolve("bench/data", `pglite-${products}`),
  DATABASE_URL: pg ? "postgres://postgres@127.0.0.1:5432/test" : "", DATABASE_SCHEMA: pg ? `bench_${products}` : "public" }, { persistSecrets: false });
const app = await buildApp(config);
const times = new Map<string, number[]>();
let dbms = 0; let dbn = 0;
const orig = app.services.db.query.bind(app.services.db);
(app.services.db as any).query = async (t: string, p?: unknown[]) => { const s0 = performance.now(); try { return await orig(t, p); } finally { dbms += performance.now() - s0; dbn++; } };
for (let round = 0; round < 3; round++) {
  let i = 0;
  for (const q of SEARCH_QUERIES) {
    const t = performance.now();
    const r = await app.inject({ url: `/api/v1/products/?search=${encodeURIComponent(q)}&size=10&_=${round}-${i++}` });
    const ms = performance.now() - t;
    if (r.statusCode !== 200) console.log("status", r.statusCode, q);
    (times.get(q) ?? times.set(q, []).get(q)!).push(ms);
  }
}
const med = [...times].map(([q, ms]) => [q, ms.sort((a, b) => a - b)[1]!] as const).sort((a, b) => a[1] - b[1]);
const all = med.map((m) => m[1]);
const pct = (p: number) => all[Math.min(all.length - 1, Math.floor(p * all.length))]!.toFixed(1);
console.log(`sequential: p50 ${pct(0.5)} ms p95 ${pct(0.95)} ms max ${pct(1)}`);
console.log(`db query mean ${(dbms / dbn).toFixed(2)} ms over ${dbn}`);
console.log(med.slice(-12).map(([q, ms]) => `${q}:${ms.toFixed(1)}`).join("  "));
await app.close();
