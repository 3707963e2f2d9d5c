import type { FastifyRequest } from "fastify";
import { cookieGuest, guestOwner, userOwner } from "../platform/owner.ts";

/**
 * Who owns likes, the basket and story views: a signed-in user (set on the request by auth.ts once it
 * verifies the bearer token) or a guest's fingerprint from the Fingerprint header, the `Fingerprint` query
 * parameter the contract uses after login (other clients: the mobile app, the shop's older site), or the
 * HttpOnly visitorId cookie the server gives the storefront's browsers (http/visitor-cookie.ts).
 */
export function requestOwner(request: FastifyRequest): string | null {
  if (request.userId) return userOwner(request.userId);
  const header = request.headers.fingerprint;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.Fingerprint;
  for (const value of [Array.isArray(header) ? header[0] : header, fromQuery]) {
    const owner = guestOwner(value);
    if (owner) return owner;
  }
  return cookieGuest(request);
}
