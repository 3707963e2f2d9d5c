// npx tsx bench/mixed-load.ts [--products N] [--duration S] [--users N] [--pin | --no-pin]
// (npm run bench runs it when DATABASE_URL and REDIS_URL are set)
// A mixed load of shoppers (list pages, search, product pages, basket writes, checkouts by signed-in buyers)
// against the real server started as `npm start` would, first as one process and then as two
// (WEB_CONCURRENCY=2, server/cluster.ts), on one PostgreSQL schema of its own and one Redis key prefix of its
// own, both dropped afterwards. Prints throughput, p50/p99 and errors side by side and the two-to-one
// throughput ratio; writes bench/results/mixed-load.json.
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { Redis } from "ioredis";
import { TokenIssuer } from "../server/modules/accounts/index.ts";
import { startChildServer } from "../tests/server/helpers/child-server.ts";
import { caller, percentile, pool, round } from "./http-load.ts";
import { SEARCH_QUERIES } from "./queries.ts";
import { cpuSplit, type CpuShares } from "./cpu-split.ts";
import { cpuPlan, pin, pinServer, type CpuPlan } from "./pin-cpus.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLE = path.join(here, "..", "dist", "server-bundle", "main.mjs");

/**
 * The server as `npm start` runs it: the bundle `npm run build` makes, under plain node. From the sources
 * through tsx instead, every module a worker first needs mid-run is compiled by tsx's loader thread and every
 * error's stack is mapped through source maps, which a second process pays again: that alone made two
 * processes cost 1.9-2.3 times one's CPU per request. The sources only when nothing is built.
 */
function serverCommand(): string[] | undefined {
  if (existsSync(BUNDLE)) return [process.execPath, BUNDLE];
  console.log("mixed load: no dist/server-bundle/main.mjs (npm run build); running the sources through tsx");
  return undefined;
}
const SECRET = "bench-secret-bench-secret-bench-secret";

/** What one shopper's next request is, by weight: mostly reading, some basket writes, a few checkouts. */
const MIX = [
  ["list", 35],
  ["search", 20],
  ["detail", 25],
  ["basket", 15],
  ["checkout", 5],
] as const;
type Kind = (typeof MIX)[number][0];
const TOTAL_WEIGHT = MIX.reduce((n, [, w]) => n + w, 0);
const pick = (): Kind => {
  let r = randomInt(TOTAL_WEIGHT);
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return "list";
};

interface Figures {
  processes: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  errorSamples: string[];
  byKind: Record<string, { n: number; p50: number; p99: number }>;
  /** CPU seconds of the measured run by who used them (bench/cpu-split.ts); null off Linux. */
  cpu: CpuShares | null;
}

export interface MixedLoadOptions {
  products?: number;
  seconds?: number;
  users?: number;
  /**
   * Keep the load generator off the server's CPUs (bench/pin-cpus.ts): the server's processes on some CPUs,
   * this process on another, PostgreSQL anywhere. Null runs everything unpinned.
   */
  plan?: CpuPlan | null;
}

async function measure(
  processes: number,
  env: Record<string, string>,
  fixture: { slugs: string[]; products: number[]; district: number; tokens: string[] },
  seconds: number,
  plan: CpuPlan | null,
): Promise<Figures> {
  const server = await startChildServer({
    command: serverCommand(),
    env: { ...env, WEB_CONCURRENCY: String(processes) },
    timeoutMs: 600_000,
  });
  try {
    // /healthz answers once the first worker listens: wait until every worker has answered one.
    const seen = new Set<string>();
    const deadline = Date.now() + 180_000;
    while (seen.size < processes && Date.now() < deadline) {
      const r = await fetch(`${server.url}/healthz`, { headers: { connection: "close" } }).catch(() => null);
      seen.add(r?.headers.get("x-worker") ?? "single");
      await r?.arrayBuffer();
    }
    // Every worker is up: the server's processes onto their own CPUs, away from this load generator.
    if (plan && !pinServer(server.pid, plan)) throw new Error("could not pin the server's processes");
    const users = fixture.tokens.length;
    const { call, close } = caller(server.port, users, "/api/v1/");
    const body = {
      address: "Toshkent, Bobur ko'chasi, 45",
      payment_type: 1,
      delivery_type: 3,
      receiver_fish: "Aziz Karimov",
      receiver_phone: "901112233",
      latitude: 41.29,
      longitude: 69.25,
      district: fixture.district,
      use_cashback_balance: false,
      redirect_url: "/order",
    };
    const any = <T>(list: readonly T[]) => list[randomInt(list.length)]!;
    const latencies: number[] = [];
    const byKind = new Map<Kind, number[]>();
    const errorSamples: string[] = [];
    let errors = 0;
    let counting = false;
    const one = async (user: number) => {
      const auth = { authorization: `Bearer ${fixture.tokens[user]}` };
      const kind = pick();
      const started = performance.now();
      let status = 0;
      let text = "";
      try {
        if (kind === "list") {
          const r = await call("GET", `products/?page=${randomInt(1, 40)}&size=12`, undefined);
          [status, text] = [r.status, r.body];
        } else if (kind === "search") {
          const q = encodeURIComponent(any(SEARCH_QUERIES));
          const r = await call("GET", `products/?search=${q}&size=10`, undefined);
          [status, text] = [r.status, r.body];
        } else if (kind === "detail") {
          const r = await call("GET", `products/detail/${any(fixture.slugs)}/`, undefined);
          [status, text] = [r.status, r.body];
        } else {
          const product = any(fixture.products);
          const put = await call("POST", "orders/cart/", { product, amount: 1 }, auth);
          [status, text] = [put.status, put.body];
          if (kind === "checkout" && put.status === 200) {
            const key = `mixed-${randomBytes(8).toString("hex")}`;
            const r = await call("POST", "orders/order/", body, { ...auth, "idempotency-key": key });
            [status, text] = [r.status, r.body];
          }
        }
      } catch (error) {
        text = String(error);
      }
      if (!counting) return;
      const ms = performance.now() - started;
      latencies.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
      if (status < 200 || status >= 300) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(`${kind}: ${status} ${text.slice(0, 160)}`);
      }
    };
    const runFor = async (ms: number) => {
      const until = performance.now() + ms;
      await pool(
        Array.from({ length: users }, (_, i) => i),
        users,
        async (user) => {
          while (performance.now() < until) await one(user);
        },
      );
    };
    // Warm-up (JIT, connections, the answer cache), then the measured run.
    await runFor(3_000);
    counting = true;
    const stopCpu = cpuSplit(server.pid);
    const started = performance.now();
    await runFor(seconds * 1000);
    const wall = (performance.now() - started) / 1000;
    const cpu = stopCpu();
    counting = false;
    close();
    latencies.sort((a, b) => a - b);
    const kinds: Figures["byKind"] = {};
    for (const [kind, list] of byKind) {
      list.sort((a, b) => a - b);
      kinds[kind] = { n: list.length, p50: round(percentile(list, 50)), p99: round(percentile(list, 99)) };
    }
    return {
      processes,
      requests: latencies.length,
      seconds: +wall.toFixed(2),
      rps: Math.round(latencies.length / wall),
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      errors,
      errorSamples,
      byKind: kinds,
      cpu,
    };
  } finally {
    await server.stop();
  }
}

/** One process, then two, on one fresh schema; true when neither run had an error. */
export async function runMixedLoad(options: MixedLoadOptions = {}): Promise<boolean> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error("the mixed load needs DATABASE_URL and REDIS_URL");
  const products = options.products ?? 10_000;
  const seconds = options.seconds ?? 15;
  const users = options.users ?? 64;
  const run = randomBytes(4).toString("hex");
  const schema = `mixed_${run}`;
  const prefix = `qb:mixed${run}:`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-mixed-"));
  const env = {
    NODE_ENV: "production",
    TOKEN_SECRET: SECRET,
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    DEMO_ACCOUNT: "0",
    GUARDED_CALLS_PER_MINUTE: "100000",
  };
  console.log(
    `mixed load: ${users} shoppers for ${seconds} s each run (${MIX.map(([k, w]) => `${k} ${w}%`).join(", ")}), ` +
      `${products} products, PostgreSQL schema ${schema}; one process, then two (WEB_CONCURRENCY=2)`,
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The first start seeds the schema; the fixture is read from it after.
    const first = await startChildServer({ command: serverCommand(), env, timeoutMs: 600_000 });
    await first.stop();
    await db.query(`SET search_path TO ${schema}`);
    // Enough stock that no checkout is refused for want of it, so every answer but a fault is a 2xx.
    await db.query("UPDATE products SET stock = 1000000");
    const rows = (
      await db.query<{ id: number; slug: string }>("SELECT id, slug FROM products ORDER BY id LIMIT 2000")
    ).rows;
    const [district] = (
      await db.query<{ id: number }>("SELECT id FROM districts WHERE has_takeaway ORDER BY id LIMIT 1")
    ).rows;
    const issuer = new TokenIssuer(SECRET);
    const tokens: string[] = [];
    for (let i = 0; i < users; i++) {
      const [user] = (
        await db.query<{ id: number }>("INSERT INTO users (phone, full_name) VALUES ($1, $2) RETURNING id", [
          `97${String(1_000_000 + i).padStart(7, "0")}`,
          `Xaridor ${i + 1}`,
        ])
      ).rows;
      tokens.push(await issuer.issue(user!.id, "access"));
    }
    const fixture = {
      slugs: rows.map((r) => r.slug),
      products: rows.map((r) => r.id),
      district: district!.id,
      tokens,
    };
    const plan = options.plan === undefined ? cpuPlan() : options.plan;
    if (plan && !pin([process.pid], plan.load)) throw new Error("could not pin the load generator");
    const one = await measure(1, env, fixture, seconds, plan);
    const two = await measure(2, env, fixture, seconds, plan);
    const ratio = +(two.rps / Math.max(1, one.rps)).toFixed(2);
    const line = (name: string, a: string | number, b: string | number) =>
      console.log(`  ${name.padEnd(22)} ${String(a).padStart(14)} ${String(b).padStart(14)}`);
    line("", "one process", "two processes");
    line("requests/s", one.rps, two.rps);
    line("p50 ms", one.p50, two.p50);
    line("p99 ms", one.p99, two.p99);
    line("errors", `${one.errors} of ${one.requests}`, `${two.errors} of ${two.requests}`);
    for (const [kind] of MIX) {
      const a = one.byKind[kind];
      const b = two.byKind[kind];
      if (a && b) line(`  ${kind} p50 / p99`, `${a.p50} / ${a.p99}`, `${b.p50} / ${b.p99}`);
    }
    const share = (f: Figures) => (f.cpu ? `${f.cpu.server} / ${f.cpu.postgres} / ${f.cpu.other}` : "n/a");
    line("CPU s server/pg/other", share(one), share(two));
    const cpus = os.availableParallelism();
    const load = +os.loadavg()[0]!.toFixed(2);
    const perThousand = (f: Figures) => (f.cpu ? +((f.cpu.server * 1000) / f.requests).toFixed(2) : null);
    const cpuRatio =
      perThousand(one) && perThousand(two) ? +(perThousand(two)! / perThousand(one)!).toFixed(2) : null;
    const where = plan
      ? `the load generator on CPU ${plan.load}, the server's processes on CPU ${plan.server}, PostgreSQL anywhere`
      : `${cpus} CPUs shared by the load, the server and PostgreSQL`;
    line("server CPU s/1000 req", perThousand(one) ?? "n/a", perThousand(two) ?? "n/a");
    console.log(`  two-to-one throughput ratio ${ratio}, server CPU per request ratio ${cpuRatio ?? "n/a"}`);
    console.log(`  (${where}; load average ${load})`);
    for (const e of [...one.errorSamples, ...two.errorSamples]) console.log(`  error: ${e}`);
    const dir = path.join(here, "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, "mixed-load.json");
    const result = {
      at: new Date().toISOString(),
      products,
      seconds,
      users,
      one,
      two,
      ratio,
      cpuRatio,
      pinned: plan,
      cpus,
      load,
    };
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${path.relative(process.cwd(), file)}`);
    return one.errors === 0 && two.errors === 0;
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
    // The run's own limit counters; its channel needs no cleaning.
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const ok = await runMixedLoad({
    products: flag("products"),
    seconds: flag("duration"),
    users: flag("users"),
    ...(args.includes("--no-pin") ? { plan: null } : args.includes("--pin") ? { plan: cpuPlan(2) } : {}),
  });
  process.exit(ok ? 0 : 1);
}
