// The catalogue's reads that the answer cache does not hide (decision 0027): list pages, each a URL never
// asked before, over every ordering and sections, categories, brands, price ranges, the sale and the
// recommended (pages 1, 2 and 5); page 2000 in every ordering; search as you type. Each one at a time, then
// under a paced mixed load of other shoppers' reads (BENCH_LOAD_RATE a second, 100 unless told). Run by
// bench/run.ts against its server.
import { caller, percentile, pool, round } from "./http-load.ts";
import { SEARCH_QUERIES } from "./queries.ts";

const ORDERINGS = [
  "",
  "is_recommendation",
  "sale_price",
  "-rate",
  "created_at",
  "-created_at",
  "price",
  "-price",
];
const PRICES = [
  "price__lte=20000",
  "price__gte=50000&price__lte=200000",
  "price__gte=1000000",
  "price__gte=100000&price__lte=110000",
];
/** Requests a second of the other shoppers' reads while the measured ones run. */
const LOAD_RATE = Number(process.env.BENCH_LOAD_RATE ?? 100);
/** The issue's figures at 300,000 products on PostgreSQL. */
export const TARGETS = { listP95: 25, page2000: 100, searchP95: 10 };

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
}

export interface ScaleFigures {
  listsAlone: Latency;
  listsUnderLoad: Latency;
  page2000: Latency;
  searchAlone: Latency;
  searchUnderLoad: Latency;
  loadRate: number;
}

const summary = (ms: number[], errors: number): Latency => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
    errors,
  };
};

/** The filters of the bench, from the shop's own sections, categories and brands. */
async function filtersOf(call: ReturnType<typeof caller>["call"]): Promise<string[]> {
  const sections = JSON.parse((await call("GET", "/api/v1/products/categories/", undefined)).body) as {
    id: number;
    categories: { id: number }[];
  }[];
  const brands = (
    JSON.parse((await call("GET", "/api/v1/products/manufacture/?size=500", undefined)).body) as {
      results: { id: number }[];
    }
  ).results.map((b) => b.id);
  const some = <T>(list: T[], n: number) =>
    Array.from({ length: Math.min(n, list.length) }, (_, i) => list[Math.floor((i * list.length) / n)]!);
  const picked = some(sections, 4);
  return [
    "",
    ...picked.map((s) => `category_id=${s.id}`),
    ...picked.flatMap((s) => (s.categories[0] ? [`category_id=${s.categories[0].id}`] : [])),
    `category_id__in=${picked.slice(0, 2).map((s) => s.id)}`,
    ...some(brands, 4).map((b) => `manufacturer_id__in=${b}`),
    `manufacturer_id__in=${some(brands, 3).join(",")}`,
    ...PRICES,
    `category_id=${picked[0]!.id}&price__gte=50000&price__lte=200000`,
    "in_sale=true",
    "is_recommendation=true",
  ];
}

export async function runListPages(port: number): Promise<ScaleFigures> {
  const { call, close } = caller(port, 16);
  let unique = 0;
  const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}_=b${process.pid}x${unique++}`;
  const timed = async (path: string, out: number[], failed: { n: number }) => {
    const r = await call("GET", fresh(path), undefined);
    out.push(r.ms);
    if (r.status !== 200) failed.n++;
  };
  try {
    const filters = await filtersOf(call);
    const lists = filters.flatMap((f) =>
      ORDERINGS.flatMap((o) =>
        [1, 2, 5].map(
          (page) => `/api/v1/products/?size=12&page=${page}${f ? `&${f}` : ""}${o ? `&ordering=${o}` : ""}`,
        ),
      ),
    );
    const firstPage = JSON.parse((await call("GET", fresh("/api/v1/products/?size=12"), undefined)).body) as {
      results: { slug: string }[];
    };
    const details = firstPage.results.map((p) => `/api/v1/products/detail/${p.slug}/`);
    const searches = SEARCH_QUERIES.map((q) => `/api/v1/products/?search=${encodeURIComponent(q)}&size=10`);

    // A first pass warms the process (JIT, prepared statements, connections); the second is measured.
    const alone = async (paths: string[]) => {
      const ms: number[] = [];
      const failed = { n: 0 };
      for (const p of paths) await timed(p, [], { n: 0 });
      for (const p of paths) await timed(p, ms, failed);
      return summary(ms, failed.n);
    };
    const listsAlone = await alone(lists);
    const page2000 = await alone(
      ORDERINGS.map((o) => `/api/v1/products/?size=12&page=2000${o ? `&ordering=${o}` : ""}`),
    );
    const searchAlone = await alone(searches);

    // Under load: a paced mix of other shoppers' reads (LOAD_RATE a second: cached list pages and product
    // pages, uncached list pages, searches) around the measured requests, two at a time. Paced, not as fast
    // as it can go: a load that saturates the process measures its queue, not these reads.
    const underLoad = async (paths: string[]) => {
      let loading = true;
      const inFlight = new Set<Promise<unknown>>();
      const background = (async () => {
        const started = performance.now();
        for (let n = 0; loading; n++) {
          const kind = n % 20;
          const path =
            kind < 8
              ? `/api/v1/products/?size=12&page=${1 + (n % 40)}`
              : kind < 13
                ? details[n % details.length]!
                : kind < 17
                  ? fresh(lists[(n * 7) % lists.length]!)
                  : fresh(searches[(n * 13) % searches.length]!);
          if (inFlight.size < 50) {
            const r = call("GET", path, undefined).catch(() => undefined);
            inFlight.add(r);
            void r.finally(() => inFlight.delete(r));
          }
          const due = started + ((n + 1) * 1000) / LOAD_RATE;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        }
        await Promise.all(inFlight);
      })();
      const ms: number[] = [];
      const failed = { n: 0 };
      await pool(paths, 2, (p) => timed(p, ms, failed));
      loading = false;
      await background;
      return summary(ms, failed.n);
    };
    const listsUnderLoad = await underLoad(lists);
    const searchUnderLoad = await underLoad([...searches, ...searches]);
    return { listsAlone, listsUnderLoad, page2000, searchAlone, searchUnderLoad, loadRate: LOAD_RATE };
  } finally {
    close();
  }
}

/** The figures as lines, each beside its target. */
export function describeFigures(f: ScaleFigures, products: number): string[] {
  const at = (l: Latency) =>
    `p50 ${l.p50} ms, p95 ${l.p95} ms, max ${l.max} ms (${l.n} requests, ${l.errors} errors)`;
  const target = (value: number, limit: number) =>
    products >= 300_000 ? ` [target ${limit} ms: ${value <= limit ? "met" : "MISSED"}]` : "";
  return [
    `uncached list pages, one at a time:   ${at(f.listsAlone)}${target(f.listsAlone.p95, TARGETS.listP95)}`,
    `uncached list pages, ${f.loadRate} other req/s: ${at(f.listsUnderLoad)}${target(f.listsUnderLoad.p95, TARGETS.listP95)}`,
    `page 2000, every ordering:            ${at(f.page2000)}${target(f.page2000.max, TARGETS.page2000)}`,
    `search, one at a time:                ${at(f.searchAlone)}${target(f.searchAlone.p95, TARGETS.searchP95)}`,
    `search, ${f.loadRate} other req/s:             ${at(f.searchUnderLoad)}${target(f.searchUnderLoad.p95, TARGETS.searchP95)}`,
  ];
}
