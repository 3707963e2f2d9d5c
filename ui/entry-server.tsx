import "reflect-metadata";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  parseTheme,
  preferredLanguage,
  THEME_COOKIE,
} from "../application/visitor/visitor";
import { ApiConfig } from "../adapters/http/api-client";
import { apiClientModule, httpModule } from "../adapters/di/http.module";
import { visitorModule } from "../adapters/di/visitor.module";
import { FixedRequestContext, ServerCookieJar } from "../adapters/cookies/server-cookie-jar";
import { ContainerModule as Module } from "inversify";
import { buildContainer, depsOf } from "./composition/container";
import {
  renderPageWith,
  type PageOptions,
  type PageRequest,
  type PageSink,
  type PortsFor,
} from "./composition/page-stream";
import { staticStyles, staticStylesText } from "./seo/page-template";
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
  /**
   * The shop's public origin as the server trusts it (PUBLIC_URL, or a trusted proxy's host); empty or
   * absent: none, and links stay relative. Never read from the request's own Host: a forged one would name
   * the shop.
   */
  origin?: string;
  /** The server has just issued this browser its visitor id: it has never loaded a page of the shop. */
  firstVisit?: boolean;
}
export interface RenderResult {
  status: number;
  html: string;
  headers?: Record<string, string>;
}
export type { PageRequest, PageSink } from "./composition/page-stream";

const header = (headers: RenderRequest["headers"], name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const originOf = (request: RenderRequest): string => (request.origin ?? "").replace(/\/$/, "");

function apiBase(): string {
  if (process.env.API_BASE_URL) return process.env.API_BASE_URL;
  return `http://127.0.0.1:${process.env.PORT ?? "3000"}/api/v1/`;
}

/**
 * What the server does with a page request: the root path is redirected (302) to the visitor's language (the
 * cookie, else the browser's preference among ours, else uz); any other page is its anonymous request and
 * the key its HTML is kept under: everything the HTML depends on (address, theme, origin; the language is
 * in the address; a first visit, whose page carries the static stylesheet when there is one, decision 0043),
 * and nothing else of the request (decision 0028).
 */
export function planPage(
  request: RenderRequest,
  hasStatics: boolean = staticStyles() !== null,
): { redirect: RenderResult } | { key: string; page: PageRequest } {
  const url = new URL(request.url, "http://localhost");
  if (url.pathname === "/") {
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const target = isLanguage(chosen)
      ? chosen
      : preferredLanguage(header(request.headers, "accept-language"));
    if (target !== "ru") {
      return {
        redirect: {
          status: 302,
          html: "",
          headers: { location: `/${target}${url.search}`, vary: "Accept-Language, Cookie" },
        },
      };
    }
  }
  const page: PageRequest = {
    url: url.pathname + url.search,
    theme: parseTheme(request.cookies[THEME_COOKIE]),
    origin: originOf(request),
  };
  if (request.firstVisit && hasStatics) {
    page.firstVisit = true;
    return { key: `${page.origin} ${page.theme} first ${page.url}`, page };
  }
  return { key: `${page.origin} ${page.theme} ${page.url}`, page };
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
  const catalogue = depsOf(buildContainer(...ports(jar, "ru"))).catalogue;
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

/**
 * Renders a page as one string (robots.txt and the sitemaps too), for `npm run dev` and the tests; the shop's
 * server streams pages with `renderPage` instead.
 */
export async function renderWith(
  request: RenderRequest,
  ports: PortsFor,
  sitemap?: SitemapSource,
  options: PageOptions = {},
): Promise<RenderResult> {
  const path = new URL(request.url, "http://localhost").pathname;
  const plan = planPage(request);
  if ("redirect" in plan) return plan.redirect;
  const seo = await seoFile(request, path, ports, sitemap);
  if (seo) return seo;
  let answer: RenderResult = { status: 500, html: "" };
  await renderPageWith(
    plan.page,
    ports,
    {
      start: (status, headers, head) => void (answer = { status, headers, html: head }),
      end: (rest) => (answer.html += rest),
    },
    options,
  );
  return answer;
}

/**
 * How this render reaches /api/v1: in process (`app.inject`, no loopback HTTP) when the shop's own server
 * renders it; `API_BASE_URL` still sends the calls to another backend over HTTP. No bearer token and no
 * visitor id: a page is the same for everyone (decision 0028), and an expired session can never fail it.
 */
function httpPorts(api: ApiConfig | undefined): PortsFor {
  const config: ApiConfig =
    api && !process.env.API_BASE_URL ? api : { baseUrl: apiBase(), fetch: globalThis.fetch.bind(globalThis) };
  return (jar, language) => [
    new Module(({ bind }) => {
      bind(ApiConfig).toConstantValue(config);
    }),
    visitorModule(jar, new FixedRequestContext({ language })),
    apiClientModule,
    httpModule,
  ];
}

/**
 * One page, streamed into `sink`: the head as soon as the status is known, the rest once rendered. The page
 * links the build's static stylesheet when there is one.
 */
export function renderPage(page: PageRequest, sink: PageSink, api?: ApiConfig): Promise<void> {
  return renderPageWith(page, httpPorts(api), sink, {
    statics: staticStyles(),
    staticsText: page.firstVisit ? staticStylesText() : null,
  });
}

/**
 * A whole answer as one string: robots.txt and the sitemaps (`sources.sitemap`: the shop server's own product
 * list, one query per file), the root's redirect, or a page.
 */
export function render(
  request: RenderRequest,
  api?: ApiConfig,
  sources: { sitemap?: SitemapSource } = {},
): Promise<RenderResult> {
  // Another backend's products are not this server's table.
  const sitemap = api && !process.env.API_BASE_URL ? sources.sitemap : undefined;
  return renderWith(request, httpPorts(api), sitemap, { statics: staticStyles() });
}
