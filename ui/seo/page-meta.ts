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
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(RenderCollectorContext);
  const noindex = useContext(RouteNoindexContext);
  if (collector && typeof document === "undefined") collector.meta = noindex ? { ...meta, noindex } : meta;
  useEffect(() => {
    // Every page sets its meta, so this also marks the moment the page (a lazy chunk) is hydrated and
    // interactive.
    document.documentElement.dataset.ready = "true";
    document.title = `${meta.title} — ${SITE_NAME}`;
    const description = document.querySelector('meta[name="description"]');
    if (description && meta.description) description.setAttribute("content", meta.description);
  }, [meta.title, meta.description]);
}

/** The HTTP status of this render (404 for a missing page); only the server reads it. */
export function useHttpStatus(status: number): void {
  const collector = useContext(RenderCollectorContext);
  if (collector && typeof document === "undefined") collector.status = status;
}
