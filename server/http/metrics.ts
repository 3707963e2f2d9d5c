import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../platform/failure.ts";

/** What the HTTP glue needs of the metrics adapter (server/adapters/metrics/). */
export interface HttpMetrics {
  /** `route` is the matched route's pattern, null when none matched. */
  requestServed(method: string, route: string | null, status: number, seconds: number): void;
  scrape(): Promise<{ contentType: string; body: string }>;
}

export interface MetricsAccess {
  enabled: boolean;
  /** Set: a scraper must send `Authorization: Bearer <token>`; unset: only a direct local caller may. */
  token: string | null;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Without a token only a caller on this machine talking to the server directly may read it: a proxy on the
 * same host would otherwise hand every internet request a loopback address, so a forwarded request is not
 * direct even from 127.0.0.1.
 */
function isDirectLocal(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h["x-forwarded-for"] !== undefined || h.forwarded !== undefined || h["x-real-ip"] !== undefined)
    return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? "");
}

/**
 * Times every answer under its route's pattern (never the raw path, so a scan of random URLs adds no series)
 * and serves GET /metrics in Prometheus' text format to whom `access` allows; to anyone else it does not
 * exist, or asks for the bearer token when one is configured.
 */
export function installMetrics(app: FastifyInstance, metrics: HttpMetrics, access: MetricsAccess) {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.is404 ? null : (request.routeOptions.url ?? null);
    metrics.requestServed(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!access.enabled) return;
  const expected = access.token === null ? null : digest(`Bearer ${access.token}`);
  app.get("/metrics", async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected === null) {
      if (!isDirectLocal(request)) return reply.callNotFound();
    } else {
      const sent = request.headers.authorization;
      if (sent === undefined) throw failure("AUTH.REQUIRED");
      // Equal-length digests, so the comparison takes as long for a near miss as for a wild guess.
      if (!timingSafeEqual(digest(sent), expected)) throw failure("AUTH.TOKEN_INVALID");
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}
