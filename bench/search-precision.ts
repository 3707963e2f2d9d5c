// npx tsx bench/search-precision.ts [--pg] [--products N] [--worst N]
// Precision at 5 and 10 of the search relevance set (tests/server/fixtures/search-relevance.ts) on a fresh
// in-memory PGlite, or a fresh PostgreSQL schema with --pg, seeded as the search test seeds it (4,000
// products unless told), and the latency of those searches (one at a time, uncached).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { PRECISION_QUERIES } from "../tests/server/fixtures/search-relevance.ts";
import { measurePrecision, type PrecisionMean } from "../tests/server/helpers/search-precision.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const usePg = args.includes("--pg");
const products = option("--products", 4000);
const worst = option("--worst", 15);
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-precision-"));
const schema = `precision_${randomBytes(4).toString("hex")}`;
const base = loadConfig(
  { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
  { persistSecrets: false },
);
const app = await buildApp({
  ...base,
  seedProducts: products,
  inMemoryDatabase: !usePg,
  databaseUrl: usePg ? databaseUrl : undefined,
  databaseSchema: usePg ? schema : "public",
});

try {
  // A first pass warms the prepared statements and the vocabulary; the second is measured.
  await measurePrecision(app, PRECISION_QUERIES);
  const report = await measurePrecision(app, PRECISION_QUERIES);
  const line = (name: string, m: PrecisionMean) =>
    `${name.padEnd(22)} ${String(m.queries).padStart(4)} queries  P@5 ${m.at5.toFixed(3)}  P@10 ${m.at10.toFixed(3)}`;
  console.log(`${usePg ? "PostgreSQL" : "PGlite"}, ${products} products`);
  console.log(line("all", report.all));
  console.log(line("intent cases", report.intent));
  for (const [script, m] of Object.entries(report.byScript)) console.log(line(`  ${script}`, m));
  const ms = report.perQuery.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
  console.log(`latency, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  console.log(`worst by P@10:`);
  for (const r of [...report.perQuery].sort((a, b) => a.at10 - b.at10 || a.at5 - b.at5).slice(0, worst))
    console.log(
      `  ${r.at5.toFixed(1)} ${r.at10.toFixed(1)}  ${r.query} -> ${r.titles.slice(0, 5).join(" | ")}`,
    );
} finally {
  await app.close();
  if (usePg) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
