import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * With WEB_CONCURRENCY above 1 the workers share one port, so a scrape reaches whichever worker takes the
 * connection. That worker asks the primary, the primary asks every worker for its numbers over the cluster's
 * IPC channel and adds them up (prom-client's aggregation: counters and histograms summed, gauges by their
 * `aggregator`), and the answer is the instance's, not one worker's.
 */
const GATHER = "shop:metrics:gather";
const GATHERED = "shop:metrics:gathered";
const REPORT = "shop:metrics:report";
const REPORTED = "shop:metrics:reported";

/** A worker that does not report in this time is left out of that scrape rather than failing it. */
const REPORT_TIMEOUT_MS = 2_000;

type Message = { type?: string; id?: string; metrics?: unknown; body?: string; contentType?: string };

/** Primary side: answers a worker's GATHER with the sum of every live worker's REPORTED numbers. */
export function relayClusterMetrics(): void {
  cluster.on("message", (asker: Worker, message: Message) => {
    if (message?.type !== GATHER || typeof message.id !== "string") return;
    void gatherAll().then(
      (result) => asker.isConnected() && asker.send({ type: GATHERED, id: message.id, ...result }),
      () => asker.isConnected() && asker.send({ type: GATHERED, id: message.id }),
    );
  });
}

async function gatherAll(): Promise<{ body: string; contentType: string; workers: number }> {
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w?.isConnected());
  const reports = await Promise.all(workers.map(askWorker));
  const present = reports.filter((r): r is object[] => r !== null);
  const registry = AggregatorRegistry.aggregate(present);
  return { body: await registry.metrics(), contentType: registry.contentType, workers: present.length };
}

function askWorker(worker: Worker): Promise<object[] | null> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (value: object[] | null) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      resolve(value);
    };
    const onMessage = (message: Message) => {
      if (message?.type === REPORTED && message.id === id) done((message.metrics as object[]) ?? null);
    };
    const timer = setTimeout(() => done(null), REPORT_TIMEOUT_MS);
    worker.on("message", onMessage);
    worker.send({ type: REPORT, id });
  });
}

/**
 * Worker side: reports this registry's numbers when the primary asks, and returns the scrape to serve, which
 * asks the primary for the whole instance's (falling back to this worker's own if the primary does not
 * answer, so a scrape never hangs).
 */
export function clusterScrape(registry: Registry): () => Promise<{ contentType: string; body: string }> {
  const pending = new Map<string, (m: Message) => void>();
  process.on("message", (message: Message) => {
    if (message?.type === REPORT && typeof message.id === "string") {
      const id = message.id;
      void registry.getMetricsAsJSON().then((metrics) => process.send?.({ type: REPORTED, id, metrics }));
    } else if (message?.type === GATHERED && typeof message.id === "string") {
      pending.get(message.id)?.(message);
    }
  });
  return async () => {
    const id = randomUUID();
    const answer = await new Promise<Message | null>((resolve) => {
      const timer = setTimeout(() => finish(null), REPORT_TIMEOUT_MS * 2);
      const finish = (m: Message | null) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(m);
      };
      pending.set(id, finish);
      process.send?.({ type: GATHER, id });
    });
    if (answer?.body !== undefined && answer.contentType) {
      return { contentType: answer.contentType, body: answer.body };
    }
    return { contentType: registry.contentType, body: await registry.metrics() };
  };
}
