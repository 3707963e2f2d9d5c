// npx tsx bench/warm-restart.ts [--pg] [--products N] [--runs N] [--goal-ms MS]
// (npm run bench runs it on the bench's database)
// A warm restart: `npm start` on a storefront already built (dist/ stamped, scripts/build-stamp.ts) and a
// database already seeded, timed from the spawn to the first 200 of the home page `/` and of a catalogue
// call. Prints every run, the median and the maximum; exits non-zero when a run misses the goal (3 s).
// An unbuilt or stale dist/ is built, and an empty database seeded, before the first measured run.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DIST, ROOT, fingerprintOf, staleness } from "../scripts/build-stamp.ts";
import { startChildServer } from "../tests/server/helpers/child-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const CATALOGUE = "/api/v1/products/?size=12";

export interface WarmRestartOptions {
  /** The seeded database: a PGlite data directory, or a PostgreSQL URL and schema. */
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
  products: number;
  runs?: number;
  goalMs?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function firstOk(url: string): Promise<void> {
  const r = await fetch(url);
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
}

/** Runs the measurement; resolves to whether every run met the goal. */
export async function runWarmRestart(o: WarmRestartOptions): Promise<boolean> {
  const runs = o.runs ?? 5;
  const goalMs = o.goalMs ?? 3_000;
  const env: Record<string, string> = {
    NODE_ENV: "production",
    TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "warn",
    DATA_DIR: o.dataDir,
    SEED_PRODUCTS: String(o.products),
    DATABASE_URL: o.databaseUrl ?? "",
    DATABASE_SCHEMA: o.schema ?? "public",
  };
  const db = o.databaseUrl ? `PostgreSQL (${o.schema})` : "PGlite";

  // Not measured: building a dist/ that does not match the sources, seeding a database that is empty.
  const verdict = staleness(DIST, fingerprintOf(ROOT));
  if (verdict.stale) {
    console.log(`warm restart: building first (${verdict.reason})`);
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) return false;
    // Sources edited during the build leave it unstamped, and every measured start would build again.
    const after = staleness(DIST, fingerprintOf(ROOT));
    if (after.stale) {
      console.log(`warm restart: not measured, dist/ is still stale after building (${after.reason})`);
      return false;
    }
  }
  const seed = await startChildServer({ env, timeoutMs: 600_000 });
  await seed.stop();

  const page: number[] = [];
  const api: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startChildServer({ env, command: ["npm", "start"], readyPath: "/" });
    page.push(server.readyMs);
    await firstOk(`${server.url}${CATALOGUE}`);
    api.push(performance.now() - server.spawnedAt);
    await server.stop();
    console.log(
      `warm restart ${i + 1}/${runs}: / ${Math.round(page[i]!)} ms, ${CATALOGUE} ${Math.round(api[i]!)} ms`,
    );
  }
  const worst = Math.max(...page, ...api);
  const ok = worst <= goalMs;
  console.log(
    `warm restart (npm start, ${db}, ${o.products} products, ${runs} runs): ` +
      `/ median ${Math.round(median(page))} ms max ${Math.round(Math.max(...page))} ms | ` +
      `catalogue median ${Math.round(median(api))} ms max ${Math.round(Math.max(...api))} ms | ` +
      `goal ${goalMs} ms: ${ok ? "met" : "MISSED"}`,
  );
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1]! : fallback;
  };
  const products = Number(flag("products", "30000"));
  const usePg = args.includes("--pg");
  // The same database as npm run bench at this size, so one seeding serves both.
  const ok = await runWarmRestart({
    dataDir: path.join(here, "data", `pglite-${products}`),
    databaseUrl: usePg ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test") : undefined,
    schema: usePg ? `bench_${products}` : undefined,
    products,
    runs: Number(flag("runs", "5")),
    goalMs: Number(flag("goal-ms", "3000")),
  });
  if (!ok) process.exitCode = 1;
}
