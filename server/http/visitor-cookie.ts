import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NEW_VISITOR_COOKIE, VISITOR_COOKIE } from "../../contract/cookies.ts";
import { guestOwner } from "../platform/owner.ts";
import { presentsToken } from "./auth.ts";

/**
 * The guest's visitorId cookie (decision 0025). It owns a guest's basket and likes, so it is the guest's only
 * credential: the server alone sets it, HttpOnly so no page script (nor an injected one) can read it,
 * SameSite=Lax, Secure when the shop is reached over HTTPS, for a year from the last page seen. The
 * storefront never sees the id: its calls carry the cookie, and its server render reads it here. Other
 * clients (the mobile app, the shop's older site) name their guest in the Fingerprint header, as before.
 */

declare module "fastify" {
  interface FastifyRequest {
    /** A visitor id this request was given (it came with none of its own): the answer sets it as a cookie. */
    issuedVisitorId?: string;
  }
}

export const VISITOR_COOKIE_DAYS = 365;

/** What the server issues: 128 random bits in base36, always 25 characters. */
const STRONG_ID = /^[0-9a-z]{25,64}$/;

export function newVisitorId(bytes: Buffer = randomBytes(16)): string {
  return BigInt(`0x${bytes.toString("hex")}`)
    .toString(36)
    .padStart(25, "0");
}

/** Our own id in the request's cookie; a shorter one (made by an earlier, guessable generator) is none. */
function cookieId(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[VISITOR_COOKIE];
  return value !== undefined && STRONG_ID.test(value) ? value : undefined;
}

/** HTTPS as the browser sees it: the request itself behind a trusted proxy (TRUST_PROXY), or PUBLIC_URL. */
export function cameOverHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === "https" || publicUrl.startsWith("https://");
}

export function visitorCookieLine(id: string, secure: boolean): string {
  const line = `${VISITOR_COOKIE}=${id}; Max-Age=${VISITOR_COOKIE_DAYS * 86400}; Path=/; HttpOnly; SameSite=Lax`;
  return secure ? `${line}; Secure` : line;
}

/** The request now carries `id` as its cookie, for whoever reads its owner (http/owner.ts) or renders it. */
function adopt(request: FastifyRequest, id: string) {
  request.cookies = { ...request.cookies, [VISITOR_COOKIE]: id };
}

/**
 * How long NEW_VISITOR_COOKIE lives: the page that reads it deletes it at once, and one whose script never
 * ran leaves it behind only this long.
 */
const NEW_VISITOR_SECONDS = 300;

/**
 * A page load: the visitor keeps their id, or gets one, and the cookie is set again every time, which keeps
 * it a year from the last visit and turns a cookie an earlier storefront wrote from script into an HttpOnly
 * one; a new id comes with NEW_VISITOR_COOKIE. Pages are answered `no-store`, so no shared cache keeps the
 * Set-Cookie.
 */
export function pageVisitor(request: FastifyRequest, publicUrl: string): string[] {
  const known = cookieId(request);
  const id = known ?? newVisitorId();
  adopt(request, id);
  const secure = cameOverHttps(request, publicUrl);
  const line = visitorCookieLine(id, secure);
  if (known !== undefined) return [line];
  const marker = `${NEW_VISITOR_COOKIE}=1; Max-Age=${NEW_VISITOR_SECONDS}; Path=/; SameSite=Lax`;
  return [line, secure ? `${marker}; Secure` : marker];
}

/** Whether the call names its owner otherwise: a bearer token, or the Fingerprint header or parameter. */
function ownerPresented(request: FastifyRequest): boolean {
  if (presentsToken(request)) return true;
  const header = request.headers.fingerprint;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.Fingerprint;
  return guestOwner(Array.isArray(header) ? header[0] : header) !== null || guestOwner(fromQuery) !== null;
}

/**
 * API calls: a browser's call from the shop's own pages (Sec-Fetch-Site: same-origin) that arrives with no
 * owner at all (its cookie was cleared or ran out while the page stayed open) is given a visitor id at once,
 * so what it stores (a basket line, a like) is the browser's from then on. Any other client without an owner
 * is still told to send a Fingerprint (OWNER.REQUIRED) rather than have its writes kept under an id it will
 * never send again. The cookie goes with any answer but one a shared cache may keep: that answer is the same
 * for everyone, and its Set-Cookie would hand one id to every visitor behind the cache.
 */
export function installVisitorCookie(app: FastifyInstance, options: { publicUrl: string }) {
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.url?.startsWith("/api/")) return;
    if (request.headers["sec-fetch-site"] !== "same-origin") return;
    if (cookieId(request) !== undefined || ownerPresented(request)) return;
    request.issuedVisitorId = newVisitorId();
    adopt(request, request.issuedVisitorId);
  });
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const id = request.issuedVisitorId;
    if (id === undefined || /\bpublic\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    reply.header("set-cookie", visitorCookieLine(id, cameOverHttps(request, options.publicUrl)));
    return payload;
  });
}
