// npm run bench [-- --pg | --db postgres] [-- --products N] [-- --schema NAME] [-- --duration S]
// [-- --no-flash-sale] [-- --no-payments] [-- --no-mixed] [-- --no-warm-restart]
// Throughput and latency of catalogue reads and search-as-you-type, each beside a bare Fastify endpoint
// answering a static body of the same size, in one run; prints ratios and writes
// bench/results/<stamp>-<db>-<n>.json. Then the reads the answer cache does not hide (bench/list-pages.ts:
// uncached list pages, page 2000, search, alone and under load). Then the flash sale (bench/flash-sale.ts)
// and the Payme callbacks (bench/payment-callbacks.ts) on the same database.
import { fork } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { runFlashSales } from "./flash-sale.ts";
import { runPaymentCallbacks } from "./payment-callbacks.ts";
import { runMixedLoad } from "./mixed-load.ts";
import { runWarmRestart } from "./warm-restart.ts";
import { SEARCH_QUERIES } from "./queries.ts";
import { measurePageTtfb, printPageTtfb } from "./page-ttfb.ts";
import { describeFigures, runListPages } from "./list-pages.ts";
import { latestRun, sideBySide } from "./side-by-side.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const usePg = args.includes("--pg") || flag("db", "pglite") === "postgres";
const products = Number(flag("products", "30000"));
const duration = Number(flag("duration", "8"));
const pgUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const env: NodeJS.ProcessEnv = {
  ...process.env,
  SEED_PRODUCTS: String(products),
  DATA_DIR: path.join(here, "data", `pglite-${products}`),
  DATABASE_URL: usePg ? pgUrl : "",
  // --schema: an existing PostgreSQL schema of that size (one made by hand), used as it is.
  DATABASE_SCHEMA: usePg ? flag("schema", `bench_${products}`) : "public",
};

console.log(`bench: ${usePg ? "PostgreSQL" : "PGlite"}, ${products} products (seeding on first run)`);
const child = fork(path.join(here, "serve.ts"), { env, execArgv: ["--import", "tsx"], stdio: "inherit" });
const ports = await new Promise<{
  app: number;
  bare: number;
  seed: { seeded: boolean; ms: number };
  db: string;
}>((resolve, reject) => {
  child.once("message", (m) => resolve(m as never));
  child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
if (ports.seed.seeded) console.log(`seeded in ${Math.round(ports.seed.ms)} ms`);

interface Measure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytes: number;
}

async function cannon(url: string, options: Record<string, unknown> = {}): Promise<Measure> {
  // A second of warm-up on both sides (JIT, connections, caches) before the measured run.
  await autocannon({ url, connections: 10, ...options, duration: 1 });
  const r = await autocannon({ url, connections: 10, duration, ...options });
  // autocannon reports p97.5, not p95; the histogram's p90/p97.5 bracket it, and p97.5 is the stricter one.
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p95: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
  };
}

const app = `http://127.0.0.1:${ports.app}`;
const bareBase = `http://127.0.0.1:${ports.bare}/static`;
const sizeOf = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength;

const list = `${app}/api/v1/products/?size=12`;
const firstSlug = ((await (await fetch(list)).json()) as { results: { slug: string }[] }).results[0]!.slug;
const detail = `${app}/api/v1/products/detail/${firstSlug}/`;

const cacheStats = () =>
  new Promise<{ hits: number; misses: number; size: number }>((resolve) => {
    child.once("message", (m) =>
      resolve((m as { cache: { hits: number; misses: number; size: number } }).cache),
    );
    child.send("cache");
  });
// Catalogue reads are served from the answer cache with an ETag; check that before measuring them.
const probe = await fetch(list);
const etag = probe.headers.get("etag");
const revalidated = etag ? (await fetch(list, { headers: { "if-none-match": etag } })).status : 0;
if (!etag || revalidated !== 304)
  throw new Error(`products list is not served cached (etag ${etag}, revalidation ${revalidated})`);

const results: Record<string, unknown> = {
  db: ports.db,
  products,
  duration,
  queries: SEARCH_QUERIES.length,
  at: new Date().toISOString(),
};
for (const [name, url] of [
  ["products list", list],
  ["product detail", detail],
] as const) {
  const bytes = await sizeOf(url);
  const before = await cacheStats();
  const shop = await cannon(url);
  const after = await cacheStats();
  const bare = await cannon(`${bareBase}/${bytes}`);
  const hitRate = +(
    (after.hits - before.hits) /
    Math.max(1, after.hits - before.hits + after.misses - before.misses)
  ).toFixed(4);
  results[name] = { bytes, shop, bare, ratio: +(shop.rps / bare.rps).toFixed(2), cacheHitRate: hitRate };
  console.log(
    `${name.padEnd(16)} ${bytes} B  shop ${shop.rps} req/s p95 ${shop.p95} ms (cache hits ${(hitRate * 100).toFixed(2)}%) | bare ${bare.rps} req/s | ratio ${(shop.rps / bare.rps).toFixed(2)}`,
  );
}

// Search: every request a different URL (a counter defeats the answer cache), so each one reaches the
// database.
let n = 0;
const searchUrl = (i: number) =>
  `/api/v1/products/?search=${encodeURIComponent(SEARCH_QUERIES[i % SEARCH_QUERIES.length]!)}&size=10&_=${i}`;
const searchBytes = await sizeOf(`${app}${searchUrl(0)}`);
const search = await cannon(app, {
  connections: 4,
  requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: searchUrl(n++) }) }],
});
const searchBare = await cannon(`${bareBase}/${searchBytes}`, { connections: 4 });
results["search as you type"] = {
  bytes: searchBytes,
  shop: search,
  bare: searchBare,
  ratio: +(search.rps / searchBare.rps).toFixed(2),
};
console.log(
  `search (${SEARCH_QUERIES.length} queries, uncached) shop ${search.rps} req/s p50 ${search.p50} ms p95 ${search.p95} ms p99 ${search.p99} ms | bare ${searchBare.rps} req/s | ratio ${(search.rps / searchBare.rps).toFixed(2)}`,
);

// Reads the answer cache does not hide: every list page and search a URL not asked before.
const port = Number(new URL(app).port);
const scale = await runListPages(port);
results["uncached reads"] = scale;
for (const line of describeFigures(scale, products)) console.log(line);

// The product page rendered by the server: its API calls in process (app.inject) against, as before this was
// changed, over loopback HTTP. Every request a query of its own, so none is answered from the page cache
// (decision 0028). Then the pages as shoppers get them: warm, from the page cache (bench/page-ttfb.ts). Needs
// the storefront built (npm run build); skipped otherwise.
if (existsSync(path.join(here, "..", "dist", "server", "entry-server.js"))) {
  const page = `/products/${firstSlug}`;
  let r = 0;
  const uncached = { requests: [{ setupRequest: (req: object) => ({ ...req, path: `${page}?r=${r++}` }) }] };
  const renders: Record<string, Measure> = {};
  for (const mode of ["loopback", "in-process"] as const) {
    await new Promise<void>((resolve) => {
      child.once("message", () => resolve());
      child.send({ renderApi: mode === "loopback" ? "loopback" : "inject" });
    });
    renders[mode] = await cannon(app, { connections: 1, ...uncached });
    const r = renders[mode];
    console.log(
      `product page render (${mode.padEnd(10)}) ${r.rps} pages/s p50 ${r.p50} ms p95 ${r.p95} ms errors ${r.errors}`,
    );
  }
  results["product page render"] = renders;
  const ttfb = await measurePageTtfb(app);
  printPageTtfb(ttfb);
  results["page ttfb"] = ttfb;
} else {
  console.log("product page render: skipped (no dist/server/entry-server.js; run npm run build first)");
}

// Growth: the same search against the latest run of this database at 30,000 products.
if (products !== 30_000) {
  const dir = path.join(here, "results");
  const base = readdirSync(dir)
    .filter((f) => f.endsWith(`-${ports.db}-30000.json`))
    .sort()
    .at(-1);
  if (base) {
    const then = JSON.parse(readFileSync(path.join(dir, base), "utf8"))["search as you type"].shop as Measure;
    const growth = {
      base,
      products: 30_000,
      p50: then.p50,
      p95: then.p95,
      p50Factor: +(search.p50 / Math.max(1, then.p50)).toFixed(2),
      p95Factor: +(search.p95 / Math.max(1, then.p95)).toFixed(2),
      size: products / 30_000,
    };
    results.growth = growth;
    console.log(
      `search growth 30,000 -> ${products.toLocaleString("en")} products (x${growth.size}): p50 ${then.p50} -> ${search.p50} ms (x${growth.p50Factor}), p95 ${then.p95} -> ${search.p95} ms (x${growth.p95Factor}) [base ${base}]`,
    );
  } else {
    console.log(
      `search growth: no ${ports.db} run at 30,000 products in bench/results to compare with; run that first`,
    );
  }
}

child.send("stop");
const resultsDir = path.join(here, "results");
mkdirSync(resultsDir, { recursive: true });
// The runs below write their own files; their figures join this run's for the side-by-side table.
const kept = (name: string) => {
  const file = path.join(resultsDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : null;
};

// The flash sale: 200 buyers, 100 units, on a fresh database of its own (bench/flash-sale.ts); a sale that
// oversold, duplicated or lost an order fails the bench.
if (!args.includes("--no-flash-sale")) {
  if (!(await runFlashSales([usePg ? "postgres" : "pglite"]))) process.exitCode = 1;
  results["flash sale"] = kept("flash-sale.json")?.[usePg ? "postgres" : "pglite"];
}

// Payme's callbacks: 300 online orders checked, then paid (Create + Perform, and a storm of twin Performs)
// on a fresh database of their own (bench/payment-callbacks.ts); an order not approved exactly once fails.
if (!args.includes("--no-payments")) {
  if (!(await runPaymentCallbacks(usePg ? "postgres" : "pglite"))) process.exitCode = 1;
}

// A mixed load (lists, search, product pages, basket, checkout) on one process and on two
// (WEB_CONCURRENCY=2), on a PostgreSQL schema of its own (bench/mixed-load.ts); only with DATABASE_URL and
// REDIS_URL set.
if (!args.includes("--no-mixed") && process.env.DATABASE_URL && process.env.REDIS_URL) {
  if (!(await runMixedLoad())) process.exitCode = 1;
  results["mixed load"] = kept("mixed-load.json");
}

// A warm restart: `npm start` on the built storefront and this database, timed to the first 200 of / and of
// a catalogue call (bench/warm-restart.ts); a restart slower than 3 s fails.
if (!args.includes("--no-warm-restart")) {
  const db = { databaseUrl: env.DATABASE_URL || undefined, schema: env.DATABASE_SCHEMA };
  if (!(await runWarmRestart({ dataDir: env.DATA_DIR!, ...db, products }))) process.exitCode = 1;
}

const file = path.join(
  resultsDir,
  `${new Date().toISOString().replace(/[:.]/g, "-")}-${ports.db}-${products}.json`,
);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(process.cwd(), file)}`);
const base = products === 30_000 ? null : latestRun(resultsDir, ports.db, 30_000);
console.log(
  `\nissue 25's figures on ${ports.db}${base ? ` (30,000: ${base.file})` : " (no 30,000 run on record)"}:`,
);
for (const line of sideBySide(results, base?.run ?? null)) console.log(line);
