import { matchRoutes, type PathParam } from "react-router-dom";
import { stripLanguage } from "../../application/visitor/routes";
import { ROUTES, type RouteTableEntry } from "./route-table";

/** Route names (the spec's naming: index, about, products-slug, ...), from the route table. */
export type RouteName = RouteTableEntry["name"] | "not-found";

export interface RouteMatchInfo {
  readonly name: RouteName;
  readonly params: Record<string, string | undefined>;
  /** The table's entry; none for an unknown path. */
  readonly route?: RouteTableEntry;
}

// Bare (unprefixed) patterns keyed by name; react-router ranks them, so a static segment wins over a
// parameter.
const BARE = ROUTES.map((route) => ({ id: route.name, path: route.path }));
const BY_NAME = new Map<string, RouteTableEntry>(ROUTES.map((route) => [route.name, route]));

/** The table's route of a path, with or without a language prefix. */
export function matchRoute(pathname: string): RouteMatchInfo {
  const bare = stripLanguage(pathname).replace(/\/+$/, "") || "/";
  const match = matchRoutes(BARE, bare)?.[0];
  const route = match && BY_NAME.get(match.route.id);
  return route ? { name: route.name, params: match.params, route } : { name: "not-found", params: {} };
}

type PathOfName<N extends RouteTableEntry["name"]> = Extract<RouteTableEntry, { name: N }>["path"];
type ParamsOf<N extends RouteTableEntry["name"]> = [PathParam<PathOfName<N>>] extends [never]
  ? []
  : [params: Record<PathParam<PathOfName<N>>, string | number>];

/**
 * The unprefixed path of a named route, for links: pathTo("products-slug", { slug }) → "/products/<slug>".
 */
export function pathTo<N extends RouteTableEntry["name"]>(name: N, ...[params]: ParamsOf<N>): string {
  const path: string = BY_NAME.get(name)!.path;
  const values = (params ?? {}) as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

/** The category strip shows only on routes named index or about (spec section 2). */
export function showsCategoryStrip(name: RouteName): boolean {
  return name.includes("index") || name.startsWith("about");
}
