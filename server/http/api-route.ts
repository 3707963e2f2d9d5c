import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoints, validate, type Answer, type Endpoint, type EndpointName } from "../../contract/index.ts";
import { fieldsFailure } from "../platform/failure.ts";
import { paginate } from "../platform/pagination.ts";
import { routePath } from "../platform/route-path.ts";
import type { RouteContext, RouteDef, RouteOptions, RouteTable, UserIdOf } from "../platform/route.ts";
import { markPrivate, presentsToken, requireUser, type VerifyAccessToken } from "./auth.ts";
import { pickLanguage } from "./language.ts";
import { readMultipart } from "./multipart.ts";
import { requestOwner } from "./owner.ts";
import { publicOrigin } from "./public-origin.ts";
import { gzipOf, makeAnswer, productIdsIn, type CachedAnswer, type ResponseCache } from "./response-cache.ts";

/** What registering the modules' calls needs from the composition root. */
export interface RouteGlue {
  cache: ResponseCache;
  verifyAccessToken: VerifyAccessToken;
  /** The products an owner liked, to mark `is_liked` on shared card answers. */
  likedBy(owner: string): Promise<ReadonlySet<number>>;
  /** Marks `is_liked` on every product card in an answer. */
  markLiked<T>(value: T, liked: ReadonlySet<number>): T;
  /** Where page links point (PUBLIC_URL); when empty, a trusted proxy's host, else relative links. */
  publicUrl: string;
  /** TRUST_PROXY: whether a forwarded host may name the origin of page links (http/public-origin.ts). */
  trustedProxies?: number;
  /** The route config that puts a guarded call under the address limit (address-limit.ts). */
  guardedRouteConfig: Record<string, unknown>;
  /** The route config that puts a message to the back office under its own address limit. */
  inboxRouteConfig: Record<string, unknown>;
}

const VARY = "Accept-Language, Fingerprint, Authorization";

export { routePath };

/**
 * Superstruct builds a StructError for every failed `is` inside a coercion (an empty query value is tried
 * first for each given parameter), so a valid search query makes several errors; capturing their stacks,
 * never read, took
 * 0.18 ms of the 0.25 ms a products query took to validate.
 */
function validateWithoutStacks(struct: unknown, value: unknown) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return validate(struct as Parameters<typeof validate>[0], value);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function check<T>(
  struct: unknown,
  value: unknown,
  where: string,
  refusals: RouteOptions["refusals"] = {},
): T {
  if (!struct) return undefined as T;
  const result = validateWithoutStacks(struct, value ?? (where === "body" ? undefined : {}));
  // PostgreSQL text cannot hold NUL; such input is malformed, not a server fault.
  if (result.ok && JSON.stringify(result.value ?? null).includes("\\u0000")) {
    throw fieldsFailure([{ code: "FIELD.INVALID", field: where }]);
  }
  if (result.ok) return result.value as T;
  const refused = result.failures.map((f) => {
    const missing = /received: undefined/.test(f.message);
    // A list's items share one entry: "images.1" is looked up as "images.*".
    const own = f.path ? refusals[f.path.replace(/\.\d+(?=\.|$)/g, ".*")] : undefined;
    const field = own?.field ?? (f.path || where);
    if (f.maxLength !== undefined)
      return { code: "FIELD.MAX_LENGTH" as const, field, params: { max: f.maxLength } };
    const code = missing ? (own?.required ?? "FIELD.REQUIRED") : (own?.invalid ?? "FIELD.INVALID");
    return { code, field };
  });
  // Two bad photos told as one field are one refusal.
  throw fieldsFailure(
    refused.filter((r, i) => refused.findIndex((o) => o.code === r.code && o.field === r.field) === i),
  );
}

/**
 * Registers one call of the contract: for `auth: "required"` calls, and `auth: "optional"` ones that send a
 * token, checks the bearer token first (401) and marks the answer private (uncached optional calls too);
 * validates params, query and body with its structs (400 on failure, in the route's own codes where it names
 * them), runs the handler, and for cacheable reads serves a shared serialised answer with ETag and
 * Cache-Control, marked with the caller's likes and own facts (`personalise`) as a private answer.
 */
export function apiRoute<N extends EndpointName>(
  app: FastifyInstance,
  glue: RouteGlue,
  { name, handle, options }: RouteDef<N>,
) {
  const endpoint: Endpoint = endpoints[name];
  const signedIn = endpoint.auth === "required";
  if (signedIn && options.maxAge) throw new Error(`${name}: an answer for a signed-in user is never cached`);
  const normalise = options.normaliseBody ?? ((body: unknown) => body);
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    ...(options.guarded ? { config: glue.guardedRouteConfig } : {}),
    ...(options.inbox ? { config: glue.inboxRouteConfig } : {}),
    handler: async (request, reply) => {
      const lang = pickLanguage(request.headers["accept-language"]);
      // Before the body is read, as the shop's backend does: without a valid token nothing else is said. An
      // optional call reads a token when one is sent; a bad or expired one is 401 too, so the browser renews
      // it instead of silently getting the guest's basket and likes. `Bearer null` presents no token.
      const withToken = signedIn || (endpoint.auth === "optional" && presentsToken(request));
      const userId = (withToken ? await requireUser(glue.verifyAccessToken, request) : null) as UserIdOf<N>;
      const cacheable = (options.maxAge ?? 0) > 0 && endpoint.method === "GET";
      // One user's or one guest's data (basket, likes, seen stories) that no cache may keep.
      if (signedIn || options.personal) markPrivate(reply);
      else if (endpoint.auth === "optional" && !cacheable)
        reply.header("cache-control", "private, no-store").header("vary", VARY);
      const owner = requestOwner(request);
      const origin = publicOrigin(request, {
        publicUrl: glue.publicUrl,
        trustedProxies: glue.trustedProxies ?? 0,
      });
      // Page links carry the origin: one proxied host's answer is never served under another's.
      const key = answerKey(lang, origin, request.url);
      let entry = cacheable ? glue.cache.get(key) : undefined;
      if (!entry) {
        const since = Date.now();
        // A JSON body is still taken where the contract says multipart: it simply holds no file.
        const multipart = endpoint.encoding === "multipart" && request.isMultipart();
        const ctx: RouteContext<N> = {
          request,
          reply,
          lang,
          owner,
          userId,
          sessionId: request.sessionId ?? null,
          origin,
          paginate: (results, total, page) => paginate({ url: request.url, origin }, results, total, page),
          params: check(endpoint.params, request.params, "params"),
          query: check(endpoint.query, request.query, "query"),
          body: check(
            endpoint.body,
            normalise(multipart ? await readMultipart(request) : request.body),
            "body",
            options.refusals,
          ),
        };
        const value = await handle(ctx);
        if (!cacheable)
          return options.personalise && userId !== null ? options.personalise(value, userId) : value;
        // Found again by the products it shows when an order moves their stock.
        entry = glue.cache.set(key, value, productIdsIn(value), since);
      }
      let personal = false;
      if (options.cards && owner) {
        const liked = await glue.likedBy(owner);
        if (liked.size > 0) {
          entry = makeAnswer(glue.markLiked(entry.value, liked), entry.etag);
          personal = true;
        }
      }
      if (options.ownMarks && owner) {
        const marked = await options.ownMarks(entry.value as Answer<N>, owner);
        if (marked) {
          entry = makeAnswer(marked, entry.etag);
          personal = true;
        }
      }
      if (options.personalise && userId !== null) {
        entry = makeAnswer(await options.personalise(entry.value as Answer<N>, userId), entry.etag);
        personal = true;
      }
      return sendCached(request, reply, entry, options.maxAge!, personal);
    },
  });
}

/** Registers every call of the modules' route tables. */
export function registerApiRoutes(app: FastifyInstance, glue: RouteGlue, tables: readonly RouteTable[]) {
  for (const table of tables) for (const def of table) apiRoute(app, glue, def);
}

/** Where a shared answer is kept: its language, the origin its links carry, and its address. */
export function answerKey(lang: string, origin: string, url: string): string {
  return `${lang}|${origin}|${url}`;
}

/** `personal`: the answer carries one owner's marks (likes), so only that browser may keep it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  maxAge: number,
  personal = false,
) {
  reply
    .header("etag", entry.etag)
    .header(
      "cache-control",
      `${personal ? "private" : "public"}, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`,
    )
    .header("vary", VARY)
    .type("application/json; charset=utf-8");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  const accepts = request.headers["accept-encoding"];
  if (entry.body.length > 1400 && typeof accepts === "string" && accepts.includes("gzip")) {
    return reply.header("content-encoding", "gzip").send(gzipOf(entry));
  }
  return reply.send(entry.body);
}
