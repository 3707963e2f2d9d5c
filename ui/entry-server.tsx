import "reflect-metadata";
import { serialize } from "effector";
import type { ContainerModule } from "inversify";
import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { languageFromPath } from "../application/visitor/routes";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  parseTheme,
  preferredLanguage,
  THEME_COOKIE,
  VISITOR_COOKIE,
  type Language,
} from "../application/visitor/visitor";
import { ApiConfig } from "../adapters/http/api-client";
import { httpModule } from "../adapters/di/http.module";
import { visitorModule } from "../adapters/di/visitor.module";
import { FixedRequestContext, ServerCookieJar } from "../adapters/cookies/server-cookie-jar";
import { ContainerModule as Module } from "inversify";
import { buildContainer, depsOf } from "./composition/container";
import { forkApp } from "./composition/app-scope";
import { Root } from "./composition/root";
import { preloadRoute } from "./app";
import { createI18n } from "./i18n/create-i18n";
import { loadRoute } from "./routing/route-loaders";
import { headTags, HTML_LANG, inlineJson } from "./seo/head";
import { createCollectingStyleCache, styleTagsOf } from "./seo/critical-css";
import type { RenderCollector } from "./seo/page-meta";
import {
  catalogueSitemapSource,
  pagesSitemap,
  productsSitemap,
  robotsTxt,
  sitemapIndex,
  type SitemapSource,
} from "./seo/sitemap";

export interface RenderRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string>;
  /** The answer's script nonce (its Content-Security-Policy runs no inline script without it). */
  nonce?: string;
  /** Answered over HTTPS: the cookies it sets are Secure. */
  secure?: boolean;
  /**
   * The shop's public origin as the server trusts it (PUBLIC_URL, or a trusted proxy's host); empty or
   * absent: none, and links stay relative. Never read from the request's own Host: a forged one would name
   * the shop.
   */
  origin?: string;
}
export interface RenderResult {
  status: number;
  html: string;
  headers?: Record<string, string>;
}

// A nonce is base64; anything else is not written into the page.
const nonceAttr = (nonce: string | undefined) =>
  nonce && /^[A-Za-z0-9+/=]{16,64}$/.test(nonce) ? ` nonce="${nonce}"` : "";

const header = (headers: RenderRequest["headers"], name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

let template: string | null = null;
function loadTemplate(): string {
  if (template === null) {
    try {
      // The built stylesheet (the font faces, ~9 KB) goes inline: one render-blocking request fewer before
      // the first paint on a slow connection.
      template = readFileSync(new URL("../client/index.html", import.meta.url), "utf8").replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (_, file: string) =>
          `<style>${readFileSync(new URL(`../client/${file}`, import.meta.url), "utf8")}</style>`,
      );
    } catch {
      template = readFileSync("index.html", "utf8");
    }
  }
  return template;
}

const originOf = (request: RenderRequest): string => (request.origin ?? "").replace(/\/$/, "");

function apiBase(): string {
  if (process.env.API_BASE_URL) return process.env.API_BASE_URL;
  return `http://127.0.0.1:${process.env.PORT ?? "3000"}/api/v1/`;
}

function renderToString(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
    sink.on("end", () => resolve(html));
    const stream = renderToPipeableStream(node, {
      // The whole page is sent at once (onAllReady), so nothing is gained by outlining a large Suspense
      // boundary: React would send it after the rest and reveal it by script once the rest had painted,
      // moving the footer from under the header to the bottom (CLS 0.86 in Lighthouse).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error("[ssr]", error),
    });
    setTimeout(() => stream.abort(), 10_000);
  });
}

/** robots.txt and the sitemaps (every product and category in the three language forms). */
async function seoFile(
  request: RenderRequest,
  path: string,
  ports: PortsFor,
  sitemap: SitemapSource | undefined,
): Promise<RenderResult | null> {
  const origin = originOf(request);
  if (path === "/robots.txt")
    return { status: 200, html: robotsTxt(origin), headers: { "content-type": "text/plain; charset=utf-8" } };
  const products = /^\/sitemap-products-(\d+)\.xml$/.exec(path);
  if (path !== "/sitemap.xml" && path !== "/sitemap-pages.xml" && !products) return null;
  const jar = new ServerCookieJar({});
  const catalogue = depsOf(buildContainer(...ports(jar, "ru", "sitemap"))).catalogue;
  const source = sitemap ?? catalogueSitemapSource(catalogue);
  const headers = {
    "content-type": "application/xml; charset=utf-8",
    "cache-control": "public, max-age=3600",
  };
  try {
    if (path === "/sitemap.xml")
      return { status: 200, html: sitemapIndex(origin, await source.productCount()), headers };
    if (path === "/sitemap-pages.xml")
      return { status: 200, html: await pagesSitemap(origin, catalogue), headers };
    const body = await productsSitemap(origin, source, Number(products![1]));
    return body ? { status: 200, html: body, headers } : { status: 404, html: "", headers };
  } catch {
    return { status: 503, html: "", headers: { "retry-after": "60" } };
  }
}

type PortsFor = (
  jar: ServerCookieJar,
  language: Language,
  visitorId: string | undefined,
) => ContainerModule[];

/** Builds the answer for one page request: one container, one scope and one i18n instance per call. */
export async function renderWith(
  request: RenderRequest,
  ports: PortsFor,
  sitemap?: SitemapSource,
): Promise<RenderResult> {
  const url = new URL(request.url, "http://localhost");
  const path = url.pathname;

  // The root page follows the visitor's language: the cookie, else the browser's preference among ours, else
  // uz.
  if (path === "/") {
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const target = isLanguage(chosen)
      ? chosen
      : preferredLanguage(header(request.headers, "accept-language"));
    if (target !== "ru") {
      return {
        status: 302,
        html: "",
        headers: { location: `/${target}${url.search}`, vary: "Accept-Language, Cookie" },
      };
    }
  }

  const seo = await seoFile(request, path, ports, sitemap);
  if (seo) return seo;

  const language = languageFromPath(path);
  const theme = parseTheme(request.cookies[THEME_COOKIE]);
  const jar = new ServerCookieJar(request.cookies, request.secure === true);
  // The server gave the page its visitor id (an HttpOnly cookie, server/http/visitor-cookie.ts); the render's
  // calls name it, so hearts on server-rendered cards are the guest's.
  const visitorId = request.cookies[VISITOR_COOKIE];
  const container = buildContainer(...ports(jar, language, visitorId));
  const mapsApiKey = process.env.YANDEX_MAPS_API_KEY || null;
  const scope = forkApp({ deps: depsOf(container), language, theme, mapsApiKey });
  // The page's chunk is loaded before rendering, so the first render of a page after a restart does not
  // suspend.
  await Promise.all([loadRoute(scope, path, url.search), preloadRoute(path)]);

  const i18n = createI18n(language);
  const collector: RenderCollector = { meta: null, status: 200 };
  const styleCache = createCollectingStyleCache();
  const body = await renderToString(
    <Root
      scope={scope}
      i18n={i18n}
      collector={collector}
      styleCache={styleCache}
      router={(app) => <StaticRouter location={path + url.search}>{app}</StaticRouter>}
    />,
  );
  const state = serialize(scope);
  const html = loadTemplate()
    .replace(
      /<html[^>]*>/,
      `<html lang="${HTML_LANG[language]}" class="${theme}" data-theme="${theme}" style="color-scheme: ${theme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(
      "<!--app-head-->",
      () =>
        headTags({ meta: collector.meta, origin: originOf(request), path, language }) +
        styleTagsOf(styleCache, body),
    )
    .replace(
      /<div id="root">(<!--app-html-->)?<\/div>/,
      () =>
        `<div id="root">${body}</div><script${nonceAttr(request.nonce)}>window.__SCOPE__=${inlineJson(state)}</script>`,
    );
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  };
  if (jar.setCookies[0]) headers["set-cookie"] = jar.setCookies[0];
  return { status: collector.status, html, headers };
}

/**
 * `api`: how this render reaches /api/v1 when the shop's own server renders it (in process, through
 * `app.inject`, with no loopback HTTP); `API_BASE_URL` still sends the calls to another backend over HTTP.
 * `sources.sitemap`: the shop server's own product list for the sitemaps, one query per file.
 */
export function render(
  request: RenderRequest,
  api?: ApiConfig,
  sources: { sitemap?: SitemapSource } = {},
): Promise<RenderResult> {
  const config: ApiConfig =
    api && !process.env.API_BASE_URL ? api : { baseUrl: apiBase(), fetch: globalThis.fetch.bind(globalThis) };
  // Another backend's products are not this server's table.
  const sitemap = api && !process.env.API_BASE_URL ? sources.sitemap : undefined;
  return renderWith(
    request,
    (jar, language, visitorId) => [
      new Module(({ bind }) => {
        bind(ApiConfig).toConstantValue(config);
      }),
      // No bearer token: the session is the browser's (decision 0004), and an expired one would fail the
      // render.
      visitorModule(jar, new FixedRequestContext({ language, visitorId })),
      httpModule,
    ],
    sitemap,
  );
}
