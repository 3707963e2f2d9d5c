import type { FastifyInstance } from "fastify";
import type { SharedAnswers } from "./shared-answers.ts";

/** The base URL of in-process API calls; never dialled, only parsed. */
export const IN_PROCESS_API_BASE = "http://in-process/api/v1/";

const NO_BODY = new Set([101, 204, 205, 304]);

/** An answer as the page cache learns from it which products a page shows. */
export interface SeenAnswer {
  payload: Buffer | string;
  contentType: string;
  /** The products it shows the stock of, when the answer cache already found them. */
  products?: readonly number[];
}

/**
 * A `fetch` that answers from this server's own routes through `app.inject`: the server render's API calls
 * skip the loopback socket, the HTTP parser and the compression a browser would need; a GET whose shared
 * answer the answer cache holds is taken from it (`shared`) without even that. `observe` is shown each
 * answer (the page cache learns from them which products a page shows).
 */
export function injectFetch(
  app: FastifyInstance,
  observe?: (answer: SeenAnswer) => void,
  shared?: SharedAnswers,
): typeof fetch {
  const seen = (answer: SeenAnswer) => {
    try {
      observe?.(answer);
    } catch {
      // What the observer makes of an answer never fails the call.
    }
  };
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const method = init?.method ?? "GET";
    const kept = method === "GET" ? shared?.(`${url.pathname}${url.search}`, headers) : undefined;
    if (kept) {
      const contentType = "application/json; charset=utf-8";
      seen({ payload: kept.body, contentType, products: kept.products });
      return new Response(kept.body, {
        status: 200,
        headers: { "content-type": contentType, etag: kept.etag },
      });
    }
    const answer = await app.inject({
      method: method as "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    if (answer.statusCode === 200)
      seen({ payload: answer.rawPayload, contentType: String(answer.headers["content-type"] ?? "") });
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: out,
    });
  };
}
