import type { FastifyRequest } from "fastify";

/**
 * Who owns likes and story views: a signed-in user ("u:<id>", set on the request by the accounts module once it
 * verifies the bearer token) or a guest's fingerprint ("f:<visitorId>") from the Fingerprint header, the
 * `Fingerprint` query parameter the contract uses after login, or the visitorId cookie.
 */
const FINGERPRINT = /^[A-Za-z0-9_-]{4,128}$/;

/** "f:<value>" for a well-formed fingerprint; null for anything else. */
export function guestOwner(value: unknown): string | null {
  return typeof value === "string" && FINGERPRINT.test(value) ? `f:${value}` : null;
}

export function requestOwner(request: FastifyRequest): string | null {
  const user = (request as FastifyRequest & { userId?: number }).userId;
  if (user) return `u:${user}`;
  const header = request.headers.fingerprint;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.Fingerprint;
  const cookie = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.visitorId;
  const value = [Array.isArray(header) ? header[0] : header, typeof fromQuery === "string" ? fromQuery : undefined, cookie]
    .find((v) => typeof v === "string" && FINGERPRINT.test(v));
  return value ? `f:${value}` : null;
}
