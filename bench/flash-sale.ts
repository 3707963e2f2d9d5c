// npx tsx bench/flash-sale.ts [--db pglite|postgres|both]   (npm run bench runs it on the bench's database)
// A flash sale: 200 signed-in buyers race over real HTTP for a product with 100 units, each trying to check
// out 10 times (2,000 attempts): retries with the same Idempotency-Key, double clicks (two requests with one
// key at once) and second orders with a new key. Afterwards the database is read: orders, units sold, stock
// left, oversold, duplicated and lost orders; prints a table per database and writes
// bench/results/flash-sale.json; exits non-zero when anything was oversold, duplicated, lost or failed.
//
// The shop runs in a child process (this file with FLASH_SALE_SERVER=pglite or postgres), so the load
// generator does not share its event loop; the child also prepares the data and reads the results, since
// PGlite has one owner.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { caller, percentile, pool, round, type Answer } from "./http-load.ts";

export type FlashSaleDb = "pglite" | "postgres";

const here = path.dirname(fileURLToPath(import.meta.url));
const BUYERS = 200;
const STOCK = 100;
const PASSWORD = "flash-sale-2025";
/**
 * Each buyer's checkout attempts in order: `new` a fresh key (a new order attempt), `retry` the previous key
 * again after its answer (a retry after a timeout), `double` a fresh key sent twice at once (a double click).
 * 1 + 1 + 2 + 1 + 1 + 2 + 1 + 1 = 10 attempts a buyer.
 */
const PLAN = ["new", "retry", "double", "new", "retry", "double", "new", "retry"] as const;
const ATTEMPTS_PER_BUYER = PLAN.reduce((n, step) => n + (step === "double" ? 2 : 1), 0);
const pgUrl = () => process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

interface Ready {
  port: number;
  db: string;
  product: number;
  district: number;
  phones: string[];
  setupMs: number;
}

/** Where the server's time went during the load: its event loop, and its transactions. */
interface ServerProfile {
  /** Share of the load's wall time the server's event loop was busy (1: saturated). */
  eventLoopBusy: number;
  /** Server CPU (user + system) over the load's wall time; above 1 with threads besides the loop. */
  cpu: number;
  transactions: number;
  /** Statements a transaction sent on average, besides BEGIN and COMMIT: each one a round trip. */
  statementsPerTransaction: number;
  /**
   * From asking for a transaction to its first statement: on PostgreSQL the wait for one of the pool's
   * connections and BEGIN; on PGlite the wait for its one connection.
   */
  waitMs: { p50: number; p99: number };
  /** From its first statement to the end of COMMIT or ROLLBACK. */
  runMs: { p50: number; p99: number };
}

/** An order id a buyer (by phone) was answered with, 201 or 200. */
interface Acked {
  phone: string;
  id: number;
}

interface Verdict {
  profile: ServerProfile;
  ordersCreated: number;
  unitsSold: number;
  stockLeft: number;
  negativeStockRows: number;
  /** Orders no Idempotency-Key row points at, or keys sharing an order: each a duplicate. */
  unkeyedOrders: number;
  lostIds: number[];
}

// ----- the shop's side (child process) -----

async function serve(db: FlashSaleDb) {
  // Profiling only (FLASH_SALE_POOL=N): the server's PostgreSQL pool size instead of its own (10).
  const poolSize = Number(process.env.FLASH_SALE_POOL);
  if (poolSize > 0) {
    const pg = (await import("pg")).default;
    pg.Pool = class extends pg.Pool {
      constructor(options?: ConstructorParameters<typeof pg.Pool>[0]) {
        super({ ...options, max: poolSize });
      }
    };
  }
  const { buildApp } = await import("../server/app.ts");
  const { loadConfig } = await import("../server/config.ts");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-flash-"));
  const schema = `flash_${randomBytes(4).toString("hex")}`;
  const base = loadConfig(
    {
      ...process.env,
      NODE_ENV: "production",
      TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "200",
      // 200 sign-ins from one address in a few seconds: the per-address limit is not what is measured.
      GUARDED_CALLS_PER_MINUTE: "100000",
      DATABASE_URL: "",
      DEMO_ACCOUNT: "0",
    },
    { persistSecrets: false },
  );
  const config = {
    ...base,
    inMemoryDatabase: db === "pglite",
    databaseUrl: db === "postgres" ? pgUrl() : undefined,
    databaseSchema: db === "postgres" ? schema : "public",
  };
  const dropSchema = async () => {
    if (db !== "postgres") return;
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: pgUrl() });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  };
  const started = performance.now();
  const app = await buildApp(config).catch(async (error: unknown) => {
    await dropSchema().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const q = app.internals.db;
  try {
    const phones = Array.from({ length: BUYERS }, (_, i) => `93${String(7_000_000 + i).padStart(7, "0")}`);
    // Password hashing is the slow part; a few at a time keeps the machine responsive.
    for (let i = 0; i < phones.length; i += 8) {
      await Promise.all(
        phones
          .slice(i, i + 8)
          .map((phone, j) =>
            app.internals.accounts.create({ phone, password: PASSWORD, fullName: `Xaridor ${i + j + 1}` }),
          ),
      );
    }
    const [product] = await q.query<{ id: number }>(
      "SELECT id FROM products WHERE sale_price = 0 ORDER BY id LIMIT 1",
    );
    await q.query("UPDATE products SET stock = $2 WHERE id = $1", [product!.id, STOCK]);
    // Pick-up and cash: no map point, no BTS branch, no payment page; a district with a pick-up point.
    const [district] = await q.query<{ id: number }>(
      "SELECT id FROM districts WHERE has_takeaway ORDER BY id LIMIT 1",
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    const ready: Ready = {
      port: (app.server.address() as { port: number }).port,
      db: q.kind,
      product: product!.id,
      district: district!.id,
      phones,
      setupMs: Math.round(performance.now() - started),
    };
    process.send?.({ ready });
  } catch (error) {
    await app.close().catch(() => {});
    await dropSchema().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  // Every transaction timed: the wait for a connection (and BEGIN), then its statements and COMMIT.
  const waits: number[] = [];
  const runs: number[] = [];
  let statements = 0;
  const transaction = q.transaction.bind(q);
  (q as { transaction: typeof transaction }).transaction = async (fn) => {
    const asked = performance.now();
    let began = 0;
    try {
      return await transaction((tx) => {
        began = performance.now();
        return fn({
          ...tx,
          query: (text, params) => {
            statements++;
            return tx.query(text, params);
          },
        });
      });
    } finally {
      if (began > 0) {
        waits.push(began - asked);
        runs.push(performance.now() - began);
      }
    }
  };
  let mark = { at: performance.now(), elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };

  process.on(
    "message",
    async (m: { mark?: true; verify?: { product: number; acked: Acked[] }; stop?: true }) => {
      if (m.mark) {
        waits.length = 0;
        runs.length = 0;
        statements = 0;
        mark = { at: performance.now(), elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
        process.send?.({ marked: true });
      }
      if (m.verify) {
        const wall = performance.now() - mark.at;
        const cpu = process.cpuUsage(mark.cpu);
        waits.sort((a, b) => a - b);
        runs.sort((a, b) => a - b);
        const profile: ServerProfile = {
          eventLoopBusy: +performance.eventLoopUtilization(mark.elu).utilization.toFixed(2),
          cpu: +((cpu.user + cpu.system) / 1000 / wall).toFixed(2),
          transactions: runs.length,
          statementsPerTransaction: +(statements / Math.max(1, runs.length)).toFixed(1),
          waitMs: { p50: round(percentile(waits, 50)), p99: round(percentile(waits, 99)) },
          runMs: { p50: round(percentile(runs, 50)), p99: round(percentile(runs, 99)) },
        };
        const { product, acked } = m.verify;
        const one = async (sql: string, params: unknown[] = []) =>
          Number(Object.values((await q.query<Record<string, number | string>>(sql, params))[0]!)[0]);
        // An acknowledged order must be there, and be the buyer's who was told about it.
        const found = await q.query<{ id: number; phone: string }>(
          "SELECT o.id, u.phone FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ANY($1::int[])",
          [acked.map((a) => a.id)],
        );
        const have = new Set(found.map((r) => `${r.phone}|${r.id}`));
        const verdict: Verdict = {
          profile,
          ordersCreated: await one(
            `SELECT count(DISTINCT o.id) FROM orders o JOIN order_products op ON op.order_id = o.id
           WHERE op.product_id = $1`,
            [product],
          ),
          unitsSold: await one("SELECT coalesce(sum(amount), 0) FROM order_products WHERE product_id = $1", [
            product,
          ]),
          stockLeft: await one("SELECT stock FROM products WHERE id = $1", [product]),
          negativeStockRows: await one("SELECT count(*) FROM products WHERE stock < 0"),
          unkeyedOrders:
            (await one(
              `SELECT count(*) FROM orders o
             WHERE NOT EXISTS (SELECT 1 FROM order_requests r WHERE r.order_id = o.id)`,
            )) +
            (await one(
              "SELECT count(order_id) - count(DISTINCT order_id) FROM order_requests WHERE order_id IS NOT NULL",
            )),
          lostIds: [...new Set(acked.filter((a) => !have.has(`${a.phone}|${a.id}`)).map((a) => a.id))],
        };
        process.send?.({ verdict });
      }
      if (m.stop) {
        await app.close();
        await dropSchema();
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }
    },
  );
}

// ----- the buyers' side -----

export interface FlashSaleResult {
  db: string;
  at: string;
  buyers: number;
  stock: number;
  attempts: number;
  created: number;
  replayed: number;
  refused: Record<string, number>;
  errors: number;
  errorSamples: string[];
  ordersCreated: number;
  unitsSold: number;
  stockLeft: number;
  oversold: number;
  negativeStock: boolean;
  duplicated: number;
  lost: number;
  seconds: number;
  attemptsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  createdLatencyMs: { p50: number; p99: number };
  setupMs: number;
  server: ServerProfile;
  /** The machine: its CPUs and the 1-minute load average after the run (other work skews the figures). */
  machine: { cpus: number; load: number };
  ok: boolean;
}

/** One flash sale on one database: a fresh in-memory PGlite, or a schema of its own on PostgreSQL. */
export async function flashSale(db: FlashSaleDb): Promise<FlashSaleResult> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, FLASH_SALE_SERVER: db },
    // Profiling only (FLASH_SALE_CPU_PROF=dir): a V8 CPU profile of the server process, written as it exits.
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.FLASH_SALE_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.FLASH_SALE_CPU_PROF}`]
        : []),
    ],
    stdio: "inherit",
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`flash-sale server exited with ${code}`))),
  );
  exited.catch(() => {});
  const next = <T>(key: string) =>
    Promise.race([
      new Promise<T>((resolve) => {
        const on = (m: Record<string, unknown>) => {
          if (key in m) {
            child.off("message", on);
            resolve(m[key] as T);
          }
        };
        child.on("message", on);
      }),
      exited,
    ]);
  try {
    const ready = await next<Ready>("ready");
    // 200 connections at most, kept alive: one a buyer.
    const { call, close } = caller(ready.port, BUYERS, "/api/v1/");

    // Sign in through the login call and put one unit in every basket.
    const tokens: string[] = [];
    await pool(ready.phones, 16, async (phone, i) => {
      const r = await call("POST", "auth/login/", { phone, password: PASSWORD });
      if (r.status !== 200) throw new Error(`login ${phone}: ${r.status} ${r.body}`);
      tokens[i] = (JSON.parse(r.body) as { access: string }).access;
    });
    const auth = (i: number) => ({ authorization: `Bearer ${tokens[i]}` });
    const fill = (i: number) => call("POST", "orders/cart/", { product: ready.product, amount: 1 }, auth(i));
    await pool(tokens, 32, async (_, i) => {
      const r = await fill(i);
      if (r.status !== 200) throw new Error(`basket of buyer ${i}: ${r.status} ${r.body}`);
    });

    const body = {
      address: "Toshkent, Bobur ko'chasi, 45",
      payment_type: 1,
      delivery_type: 3,
      receiver_fish: "Aziz Karimov",
      receiver_phone: "901112233",
      latitude: 41.29,
      longitude: 69.25,
      district: ready.district,
      use_cashback_balance: false,
      redirect_url: "/order",
    };
    const latencies: number[] = [];
    const createdLatencies: number[] = [];
    const refused: Record<string, number> = {};
    const errorSamples: string[] = [];
    let created = 0;
    let replayed = 0;
    let errors = 0;
    /** Every order id a buyer was told about, and the ids each (buyer, key) was answered with. */
    const acked: Acked[] = [];
    const idsOfKey = new Map<string, Set<number>>();

    const checkout = async (i: number, key: string) => {
      let r: Answer;
      try {
        r = await call("POST", "orders/order/", body, { ...auth(i), "idempotency-key": key });
      } catch (error) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(String(error));
        return;
      }
      latencies.push(r.ms);
      if (r.status === 201 || r.status === 200) {
        const id = (JSON.parse(r.body) as { id: number }).id;
        acked.push({ phone: ready.phones[i]!, id });
        const k = `${i}|${key}`;
        idsOfKey.set(k, (idsOfKey.get(k) ?? new Set()).add(id));
        if (r.status === 201) {
          created++;
          createdLatencies.push(r.ms);
        } else replayed++;
      } else if (r.status === 400 && (r.code === "CART.OVER_STOCK" || r.code === "CART.EMPTY")) {
        refused[r.code] = (refused[r.code] ?? 0) + 1;
      } else {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(`${r.status} ${r.code ?? ""} ${r.body.slice(0, 200)}`);
      }
    };

    await new Promise<void>((resolve) => {
      child.once("message", () => resolve());
      child.send({ mark: true });
    });
    const started = performance.now();
    await Promise.all(
      tokens.map(async (_, i) => {
        let key = "";
        let n = 0;
        for (const step of PLAN) {
          if (step !== "retry") {
            key = `flash-${i}-${n++}`;
            // A second order needs the product back in the basket; refused once the stock is gone, and
            // then the checkout is refused too (empty basket or no stock): a refusal, not an error.
            await fill(i).catch(() => {});
          }
          if (step === "double") await Promise.all([checkout(i, key), checkout(i, key)]);
          else await checkout(i, key);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    close();

    const verdict = await (async () => {
      const answer = next<Verdict>("verdict");
      child.send({ verify: { product: ready.product, acked } });
      return answer;
    })();
    const keysWithSeveralOrders = [...idsOfKey.values()].filter((ids) => ids.size > 1).length;
    latencies.sort((a, b) => a - b);
    createdLatencies.sort((a, b) => a - b);
    const oversold = Math.max(0, verdict.unitsSold - STOCK);
    const duplicated = verdict.unkeyedOrders + keysWithSeveralOrders;
    const lost = verdict.lostIds.length;
    const result: FlashSaleResult = {
      db: ready.db,
      at: new Date().toISOString(),
      buyers: BUYERS,
      stock: STOCK,
      attempts: latencies.length + errors,
      created,
      replayed,
      refused,
      errors,
      errorSamples,
      ordersCreated: verdict.ordersCreated,
      unitsSold: verdict.unitsSold,
      stockLeft: verdict.stockLeft,
      oversold,
      negativeStock: verdict.negativeStockRows > 0,
      duplicated,
      lost,
      seconds: +seconds.toFixed(2),
      attemptsPerSecond: Math.round(latencies.length / seconds),
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
      },
      createdLatencyMs: {
        p50: round(percentile(createdLatencies, 50)),
        p99: round(percentile(createdLatencies, 99)),
      },
      setupMs: ready.setupMs,
      server: verdict.profile,
      machine: { cpus: os.availableParallelism(), load: +os.loadavg()[0]!.toFixed(2) },
      ok:
        oversold === 0 &&
        verdict.negativeStockRows === 0 &&
        verdict.unitsSold + verdict.stockLeft === STOCK &&
        duplicated === 0 &&
        lost === 0 &&
        errors === 0 &&
        created === verdict.ordersCreated,
    };
    child.send({ stop: true });
    await new Promise((resolve) => child.once("exit", resolve));
    return result;
  } catch (error) {
    child.kill();
    throw error;
  }
}

export function printFlashSale(r: FlashSaleResult) {
  const refusals = Object.entries(r.refused)
    .map(([code, n]) => `${n} ${code}`)
    .join(", ");
  const rows: [string, string | number][] = [
    ["checkout attempts", `${r.attempts} (${r.buyers} buyers, ${r.attemptsPerSecond}/s over ${r.seconds} s)`],
    ["answered 201 / 200", `${r.created} created / ${r.replayed} same order again (Idempotency-Key)`],
    ["refused", refusals || "0"],
    ["errors", r.errors],
    ["orders created", r.ordersCreated],
    ["units sold", r.unitsSold],
    ["stock left", `${r.stockLeft} of ${r.stock}${r.negativeStock ? " (A STOCK BELOW ZERO)" : ""}`],
    ["oversold", r.oversold],
    ["duplicated orders", r.duplicated],
    ["lost orders", r.lost],
    [
      "checkout latency",
      `p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms`,
    ],
    ["  of created orders", `p50 ${r.createdLatencyMs.p50} ms, p99 ${r.createdLatencyMs.p99} ms`],
    [
      "server",
      `event loop busy ${Math.round(r.server.eventLoopBusy * 100)}%, CPU ${r.server.cpu} cores; ` +
        `${r.server.transactions} transactions of ${r.server.statementsPerTransaction} statements: waited to begin p50 ${r.server.waitMs.p50} ms ` +
        `p99 ${r.server.waitMs.p99} ms, run p50 ${r.server.runMs.p50} ms p99 ${r.server.runMs.p99} ms`,
    ],
    ["machine", `${r.machine.cpus} CPUs, load average ${r.machine.load}`],
  ];
  console.log(`flash sale on ${r.db === "postgres" ? "PostgreSQL" : "PGlite"}: ${r.ok ? "ok" : "FAILED"}`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(20)} ${value}`);
  for (const e of r.errorSamples) console.log(`  error: ${e}`);
}

/** Keeps the other database's latest result beside this one in bench/results/flash-sale.json. */
export function saveFlashSale(results: readonly FlashSaleResult[]) {
  const dir = path.join(here, "results");
  const file = path.join(dir, "flash-sale.json");
  mkdirSync(dir, { recursive: true });
  const all: Record<string, FlashSaleResult> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  for (const r of results) all[r.db] = r;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
}

export async function runFlashSales(dbs: readonly FlashSaleDb[]): Promise<boolean> {
  console.log(
    `flash sale: ${BUYERS} buyers, ${STOCK} units, ${BUYERS * ATTEMPTS_PER_BUYER} checkout attempts`,
  );
  const results: FlashSaleResult[] = [];
  for (const db of dbs) {
    const r = await flashSale(db);
    printFlashSale(r);
    results.push(r);
  }
  saveFlashSale(results);
  return results.every((r) => r.ok);
}

const role = process.env.FLASH_SALE_SERVER;
if (role === "pglite" || role === "postgres") {
  await serve(role);
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const i = args.indexOf("--db");
  const which = i >= 0 ? args[i + 1] : "both";
  if (which !== "pglite" && which !== "postgres" && which !== "both") {
    console.error("usage: npx tsx bench/flash-sale.ts [--db pglite|postgres|both]");
    process.exit(2);
  }
  const ok = await runFlashSales(which === "both" ? ["pglite", "postgres"] : [which]);
  process.exit(ok ? 0 : 1);
}
