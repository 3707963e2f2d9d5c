import { PassThrough, Transform, type Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageCache, PageEncoding } from "../http/page-cache.ts";
import { productIdsIn } from "../http/response-cache.ts";
import { injectFetch, IN_PROCESS_API_BASE } from "./inject-fetch.ts";
import type { SharedAnswers } from "./shared-answers.ts";

/** A page as the storefront's render takes it: nothing of the request but its address, theme and origin. */
export interface PageRequest {
  url: string;
  theme: string;
  origin: string;
  /** The page carries the static stylesheet instead of linking it (decision 0043). */
  firstVisit?: boolean;
}
export interface PageSink {
  start(status: number, headers: Record<string, string>, head: string): void;
  end(rest: string): void;
}
/** The streaming half of the server entry (ui/entry-server.tsx). */
export interface PageEntry {
  renderPage(
    page: PageRequest,
    sink: PageSink,
    api: { baseUrl: string; fetch: typeof fetch; answersShaped?: boolean },
  ): Promise<void>;
}

/** The best of br and gzip the client takes (RFC 9110 q-values; q=0 refuses); null: send it as it is. */
export function negotiateEncoding(header: string | string[] | undefined): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ""].flat().join(",").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  return weight("gzip") > 0 ? "gzip" : null;
}

/**
 * Serves anonymous pages from the page cache (server/http/page-cache.ts), and renders the ones it lacks:
 * streamed as they render (the head as soon as the status is known), compressed on the way with a flush
 * after the head so it leaves at once, then kept for the next visitor. Concurrent requests for a page being
 * rendered wait for that one render. Each answer carries its own visitor's cookie, set by the caller; the
 * cache never holds one.
 */
export class PageAnswers {
  private readonly rendering = new Map<string, Promise<unknown>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly pages: PageCache,
    /** The answer cache's shared answers, which the render's API calls take without a request. */
    private readonly shared?: SharedAnswers,
  ) {}

  /** Answers the page (the caller returns the reply); false: nothing could be rendered, nothing was sent. */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: PageEntry,
    plan: { key: string; page: PageRequest },
  ): Promise<boolean> {
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    let page = this.pages.get(plan.key);
    const inFlight = page ? undefined : this.rendering.get(plan.key);
    if (inFlight) {
      await inFlight;
      page = this.pages.get(plan.key);
    }
    if (page) {
      const body = await this.pages.body(page, encoding);
      reply.headers({ ...page.headers, vary: "Accept-Encoding", "x-page-cache": "hit" });
      if (encoding) reply.header("content-encoding", encoding);
      reply.status(200).send(body);
      return true;
    }
    const { sent, settled } = this.render(reply, entry, plan, encoding);
    // Whoever asks meanwhile waits for this render's page rather than rendering it again.
    const flight = settled.finally(() => {
      if (this.rendering.get(plan.key) === flight) this.rendering.delete(plan.key);
    });
    this.rendering.set(plan.key, flight);
    return sent;
  }

  /** `sent`: once the head is sent, or false if the render failed first; `settled`: once the page is kept. */
  private render(
    reply: FastifyReply,
    entry: PageEntry,
    plan: { key: string; page: PageRequest },
    encoding: PageEncoding | null,
  ): { sent: Promise<boolean>; settled: Promise<unknown> } {
    const ticket = this.pages.ticket();
    // The products the page shows the stock of, from the answers its render read: an order moving one of
    // them drops the page, as it drops those answers.
    const products = new Set<number>();
    // The routes' answers are typed by the contract (tests/server/answers-shaped.test.ts proves the page's
    // calls need no coercion), so the render takes them as they are.
    const api = {
      baseUrl: IN_PROCESS_API_BASE,
      answersShaped: true,
      fetch: injectFetch(
        this.app,
        (seen) => {
          if (seen.products) for (const id of seen.products) products.add(id);
          else if (seen.contentType.startsWith("application/json"))
            productIdsIn(JSON.parse(seen.payload.toString("utf8")), products);
        },
        this.shared,
      ),
    };
    const html = new PassThrough();
    const parts: string[] = [];
    let status = 0;
    let pageHeaders: Record<string, string> = {};
    let sent!: (ok: boolean) => void;
    const head = new Promise<boolean>((resolve) => (sent = resolve));
    const rendered = entry.renderPage(
      plan.page,
      {
        start: (code, headers, first) => {
          status = code;
          pageHeaders = headers;
          parts.push(first);
          html.write(first);
          reply.status(code).headers({ ...headers, vary: "Accept-Encoding", "x-page-cache": "miss" });
          if (encoding) reply.header("content-encoding", encoding);
          const { out, left } = tapped(encoding ? compressing(html, encoding) : html);
          reply.send(out);
          sent(true);
          return left;
        },
        end: (rest) => {
          parts.push(rest);
          html.end(rest);
        },
      },
      api,
    );
    const settled = rendered.then(
      () => {
        if (status === 0) return sent(false);
        this.pages.store(plan.key, { status, headers: pageHeaders, html: parts.join(""), products }, ticket);
      },
      (error: unknown) => {
        reply.log.error({ err: error }, "server render failed");
        // Before the head nothing was sent, and the caller answers otherwise; after it the answer ends, as
        // the render ended it (an empty root the browser renders) or cut short. Never kept.
        if (status === 0) sent(false);
        else if (!html.writableEnded) html.destroy(error as Error);
      },
    );
    return { sent: head, settled };
  }
}

/**
 * The answer as it is sent, and a promise of its first bytes leaving: resolved once the first chunk has come
 * out of the compressor and the event loop has turned, so the response has written it to the socket before
 * the render that follows holds the loop; after 50 ms at most.
 */
function tapped(source: Readable): { out: Readable; left: Promise<void> } {
  let seen!: () => void;
  const left = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 50);
    seen = () => {
      clearTimeout(timer);
      setImmediate(resolve);
    };
  });
  let flowing = false;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!flowing) {
        flowing = true;
        seen();
      }
      done(null, chunk);
    },
  });
  source.on("error", (error) => out.destroy(error));
  return { out: source.pipe(out), left };
}

/** Compressed as it comes, each piece flushed: the head leaves the server as soon as it is written. */
function compressing(html: Readable, encoding: PageEncoding): Readable {
  const zip =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 4,
          },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
  html.on("error", (error) => zip.destroy(error));
  return html.pipe(zip);
}
