import cluster, { type Worker } from "node:cluster";
import type { ResponseCache } from "../../http/response-cache.ts";

/**
 * With WEB_CONCURRENCY above 1 each worker keeps its own cache of catalogue answers, so without this every
 * answer was built once per worker: two workers missed nearly twice as often as one process, and each miss
 * is a database read and a serialisation (the mixed load's two-to-one CPU per request, issue 25). A worker
 * that builds and keeps an answer hands it to the primary, which passes it to the other workers; each keeps
 * it unless it has one or has heard, since the answer began, of an invalidation touching it
 * (ResponseCache.adopt). Invalidations still travel on their own bus (Redis); the check by time makes the
 * order the two channels arrive in irrelevant.
 */
const SHARED = "shop:answer:built";

interface SharedAnswer {
  type: typeof SHARED;
  key: string;
  body: string;
  etag: string;
  products: number[];
  since: number;
}

const isShared = (m: unknown): m is SharedAnswer =>
  typeof m === "object" &&
  m !== null &&
  (m as { type?: unknown }).type === SHARED &&
  typeof (m as SharedAnswer).key === "string" &&
  typeof (m as SharedAnswer).body === "string" &&
  typeof (m as SharedAnswer).etag === "string" &&
  Array.isArray((m as SharedAnswer).products) &&
  typeof (m as SharedAnswer).since === "number";

/** Primary side: every built answer a worker reports goes to each other live worker. */
export function relaySharedAnswers(): void {
  cluster.on("message", (from: Worker, message: unknown) => {
    if (!isShared(message)) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
  });
}

/** Worker side: this worker's built answers go out, the others' come in. Nothing in a single process. */
export function shareAnswers(cache: ResponseCache): void {
  if (!cluster.isWorker || !process.send) return;
  cache.onStore((key, entry) => {
    if (entry.since === undefined || !process.connected) return;
    const message: SharedAnswer = {
      type: SHARED,
      key,
      body: entry.body,
      etag: entry.etag,
      products: [...(entry.products ?? [])],
      since: entry.since,
    };
    process.send!(message);
  });
  process.on("message", (message: unknown) => {
    if (isShared(message)) cache.adopt(message.key, message);
  });
}
