// The figures issue 25 asks for, at this run's size beside the latest run of the same database at 30,000
// (npm run bench prints it last; docs/operations.md keeps the table). A figure a run did not measure (no
// build, no REDIS_URL for the mixed load, --no-flash-sale) shows as "–".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Json = Record<string, unknown>;

/** A value deep in a results file, or undefined. */
const at = (o: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Json)[k] : undefined), o);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** Server CPU seconds per thousand requests of the mixed load, for one or two processes. */
const cpuPerThousand = (run: unknown) => {
  const cpu = num(at(run, "cpu", "server"));
  const requests = num(at(run, "requests"));
  return cpu !== undefined && requests ? +((cpu / requests) * 1000).toFixed(2) : undefined;
};

interface Row {
  name: string;
  read: (r: Json) => number | undefined;
  /** The goal at 300,000: at most this. */
  goal?: number;
}

const ROWS: Row[] = [
  { name: "list, cached: p95 ms", read: (r) => num(at(r, "products list", "shop", "p95")) },
  { name: "detail, cached: p95 ms", read: (r) => num(at(r, "product detail", "shop", "p95")) },
  {
    name: "list, uncached, alone: p95 ms",
    read: (r) => num(at(r, "uncached reads", "listsAlone", "p95")),
    goal: 25,
  },
  {
    name: "list, uncached, under load: p95 ms",
    read: (r) => num(at(r, "uncached reads", "listsUnderLoad", "p95")),
    goal: 25,
  },
  { name: "page 2000: max ms", read: (r) => num(at(r, "uncached reads", "page2000", "max")), goal: 100 },
  { name: "search, alone: p95 ms", read: (r) => num(at(r, "uncached reads", "searchAlone", "p95")) },
  {
    name: "search, under load: p95 ms",
    read: (r) => num(at(r, "uncached reads", "searchUnderLoad", "p95")),
    goal: 10,
  },
  { name: "search as you type: p95 ms", read: (r) => num(at(r, "search as you type", "shop", "p95")) },
  ...["home", "list", "product"].flatMap((page): Row[] => [
    {
      name: `${page} page TTFB, page cache: median ms`,
      read: (r) => num(at(r, "page ttfb", page, "ttfbP50")),
      goal: 20,
    },
    {
      name: `${page} page TTFB, rendered: median ms`,
      read: (r) => num(at(r, "page ttfb", `${page} (rendered)`, "ttfbP50")),
      goal: 20,
    },
  ]),
  {
    name: "flash sale checkout: p99 ms",
    read: (r) => num(at(r, "flash sale", "latencyMs", "p99")),
    goal: 200,
  },
  { name: "flash sale: oversold", read: (r) => num(at(r, "flash sale", "oversold")), goal: 0 },
  { name: "mixed load, 1 process: CPU s/1000 req", read: (r) => cpuPerThousand(at(r, "mixed load", "one")) },
  {
    name: "mixed load, 2 processes: CPU s/1000 req",
    read: (r) => cpuPerThousand(at(r, "mixed load", "two")),
  },
  // Two processes should cost no more CPU per request than one (issue 25, item 6): at most 1.0.
  {
    name: "mixed load, two / one CPU per request",
    read: (r) => num(at(r, "mixed load", "cpuRatio")),
    goal: 1,
  },
];

/** The latest results file of this database at `products`, or null. */
export function latestRun(dir: string, db: string, products: number): { file: string; run: Json } | null {
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(`-${db}-${products}.json`))
    .sort()
    .at(-1);
  return file ? { file, run: JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Json } : null;
}

/** The table's lines: each figure at 30,000 (when a run is on record), at this size, and the goal. */
export function sideBySide(current: Json, base: Json | null): string[] {
  const products = num(current.products) ?? 0;
  const show = (v: number | undefined) => (v === undefined ? "–" : String(v));
  const head = `${"".padEnd(40)} ${"30,000".padStart(10)} ${products.toLocaleString("en").padStart(10)}  goal`;
  return [
    head,
    ...ROWS.map((row) => {
      const now = row.read(current);
      const goal =
        row.goal === undefined
          ? ""
          : `≤ ${row.goal}${now === undefined ? "" : now <= row.goal ? " met" : " MISSED"}`;
      const then = base ? row.read(base) : undefined;
      return `${row.name.padEnd(40)} ${show(then).padStart(10)} ${show(now).padStart(10)}  ${goal}`;
    }),
  ];
}
