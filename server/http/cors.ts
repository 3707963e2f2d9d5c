import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** What another site's script sends: the token, JSON, the guest's fingerprint, the language, a retry key. */
export const CORS_REQUEST_HEADERS = [
  "Authorization",
  "Content-Type",
  "Fingerprint",
  "Accept-Language",
  "Idempotency-Key",
];
/** What it reads besides the body: when to come back, the id to quote to support, the refusal's code. */
export const CORS_EXPOSED_HEADERS = ["Retry-After", "X-Request-Id", "X-Error-Code"];
/** How long a browser may keep a preflight's answer (Chromium keeps it at most two hours). */
export const CORS_PREFLIGHT_SECONDS = 7200;

// scheme://host[:port] and nothing else: no path, no query, no user, no wildcard.
const ORIGIN =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/**
 * CORS_ORIGINS: a comma list of exact origins (https://shop.uz). A wildcard, a path or anything else that is
 * not an origin is a start-up problem: a browser compares the origin as a whole, so a near miss would grant
 * nobody, and a `*` with credentials would grant everybody.
 */
export function readCorsOrigins(raw: string | undefined, problem: (message: string) => void): string[] {
  if (raw === undefined || raw.trim() === "") return [];
  const origins = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const wrong = origins.filter((o) => !ORIGIN.test(o) || new URL(o).origin !== o);
  if (wrong.length > 0) {
    problem(
      `CORS_ORIGINS may list only exact origins such as https://shop.uz (scheme and host, lower case, ` +
        `no path, no wildcard); not ${wrong.join(", ")}`,
    );
    return [];
  }
  return [...new Set(origins)];
}

/**
 * Other sites' scripts (the mobile app's web build, a partner's shop) may call /api/ (the back office's calls
 * excepted) from the listed origins only, with their credentials; any other origin's preflight is not
 * answered (404) and no answer carries a grant for it, so a browser keeps that site's script from reading
 * anything. Pages and pictures grant no one: an <img> needs no grant, and no other site reads a page.
 */
export async function installCors(app: FastifyInstance, origins: readonly string[]) {
  const allowed = new Set(origins);
  const api = {
    origin: (origin: string | undefined, callback: (error: null, origin: string | false) => void) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_PREFLIGHT_SECONDS,
  };
  await app.register(cors, {
    delegator: (request, callback) => callback(null, isApi(request.url) ? api : { origin: false }),
  });
  // A call that names its own Vary (the cached catalogue answers, the private ones) would drop the plugin's
  // Origin from it, and a shared cache could then hand one site's grant to another.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/(^|,)\s*(origin|\*)\s*(,|$)/i.test(vary)) reply.header("vary", vary ? `${vary}, Origin` : "Origin");
    return payload;
  });
}

// The back office is the shop's own pages' alone: no other site's script is granted its answers.
const isApi = (url: string) => url.startsWith("/api/") && !/^\/api\/v1\/admin(?:[/?]|$)/.test(url);
