// npx tsx bench/page-ttfb.ts [--products N] [--data-dir DIR] [--pg] [--requests N]
// (npm run bench runs `measurePageTtfb` on its own server)
// Time to first byte of the server-rendered home, list and product pages, warm: each page is asked for a
// few times first (JIT, chunks, the answer cache), then `requests` times one after another, as a returning
// guest (a visitorId cookie of its own) asking for brotli like a browser. Prints the median and p95 of the
// time to the first byte and to the last, the page's bytes on the wire, and the machine's load average,
// since the figures move with whatever else runs. Needs the storefront built (npm run build).
import { fork } from "node:child_process";
import { request } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface PageTiming {
  ttfbP50: number;
  ttfbP95: number;
  totalP50: number;
  bytes: number;
  status: number;
  /** X-Page-Cache of the last answer (hit or miss), when the server says. */
  cache: string | null;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const round = (ms: number) => Math.round(ms * 100) / 100;
const pick = (runs: One[], field: "ttfb" | "total", q: number) =>
  round(
    quantile(
      runs.map((r) => r[field]),
      q,
    ),
  );

interface One {
  ttfb: number;
  total: number;
  bytes: number;
  status: number;
  cache: string | null;
}

function timeOne(url: string, headers: Record<string, string>): Promise<One> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    let ttfb = 0;
    let bytes = 0;
    const req = request(url, { headers, agent: false }, (res) => {
      res.once("data", () => (ttfb = ms()));
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({
          ttfb: ttfb || ms(),
          total: ms(),
          bytes,
          status: res.statusCode ?? 0,
          cache: (res.headers["x-page-cache"] as string | undefined) ?? null,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The three pages of one server, one after another (no concurrency: the render's own time is measured). */
export async function measurePageTtfb(
  base: string,
  options: { requests?: number; warmup?: number } = {},
): Promise<Record<string, PageTiming>> {
  const requests = options.requests ?? 100;
  const warmup = options.warmup ?? 10;
  const list = (await (await fetch(`${base}/api/v1/products/?size=12`)).json()) as {
    results: { slug: string }[];
  };
  const pages = {
    home: `${base}/uz`,
    list: `${base}/uz/products`,
    product: `${base}/uz/products/${list.results[0]!.slug}`,
  };
  const headers = {
    "accept-encoding": "br, gzip",
    accept: "text/html",
    cookie: "visitorId=0benchbenchbenchbenchbenc; i18n_redirected=uz",
  };
  const out: Record<string, PageTiming> = {};
  // Each page as most visitors get it (the same address again: from the page cache), then rendered afresh
  // (an address of its own each time: a query nothing reads), where the head leaves before the body.
  const runsOf = async (url: string, fresh: boolean) => {
    const at = (i: number) => (fresh ? `${url}?bench=${Date.now()}-${i}` : url);
    for (let i = 0; i < warmup; i++) await timeOne(at(-i - 1), headers);
    const runs: One[] = [];
    for (let i = 0; i < (fresh ? Math.ceil(requests / 4) : requests); i++)
      runs.push(await timeOne(at(i), headers));
    return runs;
  };
  for (const [page, url] of Object.entries(pages))
    for (const fresh of [false, true]) {
      const name = fresh ? `${page} (rendered)` : page;
      const runs = await runsOf(url, fresh);
      const last = runs.at(-1)!;
      out[name] = {
        ttfbP50: pick(runs, "ttfb", 0.5),
        ttfbP95: pick(runs, "ttfb", 0.95),
        totalP50: pick(runs, "total", 0.5),
        bytes: last.bytes,
        status: last.status,
        cache: last.cache,
      };
    }
  return out;
}

export function printPageTtfb(timings: Record<string, PageTiming>) {
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(`page TTFB, warm, one at a time (load average ${load.join(" ")}):`);
  for (const [name, t] of Object.entries(timings))
    console.log(
      `  ${name.padEnd(19)} ${t.status} ttfb p50 ${t.ttfbP50} ms p95 ${t.ttfbP95} ms | whole page p50 ${t.totalP50} ms | ${t.bytes} B br${t.cache ? ` | cache ${t.cache}` : ""}`,
    );
}

// Run by itself: the bench's server process on its own data directory.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1]! : fallback;
  };
  const products = Number(flag("products", "30000"));
  const usePg = args.includes("--pg");
  const child = fork(path.join(here, "serve.ts"), {
    env: {
      ...process.env,
      SEED_PRODUCTS: String(products),
      DATA_DIR: flag("data-dir", path.join(here, "data", `pglite-${products}`)),
      DATABASE_URL: usePg ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test") : "",
      DATABASE_SCHEMA: usePg ? `bench_${products}` : "public",
    },
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.TTFB_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.TTFB_PROF}`] : []),
    ],
    stdio: "inherit",
  });
  const ports = await new Promise<{ app: number; seed: { seeded: boolean; ms: number } }>(
    (resolve, reject) => {
      child.once("message", (m) => resolve(m as never));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    },
  );
  if (ports.seed.seeded) console.log(`seeded in ${Math.round(ports.seed.ms)} ms`);
  try {
    printPageTtfb(
      await measurePageTtfb(`http://127.0.0.1:${ports.app}`, { requests: Number(flag("requests", "100")) }),
    );
  } finally {
    child.send("stop");
  }
}
