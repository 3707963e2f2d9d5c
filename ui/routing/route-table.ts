import type { ComponentType } from "react";
import type { PageLoad, PageStatus } from "./page-load";

/** A page module: its component and, when the page shows data the server renders, its load. */
export interface PageModule<P> {
  readonly default: ComponentType<P>;
  readonly load?: PageLoad;
  /** The status its first render sets, for a page that can draw an error view (ui/routing/page-load.ts). */
  readonly status?: PageStatus;
}

/** One route of the shop. The router, the route names and links, and the loads all derive from these. */
export interface RouteEntry<Name extends string = string, Path extends string = string> {
  /** The spec's route name (index, about, products-slug...). */
  readonly name: Name;
  /** Unprefixed, as in the spec (section 2); the router also serves it under /uz and /sr. */
  readonly path: Path;
  /** The page's module, loaded lazily: every page is a chunk of its own, and its `load` travels with it. */
  readonly page: () => Promise<PageModule<never>>;
  readonly props?: object;
  /** Signed-in and per-browser areas: kept out of search results. */
  readonly noindex?: boolean;
  /** Listed in /sitemap-pages.xml. */
  readonly sitemap?: boolean;
  /** A page with its own layout, outside the site's header and footer. */
  readonly ownLayout?: boolean;
}

type PropsField<P> = Partial<P> extends P ? { readonly props?: P } : { readonly props: P };

/** Types one entry: `props` must be what the page takes. */
function route<const Name extends string, const Path extends string, P>(
  entry: Omit<RouteEntry<Name, Path>, "page" | "props"> & {
    readonly page: () => Promise<PageModule<P>>;
  } & PropsField<P>,
): RouteEntry<Name, Path> {
  return entry as RouteEntry<Name, Path>;
}

// Routes sharing a page share its import, so they share one lazy component: moving between them keeps the
// page.
const basketPage = () => import("../pages/basket-page");
const profilePage = () => import("../pages/profile-page");
const ordersPage = () => import("../pages/orders-page");
const adminPage = () => import("../pages/admin-page");

/** The route table (spec section 2). Paths are matched by specificity, so the order is only the sitemap's. */
export const ROUTES = [
  route({ name: "index", path: "/", page: () => import("../pages/home-page"), sitemap: true }),
  route({ name: "about", path: "/about", page: () => import("../pages/about-page"), sitemap: true }),
  route({ name: "contact", path: "/contact", page: () => import("../pages/contact-page"), sitemap: true }),
  route({ name: "brands", path: "/brands", page: () => import("../pages/brands-page"), sitemap: true }),
  route({ name: "basket", path: "/basket", page: basketPage, props: { kind: "basket" }, noindex: true }),
  route({ name: "saved", path: "/saved", page: basketPage, props: { kind: "saved" }, noindex: true }),
  route({
    name: "profile",
    path: "/profile",
    page: profilePage,
    props: { section: "details" },
    noindex: true,
  }),
  route({
    name: "profile-cards",
    path: "/profile/cards",
    page: profilePage,
    props: { section: "cards" },
    noindex: true,
  }),
  route({
    name: "profile-settings",
    path: "/profile/settings",
    page: profilePage,
    props: { section: "settings" },
    noindex: true,
  }),
  route({
    name: "profile-edit",
    path: "/profile/edit",
    page: profilePage,
    props: { section: "edit" },
    noindex: true,
  }),
  route({
    name: "profile-settings-change-password",
    path: "/profile/settings/change-password",
    page: profilePage,
    props: { section: "change-password" },
    noindex: true,
  }),
  route({
    name: "profile-settings-change-number",
    path: "/profile/settings/change-number",
    page: profilePage,
    props: { section: "change-number" },
    noindex: true,
  }),
  route({
    name: "profile-balance",
    path: "/profile/balance",
    page: profilePage,
    props: { section: "balance" },
    noindex: true,
  }),
  route({
    name: "profile-help",
    path: "/profile/help",
    page: profilePage,
    props: { section: "help" },
    noindex: true,
  }),
  route({
    name: "profile-instruction",
    path: "/profile/instruction",
    page: profilePage,
    props: { section: "instruction" },
    noindex: true,
  }),
  route({
    name: "profile-instruction-slug",
    path: "/profile/instruction/:slug",
    page: profilePage,
    props: { section: "instruction-slug" },
    noindex: true,
  }),
  route({
    name: "profile-playground",
    path: "/profile/playground",
    page: profilePage,
    props: { section: "playground" },
    noindex: true,
  }),
  route({
    name: "profile-terms-of-use",
    path: "/profile/terms-of-use",
    page: profilePage,
    props: { section: "terms-of-use" },
    noindex: true,
  }),
  route({
    name: "profile-vedio",
    path: "/profile/vedio",
    page: profilePage,
    props: { section: "vedio" },
    noindex: true,
  }),
  route({ name: "checkout", path: "/checkout", page: () => import("../pages/checkout-page"), noindex: true }),
  route({ name: "order-id", path: "/order/:id", page: () => import("../pages/order-page"), noindex: true }),
  route({
    name: "my-orders",
    path: "/my-orders",
    page: ordersPage,
    props: { list: "active" },
    noindex: true,
  }),
  route({
    name: "my-orders-history",
    path: "/my-orders/history",
    page: ordersPage,
    props: { list: "history" },
    noindex: true,
  }),
  route({ name: "products", path: "/products", page: () => import("../pages/products-page"), sitemap: true }),
  route({
    name: "products-categories",
    path: "/products/categories",
    page: () => import("../pages/categories-page"),
    sitemap: true,
  }),
  route({
    name: "products-categories-id",
    path: "/products/categories/:id",
    page: () => import("../pages/category-page"),
  }),
  route({ name: "products-slug", path: "/products/:slug", page: () => import("../pages/product-page") }),
  route({ name: "pages-slug", path: "/pages/:slug", page: () => import("../pages/static-page") }),
  route({ name: "posts-id", path: "/posts/:id", page: () => import("../pages/post-page") }),
  route({ name: "admin", path: "/admin", page: adminPage, noindex: true }),
  route({ name: "admin-orders-id", path: "/admin/orders/:id", page: adminPage, noindex: true }),
  // The back office's other sections (/admin/products...): one entry, so the shell carries one route.
  route({ name: "admin-section", path: "/admin/:section", page: adminPage, noindex: true }),
  route({ name: "mobile", path: "/mobile", page: () => import("../pages/mobile-page"), ownLayout: true }),
] as const;

export type RouteTableEntry = (typeof ROUTES)[number];
