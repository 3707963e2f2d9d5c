// npx tsx bench/payment-callbacks.ts [--db pglite|postgres|both]   (npm run bench: on the bench's database)
// Payme's Merchant API callbacks over real HTTP (issue 11: a bench line for callback throughput). 300
// shoppers place an online Payme order each through the API (awaiting payment, status 2); then, as Payme
// would:
//   (a) CheckPerformTransaction under autocannon (4 connections, 4 s, every request another order): req/s,
//       p50/p99 and errors (any JSON-RPC error counts);
//   (b) payments: for 200 orders CreateTransaction then PerformTransaction, 8 orders in flight: payments/s
//       and p50/p99 of each callback; then a duplicate storm on the other 100: CreateTransaction, then the
//       same PerformTransaction twice at once, both answers to be equal.
// Afterwards the database is read: every order approved (3) exactly once (one `pay` in its status log), one
// performed payment_transactions row per order and no other row. Prints a line per database and writes
// bench/results/payment-callbacks.json; exits non-zero (or `runPaymentCallbacks` answers false) otherwise.
//
// The shop runs in a child process (this file with PAYMENT_CALLBACKS_SERVER=pglite or postgres) with Payme's
// keys in its environment, on a fresh PGlite in a temporary DATA_DIR or on PostgreSQL in a schema of its own.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { parseMoneyString } from "../domain/money.ts";
import { caller, percentile, pool, round } from "./http-load.ts";

export type PaymentCallbacksDb = "pglite" | "postgres";

const here = path.dirname(fileURLToPath(import.meta.url));
const ORDERS = 300;
/** Of the orders, the last STORM are paid with every PerformTransaction sent twice at once. */
const STORM = 100;
const IN_FLIGHT = 8;
const CHECK_CONNECTIONS = 4;
const CHECK_SECONDS = 4;
const MERCHANT = "5e730e8e0b852a417aa49ceb";
const KEY = "Bench&Key#0123456789abcdefGHIJ";
const AUTH = `Basic ${Buffer.from(`Paycom:${KEY}`).toString("base64")}`;
const PAYME_PATH = "/api/v1/payments/payme/";
const pgUrl = () => process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

interface Ready {
  port: number;
  db: string;
  product: number;
  district: number;
  tokens: string[];
  setupMs: number;
}

interface Verdict {
  /** The server during the payments: its event loop's busy share and its CPU over the wall time. */
  server: { eventLoopBusy: number; cpu: number };
  approved: number;
  notApproved: number[];
  /** Orders whose status log holds a `pay` other than once. */
  payLogsNotOnce: number[];
  /** Orders without exactly one performed (state 2) row. */
  performedNotOnce: number[];
  /** Rows besides the one performed row of each order. */
  otherRows: number;
}

// ----- the shop's side (child process) -----

async function serve(db: PaymentCallbacksDb) {
  const { buildApp } = await import("../server/app.ts");
  const { loadConfig } = await import("../server/config.ts");
  const { TokenIssuer } = await import("../server/modules/accounts/index.ts");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-payme-"));
  const schema = `payme_${randomBytes(4).toString("hex")}`;
  const base = loadConfig(
    {
      ...process.env,
      NODE_ENV: "production",
      TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "200",
      GUARDED_CALLS_PER_MINUTE: "100000",
      DATABASE_URL: "",
      DEMO_ACCOUNT: "0",
      PAYMENT_TYPES: "cash,payme",
      PAYME_MERCHANT_ID: MERCHANT,
      PAYME_KEY: KEY,
      PAYMENT_SANDBOX: "0",
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
  const cleanUp = async () => {
    await dropSchema().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  const app = await buildApp(config).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  const q = app.internals.db;
  try {
    // Shoppers as rows with an access token: no password hashing, which is not what is measured here.
    const users = await q.query<{ id: number }>(
      `INSERT INTO users (phone, full_name)
       SELECT '93' || lpad((8000000 + i)::text, 7, '0'), 'Xaridor ' || i FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [ORDERS],
    );
    const issuer = new TokenIssuer(config.tokenSecret);
    const tokens = await Promise.all(users.map((u) => issuer.issue(u.id, "access")));
    const [product] = await q.query<{ id: number }>(
      "SELECT id FROM products WHERE sale_price = 0 ORDER BY id LIMIT 1",
    );
    await q.query("UPDATE products SET stock = $2 WHERE id = $1", [product!.id, ORDERS]);
    const [district] = await q.query<{ id: number }>(
      "SELECT id FROM districts WHERE has_takeaway ORDER BY id LIMIT 1",
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    const ready: Ready = {
      port: (app.server.address() as { port: number }).port,
      db: q.kind,
      product: product!.id,
      district: district!.id,
      tokens,
      setupMs: Math.round(performance.now() - started),
    };
    process.send?.({ ready });
  } catch (error) {
    await app.close().catch(() => {});
    await cleanUp();
    throw error;
  }

  let mark = { at: performance.now(), elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
  process.on("message", async (m: { mark?: true; verify?: { orders: number[] }; stop?: true }) => {
    if (m.mark) {
      mark = { at: performance.now(), elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
      process.send?.({ marked: true });
    }
    if (m.verify) {
      const wall = performance.now() - mark.at;
      const cpu = process.cpuUsage(mark.cpu);
      const server = {
        eventLoopBusy: +performance.eventLoopUtilization(mark.elu).utilization.toFixed(2),
        cpu: +((cpu.user + cpu.system) / 1000 / wall).toFixed(2),
      };
      const ids = m.verify.orders;
      const rows = await q.query<{ id: number; status: number; pays: number; performed: number }>(
        `SELECT o.id, o.status,
           (SELECT count(*)::int FROM order_status_logs l WHERE l.order_id = o.id AND l.event = 'pay') AS pays,
           (SELECT count(*)::int FROM payment_transactions t WHERE t.order_id = o.id AND t.state = 2) AS performed
         FROM orders o WHERE o.id = ANY($1::int[])`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const [other] = await q.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payment_transactions WHERE NOT (order_id = ANY($1::int[]) AND state = 2)",
        [ids],
      );
      const verdict: Verdict = {
        server,
        approved: rows.filter((r) => r.status === 3).length,
        notApproved: ids.filter((id) => byId.get(id)?.status !== 3),
        payLogsNotOnce: ids.filter((id) => byId.get(id)?.pays !== 1),
        performedNotOnce: ids.filter((id) => byId.get(id)?.performed !== 1),
        otherRows: other!.n,
      };
      process.send?.({ verdict });
    }
    if (m.stop) {
      await app.close();
      await cleanUp();
      process.exit(0);
    }
  });
}

// ----- Payme's side -----

interface RpcAnswer {
  result?: Record<string, unknown>;
  error?: { code: number; data?: string };
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

export interface PaymentCallbacksResult {
  db: string;
  at: string;
  orders: number;
  check: { connections: number; seconds: number; rps: number; p50: number; p99: number; errors: number };
  payments: {
    orders: number;
    inFlight: number;
    seconds: number;
    paymentsPerSecond: number;
    createMs: { n: number; p50: number; p99: number };
    performMs: { n: number; p50: number; p99: number };
  };
  storm: {
    orders: number;
    seconds: number;
    paymentsPerSecond: number;
    /** Both PerformTransactions of an order, each. */
    performMs: { n: number; p50: number; p99: number };
    /** Orders whose two answers differed. */
    unequalAnswers: number;
  };
  errors: number;
  errorSamples: string[];
  approved: number;
  notApproved: number;
  approvedNotOnce: number;
  performedRowsNotOne: number;
  otherRows: number;
  placeMs: number;
  setupMs: number;
  server: Verdict["server"];
  machine: { cpus: number; load: number };
  ok: boolean;
}

/** The callbacks on one database: a fresh in-memory PGlite, or a schema of its own on PostgreSQL. */
export async function paymentCallbacks(db: PaymentCallbacksDb): Promise<PaymentCallbacksResult> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, PAYMENT_CALLBACKS_SERVER: db },
    execArgv: ["--import", "tsx"],
    stdio: "inherit",
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`payment-callbacks server exited with ${code}`))),
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
    const { call, close } = caller(ready.port, 2 * IN_FLIGHT);
    const errorSamples: string[] = [];
    let errors = 0;
    const failed = (what: string) => {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(what.slice(0, 300));
    };

    // Every shopper places one Payme order through the API: one unit in the basket, then the checkout.
    const placing = performance.now();
    const orders: { id: number; amount: number }[] = [];
    await pool(ready.tokens, IN_FLIGHT, async (token, i) => {
      const auth = { authorization: `Bearer ${token}` };
      const basket = await call("POST", "/api/v1/orders/cart/", { product: ready.product, amount: 1 }, auth);
      if (basket.status !== 200) throw new Error(`basket of shopper ${i}: ${basket.status} ${basket.body}`);
      const body = {
        address: "Toshkent, Bobur ko'chasi, 45",
        payment_type: 4,
        delivery_type: 3,
        receiver_fish: "Aziz Karimov",
        receiver_phone: "901112233",
        latitude: 41.29,
        longitude: 69.25,
        district: ready.district,
        use_cashback_balance: false,
        redirect_url: "/order",
      };
      const r = await call("POST", "/api/v1/orders/order/", body, auth);
      if (r.status !== 201) throw new Error(`order of shopper ${i}: ${r.status} ${r.body}`);
      const order = JSON.parse(r.body) as { id: number; order_price: string; payment_url: string | null };
      // A Payme order awaiting payment carries Payme's link (CheckPerformTransaction then checks status 2).
      if (!order.payment_url?.startsWith("https://checkout.paycom.uz/"))
        throw new Error(`order ${order.id} is not a Payme order: ${r.body}`);
      orders[i] = { id: order.id, amount: parseMoneyString(order.order_price) * 100 };
    });
    const placeMs = Math.round(performance.now() - placing);

    let rpcId = 0;
    const rpc = async (method: string, params: Record<string, unknown>) => {
      const r = await call(
        "POST",
        PAYME_PATH,
        { jsonrpc: "2.0", id: ++rpcId, method, params },
        { authorization: AUTH },
      );
      let answer: RpcAnswer = {};
      try {
        answer = JSON.parse(r.body) as RpcAnswer;
      } catch {
        // not JSON: an error below
      }
      if (r.status !== 200 || !answer.result) failed(`${method}: ${r.status} ${r.body}`);
      return { ms: r.ms, answer };
    };

    // (a) CheckPerformTransaction: each request another order, over autocannon's connections.
    let checks = 0;
    let checkErrors = 0;
    const checkRequest = {
      setupRequest: (req: Record<string, unknown>) => {
        const order = orders[checks++ % orders.length]!;
        return {
          ...req,
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: checks,
            method: "CheckPerformTransaction",
            params: { amount: order.amount, account: { order_id: String(order.id) } },
          }),
        };
      },
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !body.includes('"allow":true')) {
          checkErrors++;
          if (checkErrors <= 2) failed(`CheckPerformTransaction: ${status} ${body}`);
        }
      },
    };
    const cannon = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${ready.port}${PAYME_PATH}`,
        method: "POST",
        headers: { "content-type": "application/json", authorization: AUTH },
        connections: CHECK_CONNECTIONS,
        duration,
        requests: [checkRequest],
      });
    await cannon(1); // warm-up: JIT, connections, caches
    checkErrors = 0;
    const measured = await cannon(CHECK_SECONDS);
    const check = {
      connections: CHECK_CONNECTIONS,
      seconds: CHECK_SECONDS,
      rps: Math.round(measured.requests.average),
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      errors: measured.errors + measured.non2xx + checkErrors,
    };
    errors += measured.errors + measured.non2xx;

    // (b) Payments: CreateTransaction, then PerformTransaction; IN_FLIGHT orders at a time.
    await new Promise<void>((resolve) => {
      child.once("message", () => resolve());
      child.send({ mark: true });
    });
    const createMs: number[] = [];
    const performMs: number[] = [];
    const stormMs: number[] = [];
    let unequalAnswers = 0;
    let txn = 0;
    const create = async (order: { id: number; amount: number }) => {
      const id = `${Date.now().toString(16)}${(++txn).toString(16).padStart(8, "0")}${randomBytes(2).toString("hex")}`;
      const r = await rpc("CreateTransaction", {
        id,
        time: Date.now(),
        amount: order.amount,
        account: { order_id: String(order.id) },
      });
      createMs.push(r.ms);
      return id;
    };
    const plain = orders.slice(0, ORDERS - STORM);
    const stormy = orders.slice(ORDERS - STORM);
    const paying = performance.now();
    await pool(plain, IN_FLIGHT, async (order) => {
      const id = await create(order);
      const r = await rpc("PerformTransaction", { id });
      performMs.push(r.ms);
      if (r.answer.result?.state !== 2) failed(`PerformTransaction of order ${order.id}: state not 2`);
    });
    const paySeconds = (performance.now() - paying) / 1000;

    // The duplicate storm: each PerformTransaction twice at once; the order paid once, both answers alike.
    const storming = performance.now();
    await pool(stormy, IN_FLIGHT, async (order) => {
      const id = await create(order);
      const [a, b] = await Promise.all([
        rpc("PerformTransaction", { id }),
        rpc("PerformTransaction", { id }),
      ]);
      stormMs.push(a.ms, b.ms);
      if (JSON.stringify(a.answer.result) !== JSON.stringify(b.answer.result) || a.answer.result?.state !== 2)
        unequalAnswers++;
    });
    const stormSeconds = (performance.now() - storming) / 1000;
    close();

    const verdict = await (async () => {
      const answer = next<Verdict>("verdict");
      child.send({ verify: { orders: orders.map((o) => o.id) } });
      return answer;
    })();
    const result: PaymentCallbacksResult = {
      db: ready.db,
      at: new Date().toISOString(),
      orders: ORDERS,
      check,
      payments: {
        orders: plain.length,
        inFlight: IN_FLIGHT,
        seconds: +paySeconds.toFixed(2),
        paymentsPerSecond: Math.round(plain.length / paySeconds),
        createMs: summary(createMs.slice(0, plain.length)),
        performMs: summary(performMs),
      },
      storm: {
        orders: stormy.length,
        seconds: +stormSeconds.toFixed(2),
        paymentsPerSecond: Math.round(stormy.length / stormSeconds),
        performMs: summary(stormMs),
        unequalAnswers,
      },
      errors,
      errorSamples,
      approved: verdict.approved,
      notApproved: verdict.notApproved.length,
      approvedNotOnce: verdict.payLogsNotOnce.length,
      performedRowsNotOne: verdict.performedNotOnce.length,
      otherRows: verdict.otherRows,
      placeMs,
      setupMs: ready.setupMs,
      server: verdict.server,
      machine: { cpus: os.availableParallelism(), load: +os.loadavg()[0]!.toFixed(2) },
      ok:
        errors === 0 &&
        check.errors === 0 &&
        unequalAnswers === 0 &&
        verdict.approved === ORDERS &&
        verdict.notApproved.length === 0 &&
        verdict.payLogsNotOnce.length === 0 &&
        verdict.performedNotOnce.length === 0 &&
        verdict.otherRows === 0,
    };
    child.send({ stop: true });
    await new Promise((resolve) => child.once("exit", resolve));
    return result;
  } catch (error) {
    child.kill();
    throw error;
  }
}

export function printPaymentCallbacks(r: PaymentCallbacksResult) {
  const name = r.db === "postgres" ? "PostgreSQL" : "PGlite";
  console.log(
    `payment callbacks on ${name}: ${r.ok ? "ok" : "FAILED"} | CheckPerformTransaction ${r.check.rps} req/s ` +
      `p50 ${r.check.p50} ms p99 ${r.check.p99} ms errors ${r.check.errors} | payments ${r.payments.paymentsPerSecond}/s ` +
      `(Create p50 ${r.payments.createMs.p50} p99 ${r.payments.createMs.p99} ms, Perform p50 ${r.payments.performMs.p50} ` +
      `p99 ${r.payments.performMs.p99} ms) | duplicate storm ${r.storm.paymentsPerSecond}/s (Perform p50 ` +
      `${r.storm.performMs.p50} p99 ${r.storm.performMs.p99} ms, ${r.storm.unequalAnswers} unequal) | approved ` +
      `${r.approved}/${r.orders}, approved twice or never ${r.approvedNotOnce}, performed rows not one ` +
      `${r.performedRowsNotOne}, stray rows ${r.otherRows}, errors ${r.errors} | server loop ` +
      `${Math.round(r.server.eventLoopBusy * 100)}% CPU ${r.server.cpu}, ${r.machine.cpus} CPUs load ${r.machine.load}`,
  );
  for (const e of r.errorSamples) console.log(`  error: ${e}`);
}

/** Keeps the other database's latest result beside this one in bench/results/payment-callbacks.json. */
export function savePaymentCallbacks(results: readonly PaymentCallbacksResult[]) {
  const dir = path.join(here, "results");
  const file = path.join(dir, "payment-callbacks.json");
  mkdirSync(dir, { recursive: true });
  const all: Record<string, PaymentCallbacksResult> = existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8"))
    : {};
  for (const r of results) all[r.db] = r;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
}

export async function runPaymentCallbacks(db: PaymentCallbacksDb | "both"): Promise<boolean> {
  const dbs: PaymentCallbacksDb[] = db === "both" ? ["pglite", "postgres"] : [db];
  console.log(
    `payment callbacks: ${ORDERS} Payme orders; CheckPerformTransaction ${CHECK_CONNECTIONS} connections ` +
      `${CHECK_SECONDS} s; Create + Perform ${IN_FLIGHT} in flight, the last ${STORM} with Perform sent twice`,
  );
  const results: PaymentCallbacksResult[] = [];
  for (const one of dbs) {
    const r = await paymentCallbacks(one);
    printPaymentCallbacks(r);
    results.push(r);
  }
  savePaymentCallbacks(results);
  return results.every((r) => r.ok);
}

const role = process.env.PAYMENT_CALLBACKS_SERVER;
if (role === "pglite" || role === "postgres") {
  await serve(role);
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const i = args.indexOf("--db");
  const which = i >= 0 ? args[i + 1] : "both";
  if (which !== "pglite" && which !== "postgres" && which !== "both") {
    console.error("usage: npx tsx bench/payment-callbacks.ts [--db pglite|postgres|both]");
    process.exit(2);
  }
  process.exit((await runPaymentCallbacks(which)) ? 0 : 1);
}
