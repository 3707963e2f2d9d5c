import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { fail, ok, type Result } from "../../domain/errors.ts";
import { VISITOR_COOKIE } from "../../contract/cookies.ts";

/**
 * Baskets, likes and story views belong to an owner: a signed-in user ("u:<id>") or a guest's fingerprint
 * ("f:<visitorId>"). Without either nobody keeps them.
 */
export function requireOwner(owner: string | null): Result<string> {
  return owner ? ok(owner) : fail("OWNER.REQUIRED");
}

export const userOwner = (userId: number) => `u:${userId}`;

const FINGERPRINT = /^[A-Za-z0-9_-]{4,128}$/;

/** "f:<value>" for a well-formed fingerprint; null for anything else. */
export function guestOwner(value: unknown): string | null {
  return typeof value === "string" && FINGERPRINT.test(value) ? `f:${value}` : null;
}

/** The guest the request's own visitorId cookie names, whatever else it presents; null without one. */
export function cookieGuest(request: FastifyRequest): string | null {
  return guestOwner(request.cookies?.[VISITOR_COOKIE]);
}

/**
 * What a session keeps of the browser that signed in (decision 0019): a SHA-256 of its guest owner, so a
 * token names the one guest basket it may take over without carrying the visitor id itself. null for anyone
 * else.
 */
export function guestBinding(owner: string | null): string | null {
  return owner?.startsWith("f:") ? createHash("sha256").update(owner).digest("base64url") : null;
}
