import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { failure } from "../platform/failure.ts";

/** Who a valid, unexpired access token was issued to, and in which session; null for anything else. */
export type VerifyAccessToken = (token: string) => Promise<AccessTokenHolder | null>;
export interface AccessTokenHolder {
  userId: number;
  sessionId: string | null;
  /** The signing-in browser's guestBinding (platform/owner.ts), when the session has one. */
  guestBinding?: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by requireUser once the bearer token checks out (read by owner.ts). */
    userId?: number;
    /** The session (refresh-token family) of that token, when it names one. */
    sessionId?: string | null;
    /** The guest whose basket this session may take over (decision 0019); null or unset: none. */
    guestBinding?: string | null;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;
// What a client's script writes when its token variable is empty: a guest, not a token (decision 0036).
const NO_TOKEN = /^[ \t]*(?:Bearer(?:[ \t]+(?:null|undefined|""|''))?)?[ \t]*$/i;

/**
 * Whether the call presents a token at all: `Bearer null`, `Bearer undefined`, a bare `Bearer` and an empty
 * header are a guest's call, as is no header; anything else (another scheme too) is a token to check.
 */
export function presentsToken(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === "string" && !NO_TOKEN.test(header);
}

/** The token of an `Authorization: Bearer <token>` header; null when there is none (see presentsToken). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string" || !presentsToken(request)) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * The signed-in user's id from a valid, unexpired access token; throws 401 `{detail}` otherwise (no header,
 * another scheme, a refresh token, a forged or expired one). Tokens are checked by signature alone, with no
 * query.
 */
export async function requireUser(verify: VerifyAccessToken, request: FastifyRequest): Promise<number> {
  const token = bearerToken(request);
  if (token === null) throw failure(presentsToken(request) ? "AUTH.TOKEN_INVALID" : "AUTH.REQUIRED");
  const verified = await verify(token);
  if (verified === null) throw failure("AUTH.TOKEN_INVALID");
  request.userId = verified.userId;
  request.sessionId = verified.sessionId;
  request.guestBinding = verified.guestBinding ?? null;
  return verified.userId;
}

/** An answer for one signed-in user: no shared cache and no browser cache may keep it. */
export function markPrivate(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store").header("vary", "Authorization");
}

/** The same as a Fastify preHandler, for routes registered outside apiRoute (uploads, streams). */
export function requireUserHook(verify: VerifyAccessToken): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    await requireUser(verify, request);
    markPrivate(reply);
  };
}
