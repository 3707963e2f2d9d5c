import { matchPath } from "react-router-dom";
import { stripLanguage } from "../../application/visitor/routes";

/** Route names (the spec's naming: index, about, products-slug, ...) over unprefixed patterns, most specific first. */
export const ROUTES = [
  { name: "index", path: "/" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "brands", path: "/brands" },
  { name: "basket", path: "/basket" },
  { name: "saved", path: "/saved" },
  { name: "profile", path: "/profile" },
  { name: "profile-cards", path: "/profile/cards" },
  { name: "profile-settings", path: "/profile/settings" },
  { name: "products", path: "/products" },
  { name: "products-categories", path: "/products/categories" },
  { name: "products-categories-id", path: "/products/categories/:id" },
  { name: "products-slug", path: "/products/:slug" },
  { name: "pages-slug", path: "/pages/:slug" },
  { name: "posts-id", path: "/posts/:id" },
  { name: "mobile", path: "/mobile" },
] as const;

export type RouteName = (typeof ROUTES)[number]["name"] | "not-found";

export interface RouteMatchInfo {
  readonly name: RouteName;
  readonly params: Record<string, string | undefined>;
}

export function matchRoute(pathname: string): RouteMatchInfo {
  const bare = stripLanguage(pathname).replace(/\/+$/, "") || "/";
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, bare);
    if (match) return { name: route.name, params: match.params };
  }
  return { name: "not-found", params: {} };
}

/** The category strip shows only on routes named index or about (spec section 2). */
export function showsCategoryStrip(name: RouteName): boolean {
  return name.includes("index") || name.startsWith("about");
}
