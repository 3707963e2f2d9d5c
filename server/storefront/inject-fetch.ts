import type { FastifyInstance } from "fastify";

/** The base URL of in-process API calls; never dialled, only parsed. */
export const IN_PROCESS_API_BASE = "http://in-process/api/v1/";

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that answers from this server's own routes through `app.inject`: the server render's API calls
 * skip the loopback socket, the HTTP parser and the compression a browser would need. `observe` is shown
 * each answer's body and content type (the page cache learns from them which products a page shows).
 */
export function injectFetch(
  app: FastifyInstance,
  observe?: (payload: Buffer, contentType: string) => void,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    if (observe && answer.statusCode === 200) {
      try {
        observe(answer.rawPayload, String(answer.headers["content-type"] ?? ""));
      } catch {
        // What the observer makes of an answer never fails the call.
      }
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: out,
    });
  };
}
