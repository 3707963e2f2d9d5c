import { serialize } from "effector";
import { Writable } from "node:stream";
import type { ContainerModule } from "inversify";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { languageFromPath } from "../../application/visitor/routes";
import type { Language, Theme } from "../../application/visitor/visitor";
import { ServerCookieJar } from "../../adapters/cookies/server-cookie-jar";
import { buildContainer, depsOf } from "./container";
import { forkApp } from "./app-scope";
import { Root } from "./root";
import { preloadRoute } from "../app";
import { createI18n } from "../i18n/create-i18n";
import { loadRoute } from "../routing/route-loaders";
import { headTags, HTML_LANG, inlineJson } from "../seo/head";
import {
  createCollectingStyleCache,
  styleTagsOf,
  type StaticStyles,
  type StyleCollector,
} from "../seo/critical-css";
import { fontPreloads, pageTemplate } from "../seo/page-template";
import type { RenderCollector } from "../seo/page-meta";

/**
 * A page as everyone who asks for it is shown it: its address, theme and origin, and nothing else of the
 * request. No cookie, no header, no visitor id, no token reaches the render, so the HTML it makes holds
 * nothing of one person and can be kept for the next (decision 0028).
 */
export interface PageRequest {
  /** Path and query. */
  url: string;
  theme: Theme;
  /** The shop's public origin for absolute links, without a trailing slash; "" for relative links. */
  origin: string;
  /**
   * The browser has no visitor cookie yet, so it has never loaded a page of the shop and holds no copy of the
   * static stylesheet: the page carries the stylesheet's rules itself (decision 0043). Nothing of the person.
   */
  firstVisit?: boolean;
}

/** The ports of one render (one container per request): the in-process API, or the fakes in tests. */
export type PortsFor = (jar: ServerCookieJar, language: Language) => ContainerModule[];

/** Where a page goes as it is rendered. */
export interface PageSink {
  /**
   * Once, as soon as the status is known (the page's data loaded, before the render): the status, the
   * headers, and the head's start (stylesheet, fonts, scripts and their preloads).
   */
  start(status: number, headers: Record<string, string>, head: string): void | Promise<void>;
  /**
   * Once, with the whole page rendered: the head's meta and styles, the body and the serialised state; or,
   * when the render failed, an empty root for the browser to render.
   */
  end(rest: string): void;
}

export interface PageOptions {
  /** The build's static stylesheet (ui/seo/page-template.ts); null: every rule goes into the page. */
  statics?: StaticStyles | null;
  /** The static stylesheet's text, written into a first visit's page instead of the link to the file. */
  staticsText?: string | null;
  /** Told of the render's styles and body (the build collects the static stylesheet through it). */
  inspect?: (styles: StyleCollector, body: string) => void;
}

/** Renders one page into `sink`: one container, one scope and one i18n instance per call. */
export async function renderPageWith(
  page: PageRequest,
  ports: PortsFor,
  sink: PageSink,
  options: PageOptions = {},
): Promise<void> {
  const url = new URL(page.url, "http://localhost");
  const path = url.pathname;
  const language = languageFromPath(path);
  const jar = new ServerCookieJar({});
  const container = buildContainer(...ports(jar, language));
  const mapsApiKey = process.env.YANDEX_MAPS_API_KEY || null;
  const scope = forkApp({ deps: depsOf(container), language, theme: page.theme, mapsApiKey });
  // The page's chunk is loaded before rendering, so the first render of a page after a restart does not
  // suspend.
  const [status] = await Promise.all([loadRoute(scope, path, url.search), preloadRoute(path)]);

  const statics = options.statics ?? null;
  const i18n = createI18n(language);
  const collector: RenderCollector = { meta: null, status: 200 };
  const styles = createCollectingStyleCache(statics);
  const template = pageTemplate();
  const tree = (
    <Root
      scope={scope}
      i18n={i18n}
      collector={collector}
      styleCache={styles.cache}
      router={(app) => <StaticRouter location={path + url.search}>{app}</StaticRouter>}
    />
  );
  const head = () =>
    template.open.replace(
      /<html[^>]*>/,
      `<html lang="${HTML_LANG[language]}" class="${page.theme}" data-theme="${page.theme}" style="color-scheme: ${page.theme}">`,
    ) +
    fontPreloads(template.fonts, language) +
    (!statics
      ? ""
      : page.firstVisit && options.staticsText
        ? `<style data-static-styles="${statics.href}">${options.staticsText}</style>`
        : `<link rel="stylesheet" href="${statics.href}" />`) +
    template.head;
  // The state goes in a JSON block, which is data, not script: the Content-Security-Policy has nothing to
  // allow, so the page needs no per-answer nonce and one copy of it serves everyone.
  const tailOf = (body: string) =>
    template.tail.replace(
      /<div id="root">(<!--app-html-->)?<\/div>/,
      () =>
        `<div id="root">${body}</div><script type="application/json" id="__SCOPE__">${inlineJson(serialize(scope))}</script>`,
    );
  const headers = (): Record<string, string> => ({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    ...(jar.setCookies[0] ? { "set-cookie": jar.setCookies[0] } : {}),
  });

  // The status, the headers and the head's start (stylesheet, fonts, scripts and their preloads) leave now,
  // once the data is in and before the render: the browser fetches the scripts and fonts while the server
  // renders. The meta (title, description), the styles, the body and the state follow with the render.
  const sent = status;
  // Awaited: the render's first part is synchronous work that would hold the head in the server's buffers
  // until it ended, had the sink no chance to write it out first.
  await sink.start(sent, headers(), head());
  await new Promise<void>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(tree, {
      // The body is sent whole (onAllReady), so nothing is gained by outlining a large Suspense boundary:
      // React would send it after the rest and reveal it by script once the rest had painted, moving the
      // footer from under the header to the bottom (CLS 0.86 in Lighthouse).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The status was known from the load: the head left before the render began. The render must agree.
      onShellReady: () => {
        if (collector.status !== sent)
          console.error(`[ssr] ${page.url} rendered status ${collector.status} after ${sent} was sent`);
      },
      onAllReady: () => {
        const body = new Writable({
          write: (chunk: Buffer, _encoding, done) => (chunks.push(Buffer.from(chunk)), done()),
          final: (done) => {
            clearTimeout(timer);
            const html = Buffer.concat(chunks).toString("utf8");
            options.inspect?.(styles, html);
            sink.end(
              headTags({ meta: collector.meta, origin: page.origin, path, language }) +
                styleTagsOf(styles, html, statics) +
                tailOf(html),
            );
            resolve();
            done();
          },
        });
        stream.pipe(body);
      },
      // The head has left: the page ends with an empty root and the state, which the browser renders itself
      // (ui/main.tsx renders when there is nothing to hydrate), and the render's failure is reported.
      onShellError: (error) => {
        clearTimeout(timer);
        sink.end(headTags({ meta: null, origin: page.origin, path, language }) + tailOf(""));
        reject(error);
      },
      onError: (error) => console.error("[ssr]", error),
    });
    const timer = setTimeout(() => stream.abort(), 10_000);
  });
}
