import cluster, { type Worker } from "node:cluster";
import type { FastifyInstance } from "fastify";
import { prepareDatabase } from "./app.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { seedSummary } from "./db/seed/seed.ts";
import { relayClusterMetrics } from "./adapters/metrics/cluster-metrics.ts";
import { relaySharedAnswers } from "./adapters/cluster/shared-answers.ts";

/** How long the workers get to finish their requests after SIGTERM before they are killed. */
const STOP_GRACE_MS = 15_000;
/** A worker that dies sooner than this after its start is restarted after a growing pause, not at once. */
const QUICK_DEATH_MS = 10_000;

const log = (text: string) => console.log(`[cluster ${process.pid}] ${text}`);

/**
 * WEB_CONCURRENCY=N: this primary prepares the database once (migrations, the first-start seed, the demo
 * accounts), then forks N workers that each build the app and listen on the one port (node:cluster hands
 * the connections round). A worker that dies is replaced; SIGTERM or SIGINT stops them all gracefully.
 * Nothing else runs here: the outbox and the unpaid-order poller run in every worker and lease their rows
 * with FOR UPDATE SKIP LOCKED, so each event and order is handled once.
 */
export async function runPrimary(config: Config): Promise<void> {
  const db = await openDatabase(config);
  try {
    const seed = await prepareDatabase(db, config);
    log(seedSummary(seed));
  } finally {
    await db.close();
  }

  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // A worker that cannot start (a bad database, a port taken) would otherwise be forked in a tight loop.
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const pause = quickDeaths === 0 ? 0 : Math.min(1000 * 2 ** (quickDeaths - 1), 30_000);
    log(`worker ${worker.id} (pid ${worker.process.pid}) died with ${how}; starting another in ${pause} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, pause);
  });
  cluster.on("listening", (worker: Worker) => log(`worker ${worker.id} (pid ${worker.process.pid}) ready`));

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log(`${signal}: stopping ${workers.length} workers`);
    // Each worker's own SIGTERM handler (main.ts) stops accepting and lets its requests in flight finish.
    for (const worker of workers) worker.process.kill("SIGTERM");
    const timer = setTimeout(() => {
      log("workers did not stop in time; killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_GRACE_MS);
    timer.unref();
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      clearTimeout(timer);
      log("all workers stopped");
      process.exit(0);
    };
    cluster.on("exit", check);
    check();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  relayClusterMetrics();
  relaySharedAnswers();
  log(`starting ${config.webConcurrency} workers on port ${config.port}`);
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/**
 * In a worker, every answer names the worker (its cluster id, a small number that says nothing about the
 * host), so an operator or a test can see the connections spread; a single process adds nothing.
 */
export function nameWorker(app: FastifyInstance) {
  const id = cluster.worker?.id;
  if (id === undefined) return;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-worker", String(id));
  });
}
