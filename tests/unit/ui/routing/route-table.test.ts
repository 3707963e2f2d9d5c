import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { CatalogueGateway } from "../../../../application/catalogue/catalogue.port";
import { preloadRoute, ROUTER } from "../../../../ui/app";
import { lazyPage } from "../../../../ui/routing/lazy-page";
import type { RouteEntry } from "../../../../ui/routing/route-table";
import { ROUTES } from "../../../../ui/routing/route-table";
import { matchRoute, pathTo } from "../../../../ui/routing/route-names";
import { pagesSitemap } from "../../../../ui/seo/sitemap";
import { renderFake } from "../ssr-harness";

const PREFIXES = ["", "/uz", "/sr"];
/** A concrete path of each route: its parameters filled with a sample value. */
const sample = (route: RouteEntry) => route.path.replace(/:\w+/g, "7");
/** The routes the server renders with data (spec section 2): each must have its page's load. */
const WITH_DATA = [
  "index",
  "about",
  "brands",
  "products",
  "products-slug",
  "products-categories-id",
  "pages-slug",
  "posts-id",
];

describe("the route table", () => {
  it("declares each name and each path once, as an unprefixed path", () => {
    const names = ROUTES.map((r) => r.name);
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(?!uz\b|sr\b)/);
  });

  it("resolves every name to its path, and every path (in the three language forms) back to its name", () => {
    expect(pathTo("products-slug", { slug: "sement-m400" })).toBe("/products/sement-m400");
    expect(pathTo("products-categories-id", { id: 11 })).toBe("/products/categories/11");
    expect(pathTo("index")).toBe("/");
    for (const route of ROUTES) {
      for (const prefix of PREFIXES) {
        const path = prefix + (route.path === "/" && prefix ? "" : sample(route));
        expect(matchRoute(path).name, path).toBe(route.name);
        expect(matchRoute(`${path}/`).name, `${path}/`).toBe(route.name);
      }
    }
  });

  it("prefers a fixed segment over a parameter, and names anything else not-found", () => {
    expect(matchRoute("/uz/products/categories").name).toBe("products-categories");
    expect(matchRoute("/products/categories/12")).toMatchObject({
      name: "products-categories-id",
      params: { id: "12" },
    });
    expect(matchRoute("/sr/products/sement")).toMatchObject({
      name: "products-slug",
      params: { slug: "sement" },
    });
    expect(matchRoute("/no-such-page")).toEqual({ name: "not-found", params: {} });
    expect(matchRoute("/profile/cards/extra").name).toBe("not-found");
  });

  it("gives the router every route under every prefix, the mobile page outside the site layout", () => {
    for (const route of ROUTES) {
      for (const prefix of PREFIXES) {
        const path = prefix + (route.path === "/" && prefix ? "" : sample(route));
        const matches = matchRoutes(ROUTER, path) ?? [];
        expect(matches.at(-1)?.route.handle, path).toBe(route);
        expect(matches.length, path).toBe(route.ownLayout ? 1 : 2);
      }
    }
    // An unknown path stays inside the layout of its language and ends at the 404 route, which has no page.
    const unknown = matchRoutes(ROUTER, "/uz/no-such-page") ?? [];
    expect(unknown.map((m) => m.route.path)).toEqual(["/uz", "*"]);
    expect(unknown.at(-1)?.route.handle).toBeUndefined();
  });

  it("gives every route a page, and every route with data its page's load", async () => {
    for (const route of ROUTES) {
      const page = await route.page();
      expect(typeof page.default, route.name).toBe("function");
      expect(page.load !== undefined, route.name).toBe(WITH_DATA.includes(route.name));
    }
    await expect(Promise.all(ROUTES.map((r) => preloadRoute(sample(r))))).resolves.toBeDefined();
  });

  it("gives routes of one page one lazy component, so moving between them keeps the page mounted", () => {
    const pageOf = (name: string) => lazyPage(ROUTES.find((r) => r.name === name)!.page).Page;
    expect(pageOf("saved")).toBe(pageOf("basket"));
    expect(pageOf("profile-cards")).toBe(pageOf("profile"));
    expect(pageOf("products")).not.toBe(pageOf("products-slug"));
  });

  it("loads nothing for a malformed id, so the page shows its 404", async () => {
    const post = (await ROUTES.find((r) => r.name === "posts-id")!.page()).load!;
    const category = (await ROUTES.find((r) => r.name === "products-categories-id")!.page()).load!;
    expect(post.callFor({ params: { id: "abc" }, search: "" })).toBeNull();
    expect(category.callFor({ params: { id: "1a" }, search: "" })).toBeNull();
    expect(post.callFor({ params: { id: "12" }, search: "" })?.key).toBe("12");
    const list = (await ROUTES.find((r) => r.name === "products")!.page()).load!;
    const call = list.callFor({ params: {}, search: "?sections=3" });
    expect(JSON.parse(call!.key)).toMatchObject({ sections: [3] });
  });

  it("marks the table's noindex routes in the server's head, and only those", async () => {
    expect(ROUTES.filter((r) => r.noindex).map((r) => r.name)).toEqual([
      "basket",
      "saved",
      "profile",
      "profile-cards",
      "profile-settings",
      "profile-edit",
      "profile-settings-change-password",
      "profile-settings-change-number",
      "profile-balance",
      "profile-help",
      "profile-instruction",
      "profile-instruction-slug",
      "profile-playground",
      "profile-terms-of-use",
      "profile-vedio",
      "checkout",
      "order-id",
      "my-orders",
      "my-orders-history",
      "admin",
      "admin-orders-id",
      "admin-section",
    ]);
    for (const route of ROUTES.filter((r) => !r.path.includes(":"))) {
      const { html } = await renderFake(route.path, { i18n_redirected: "ru" });
      expect(html.includes('<meta name="robots" content="noindex" />'), route.name).toBe(
        route.noindex === true,
      );
    }
  }, 30_000);

  it("lists the table's sitemap routes in the pages sitemap", async () => {
    const catalogue = { categoryTree: async () => [] } as unknown as CatalogueGateway;
    const xml = await pagesSitemap("http://shop.test", catalogue);
    const listed = [...xml.matchAll(/<loc>http:\/\/shop\.test([^<]*)<\/loc>/g)]
      .map((m) => m[1])
      .filter((p) => !/^\/(uz|sr)(\/|$)/.test(p!));
    expect(listed).toEqual([
      "/",
      "/about",
      "/contact",
      "/brands",
      "/products",
      "/products/categories",
      "/pages/privacy-policy",
      "/pages/user-agreement",
    ]);
  });
});
