import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ViteDevServer } from "vite";
import fastifyStatic from "@fastify/static";
import type { Config } from "../config.ts";
import { failure } from "../platform/failure.ts";
import { publicOrigin } from "../http/public-origin.ts";
import type { PageCache } from "../http/page-cache.ts";
import type { ResponseCache } from "../http/response-cache.ts";
import { pageVisitor } from "../http/visitor-cookie.ts";
import { injectFetch, IN_PROCESS_API_BASE } from "./inject-fetch.ts";
import { PageAnswers, type PageEntry, type PageRequest } from "./page-answer.ts";
import { sharedAnswers } from "./shared-answers.ts";
import { SEO_FILE, SeoFileCache } from "./seo-files.ts";

interface RenderResult {
  status: number;
  html: string;
  headers?: Record<string, string>;
}
interface RenderRequest {
  url: string;
  headers: FastifyRequest["headers"];
  cookies: Record<string, string | undefined>;
  /** Where absolute links point: http/public-origin.ts; empty: relative links. */
  origin?: string;
  /** The server has just issued this browser its visitor id (http/visitor-cookie.ts). */
  firstVisit?: boolean;
}
type Render = (
  request: RenderRequest,
  api?: { baseUrl: string; fetch: typeof fetch },
  sources?: { sitemap?: SitemapSource },
) => Promise<RenderResult>;
/** The server entry (ui/entry-server.tsx): `render` answers whole; pages stream through `renderPage`. */
interface ServerEntry extends Partial<PageEntry> {
  render?: Render;
  planPage?(request: RenderRequest): { redirect: RenderResult } | { key: string; page: PageRequest };
}

/** The products the sitemaps list, from the database (modules/sitemap). */
export interface SitemapSource {
  productCount(): Promise<number>;
  productSlugs(offset: number, limit: number): Promise<string[]>;
}

type StorefrontConfig = Pick<Config, "dev" | "distDir" | "publicUrl" | "trustedProxies">;

const notFound = () => failure("GENERIC.NOT_FOUND");

const HASHED = /\/assets\//;

/**
 * The storefront: built files from dist/client (hashed assets cached for a year), and every other GET outside
 * /api/ and /media/ rendered by dist/server/entry-server.js when it was built, else answered with the
 * client's index.html for the browser to render.
 */
export async function storefrontRoutes(
  app: FastifyInstance,
  config: StorefrontConfig,
  sources: { sitemap?: SitemapSource; pages?: PageCache; answers?: ResponseCache } = {},
) {
  if (config.dev) return devStorefrontRoutes(app, config, sources);
  const shared = sources.answers ? sharedAnswers(sources.answers, config) : undefined;
  const pages = sources.pages ? new PageAnswers(app, sources.pages, shared) : null;
  const clientDir = path.join(config.distDir, "client");
  const serverEntry = path.join(config.distDir, "server", "entry-server.js");
  const api = { baseUrl: IN_PROCESS_API_BASE, fetch: injectFetch(app) };
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // .br and .gz siblings written by scripts/precompress.ts at build time.
      preCompressed: true,
      setHeaders: (res, file) =>
        res.header("cache-control", HASHED.test(file) ? "public, max-age=31536000, immutable" : "no-cache"),
    });
  }
  let render: Promise<ServerEntry | null> | undefined;
  // React picks its build from NODE_ENV when first loaded; left unset (`npm start` on a fresh machine, where
  // NODE_ENV only decides whether secrets are generated), it would render pages with its development build,
  // several times slower (about 450 ms against 60 ms for the home page here). Config has been read by now.
  if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
  const loadRender = () =>
    (render ??= existsSync(serverEntry)
      ? import(pathToFileURL(serverEntry).href).then((m: ServerEntry) => (m.render ? m : null))
      : Promise.resolve(null));
  // Loaded while the database opens rather than by the first shopper, whose page would wait for it.
  void loadRender().catch(() => null);
  let shell: Promise<string | null> | undefined;
  const loadShell = () => (shell ??= readFile(path.join(clientDir, "index.html"), "utf8").catch(() => null));

  const seoFiles = new SeoFileCache();

  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/") || request.url.startsWith("/media/")) throw notFound();
    // Every page (rendered here or by the browser) sets the visitor's cookie; the SEO files are one answer
    // for everyone, kept by caches, and never do.
    // A browser given its visitor id just now has never loaded a page of the shop (decision 0043).
    let firstVisit = false;
    if (!SEO_FILE.test(request.url.split("?")[0]!)) {
      const cookies = pageVisitor(request, config.publicUrl);
      firstVisit = cookies.length > 1;
      reply.header("set-cookie", cookies);
    }
    const entry = await loadRender().catch((error) => {
      request.log.error({ err: error }, "storefront server entry failed to load");
      return null;
    });
    const renderer = entry?.render;
    if (entry && renderer) {
      try {
        const origin = publicOrigin(request, config);
        const pathname = request.url.split("?")[0]!;
        // The same for everyone of one origin: built once (a query string changes nothing, so it cannot force
        // a rebuild), kept a while, and answered 304 to a matching If-None-Match.
        if (SEO_FILE.test(pathname)) {
          const file = await seoFiles.get(`${origin}|${pathname}`, async () => {
            const built = await renderer({ url: pathname, headers: {}, cookies: {}, origin }, api, {
              sitemap: sources.sitemap,
            });
            return { status: built.status, body: built.html, headers: built.headers ?? {} };
          });
          reply.headers({ "cache-control": "public, max-age=3600", ...file.headers, etag: file.etag });
          if (file.status === 200 && request.headers["if-none-match"] === file.etag)
            return reply.code(304).send();
          return reply.status(file.status).send(file.body);
        }
        const asked = {
          url: request.url,
          headers: request.headers,
          cookies: request.cookies ?? {},
          origin,
          firstVisit,
        };
        // A page: the root's redirect, else the same page for everyone, from the page cache or streamed as it
        // renders (decision 0028).
        const plan = pages && entry.planPage && entry.renderPage ? entry.planPage(asked) : null;
        if (plan && "redirect" in plan) {
          const { status, headers } = plan.redirect;
          return reply
            .status(status)
            .headers({ "cache-control": "no-cache", ...headers })
            .send();
        }
        if (plan) {
          // false: the render failed before its head; the browser renders the page from the shell below.
          if (await pages!.answer(request, reply, entry as PageEntry, plan)) return reply;
        } else {
          const result = await renderer(asked, api, { sitemap: sources.sitemap });
          // The render names its own type (robots.txt is text, a sitemap XML); a page is HTML.
          const type = result.headers?.["content-type"] ?? "text/html; charset=utf-8";
          reply.headers({ "cache-control": "no-cache", ...result.headers });
          return reply.status(result.status).type(type).send(result.html);
        }
      } catch (error) {
        // A page that fails to render on the server still works when the browser renders it.
        request.log.error({ err: error }, "server render failed");
      }
    }
    const html = await loadShell();
    if (html === null) throw notFound();
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
}

const isServerPath = (url: string) => url.startsWith("/api/") || url.startsWith("/media/");

/**
 * `npm run dev`: the same server, with the storefront served by Vite's dev middleware (modules, HMR over this
 * server's own port) and pages rendered from the source entry through `ssrLoadModule`, so an edit shows
 * without a build. Vite is imported here only, dynamically, and never on the production path.
 */
async function devStorefrontRoutes(
  app: FastifyInstance,
  config: StorefrontConfig,
  sources: { sitemap?: SitemapSource },
) {
  const { createServer } = await import("vite");
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  app.addHook("onClose", async () => vite.close());

  app.get("/*", async (request, reply) => {
    if (isServerPath(request.url)) throw notFound();
    // Fastify steps aside: Vite answers its own paths on the raw request, and pages are written raw too.
    reply.hijack();
    const res = reply.raw;
    try {
      const passed = await new Promise<boolean>((resolve, reject) => {
        res.once("finish", () => resolve(false));
        vite.middlewares(request.raw, res, (error?: unknown) => (error ? reject(error) : resolve(true)));
      });
      if (!passed || res.headersSent) return;
      const visitor = pageVisitor(request, config.publicUrl);
      await devRender(vite, request, reply, { origin: publicOrigin(request, config), visitor }, sources);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      request.log.error({ err: error }, "dev render failed");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(error instanceof Error ? error.stack : String(error));
    }
  });
}

async function devRender(
  vite: ViteDevServer,
  request: FastifyRequest,
  reply: FastifyReply,
  { origin, visitor }: { origin: string; visitor: string[] },
  sources: { sitemap?: SitemapSource },
) {
  const entry = (await vite.ssrLoadModule("/ui/entry-server.tsx")) as { render: Render };
  const result = await entry.render(
    {
      url: request.url,
      headers: request.headers,
      cookies: request.cookies ?? {},
      origin,
    },
    {
      baseUrl: IN_PROCESS_API_BASE,
      fetch: injectFetch(request.server),
    },
    sources,
  );
  const headers = {
    "cache-control": "no-cache",
    "content-type": "text/html; charset=utf-8",
    ...result.headers,
    "set-cookie": [...visitor, ...[result.headers?.["set-cookie"] ?? []].flat()],
  };
  // Redirects and empty answers go as they are; a page gets Vite's client and the React refresh preamble.
  const html =
    result.html && headers["content-type"].startsWith("text/html")
      ? await vite.transformIndexHtml(request.url, result.html)
      : result.html;
  reply.raw.writeHead(result.status, headers);
  reply.raw.end(html);
}
