import { createContext, useContext, useEffect } from "react";

export interface PageMeta {
  title: string;
  description?: string;
  image?: string;
  type?: "website" | "product";
  price?: number;
  /**
   * The first screen's largest picture, as its <img> asks for it: preloaded from the head, before any script.
   */
  leadImage?: { src: string; sizes: string };
  /** Kept out of search results: set from the route table's `noindex` (RouteNoindexContext). */
  noindex?: boolean;
}

/** Filled during a server render: the page's meta tags and HTTP status. */
export interface RenderCollector {
  meta: PageMeta | null;
  status: number;
}

export const RenderCollectorContext = createContext<RenderCollector | null>(null);

/**
 * The route's `noindex` from the route table (ui/routing/route-table.ts), given to its page by the router.
 */
export const RouteNoindexContext = createContext(false);

export const SITE_NAME = "Qurilish bozori";

/**
 * Sets the page title and description: into the collector on the server, into document.head in the browser.
 * `null`: the page is drawing its error view instead, whose own meta must win. A parent's effect runs after
 * its child's, so a page that still set its "…" title would overwrite the error's after hydration.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const collector = useContext(RenderCollectorContext);
  const noindex = useContext(RouteNoindexContext);
  if (meta && collector && typeof document === "undefined") {
    collector.meta = noindex ? { ...meta, noindex } : meta;
  }
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    // Every page sets its meta, so this also marks the moment the page (a lazy chunk) is hydrated and
    // interactive.
    document.documentElement.dataset.ready = "true";
    document.title = `${title} — ${SITE_NAME}`;
    const tag = document.querySelector('meta[name="description"]');
    if (tag && description) tag.setAttribute("content", description);
  }, [title, description]);
}

/** The HTTP status of this render (404 for a missing page); only the server reads it. */
export function useHttpStatus(status: number): void {
  const collector = useContext(RenderCollectorContext);
  if (collector && typeof document === "undefined") collector.status = status;
}
