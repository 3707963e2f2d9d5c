import { allSettled, type EventCallable, type Scope } from "effector";

/** What a page's load reads from the route: the path's parameters and the query string. */
export interface RouteMatch {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
}

/** One load: the page's `...Opened` event with its parameter. */
export interface LoadCall {
  /** Equal for equal loads: the browser starts a load again only when this (or the language) changes. */
  readonly key: string;
  /** Runs the load in the scope; resolves once it has settled. */
  readonly run: (scope: Scope) => Promise<void>;
}

/**
 * A page's data load, exported by its page module (`export const load`) beside the page, so it travels with
 * the page's chunk. The server runs it before rendering (ui/routing/route-loaders.ts); the page runs the same
 * call on mount (ui/routing/use-page-load.ts), which does nothing after hydration because the model's key
 * matches.
 */
export interface PageLoad {
  /** The load this match needs, or null when it needs none (a malformed id: the page shows its 404). */
  readonly callFor: (match: RouteMatch) => LoadCall | null;
}

/**
 * The HTTP status a page's first render will set, read from the scope once its load has settled (a page
 * module that can draw an error view exports it as `status`): the server sends the status and the head's
 * start then, before rendering, so the first byte does not wait for the render
 * (ui/composition/page-stream.tsx). It must agree with what the page draws; the page computes both from one
 * function.
 */
export type PageStatus = (scope: Scope, match: RouteMatch) => number;

/** Declares a page's load: the event, and its parameter for a route match (null: nothing to load). */
export function pageLoad(event: EventCallable<void>): PageLoad;
export function pageLoad<T>(event: EventCallable<T>, paramsOf: (match: RouteMatch) => T | null): PageLoad;
export function pageLoad<T>(event: EventCallable<T>, paramsOf?: (match: RouteMatch) => T | null): PageLoad {
  return {
    callFor(match) {
      const params = paramsOf ? paramsOf(match) : (undefined as T);
      if (params === null) return null;
      return {
        key: JSON.stringify(params) ?? "",
        run: (scope) => allSettled(event, { scope, params }).then(() => undefined),
      };
    },
  };
}
