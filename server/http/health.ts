import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** What readiness asks: the database, and Redis when the shop runs with it. */
export interface HealthProbes {
  db: { query(text: string): Promise<unknown> };
  /** Resolves once Redis answers a PING; absent without REDIS_URL. */
  redis?: () => Promise<unknown>;
  /** How long a probe may take before it counts as down. */
  timeoutMs?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The request's id: the one a proxy in front sent (X-Request-Id, when well-formed), else a fresh UUID, so
 * ids stay unique across processes (Fastify's own "req-1" counts per process).
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(error instanceof Error ? error : new Error(String(error)))
      ),
    );
  });
}

/**
 * /healthz: the process answers (a restart is due when it does not). /readyz: it can serve, so a balancer
 * sends it traffic: the database and Redis answer in time; 503 naming what is down otherwise. Every answer
 * carries its request id (X-Request-Id), which every log line of the request also holds.
 */
export function installHealth(app: FastifyInstance, probes: HealthProbes) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const noStore = { "cache-control": "no-store" };
  app.get("/healthz", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ms = probes.timeoutMs ?? 2000;
    const checks: Record<string, Promise<unknown>> = { database: within(probes.db.query("select 1"), ms) };
    if (probes.redis) checks.redis = within(probes.redis(), ms);
    const names = Object.keys(checks);
    const results = await Promise.allSettled(Object.values(checks));
    const down = names.filter((_, i) => results[i]!.status === "rejected");
    const body = Object.fromEntries(names.map((n) => [n, down.includes(n) ? "down" : "ok"]));
    return reply
      .status(down.length ? 503 : 200)
      .headers(noStore)
      .send({ status: down.length ? "down" : "ok", ...body });
  });
}
