import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { fail } from "../../domain/errors.ts";
import { Failure } from "../platform/failure.ts";

/**
 * One client address's budget for each call that checks or sends a secret (sign-in, codes, password reset):
 * @fastify/rate-limit counting every such request of an address per call, in Redis when the shop runs
 * several processes. It complements the per-phone limits (failed sign-ins, codes a phone and an hour),
 * which one address trying many phones would otherwise stay under. The same counting, with its own budget,
 * keeps one address from flooding the back office's inbox (feedback, bug reports with photos).
 */
export async function installAddressLimit(
  app: FastifyInstance,
  options: { redis: Redis | null; nameSpace?: string },
): Promise<(max: number, windowMs: number) => Record<string, unknown>> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: options.nameSpace ?? "qb:address-limit:" } : {}),
    // A Redis outage must not lock every shopper out of signing in; the per-phone limits still hold then.
    skipOnError: true,
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    addHeaders: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
      "retry-after": false,
    },
  });
  return (max, windowMs) => ({
    rateLimit: {
      max,
      timeWindow: windowMs,
      keyGenerator: (request: { ip: string }) => request.ip,
      // The shop's own refusal, so the answer is translated and says when to come back (errors.ts).
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
        const { error } = fail("REQUEST.TOO_MANY", { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) });
        return new Failure(error);
      },
    },
  });
}
