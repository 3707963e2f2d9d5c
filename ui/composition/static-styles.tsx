import "reflect-metadata";
import { ContainerModule } from "inversify";
import type { EmotionCache } from "@emotion/cache";
import { AccountGateway } from "../../application/account/account.port";
import { ShoppingGateway } from "../../application/basket/basket.port";
import { CatalogueGateway } from "../../application/catalogue/catalogue.port";
import { ContentGateway } from "../../application/content/content.port";
import type { Theme } from "../../application/visitor/visitor";
import { FixedRequestContext } from "../../adapters/cookies/server-cookie-jar";
import { visitorModule } from "../../adapters/di/visitor.module";
import { DEMO_PRODUCTS, DEMO_TREE } from "../../adapters/fake/demo-data";
import { FakeAccountGateway } from "../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../adapters/fake/fake-shopping.gateway";
import { ROUTES } from "../routing/route-table";
import { renderPageWith, type PortsFor } from "./page-stream";

/** The demo catalogue in place of the API: the build has no server to ask. */
const demoPorts: PortsFor = (jar, language) => [
  new ContainerModule(({ bind }) => {
    bind(AccountGateway).toConstantValue(new FakeAccountGateway());
    const catalogue = new FakeCatalogueGateway({ language: () => language });
    bind(CatalogueGateway).toConstantValue(catalogue);
    bind(ShoppingGateway).toConstantValue(new FakeShoppingGateway(catalogue));
    bind(ContentGateway).toConstantValue(new FakeContentGateway({ language: () => language }));
  }),
  visitorModule(jar, new FixedRequestContext({ language })),
];

/**
 * Every route of the table, its parameters filled from the demo catalogue: products with and without a
 * discount, in and out of stock; a category of each level; the list with filters, a search and a later page.
 */
function addresses(): string[] {
  const products = [
    DEMO_PRODUCTS[0]!,
    ...DEMO_PRODUCTS.filter((p) => p.stock === 0 || p.oldPrice).slice(0, 3),
  ];
  const categories = [
    DEMO_TREE[0]!.id,
    DEMO_TREE[0]!.children[0]!.id,
    DEMO_TREE[0]!.children[0]!.children[0]!.id,
  ];
  const filled = (path: string): string[] => {
    if (path.includes(":slug") && path.startsWith("/products"))
      return products.map((p) => `/products/${p.slug}`);
    if (path.includes(":id") && path.startsWith("/products"))
      return categories.map((id) => `/products/categories/${id}`);
    if (path === "/pages/:slug") return ["/pages/terms-of-use"];
    return [path.replace(/:[a-z]+/g, "1")];
  };
  return [
    ...ROUTES.flatMap((route) => filled(route.path)),
    "/products?sort=-price&in_stock=1&page=2",
    "/products?search=sement",
    "/no-such-page",
  ];
}

/** A rule the build met, and whether it is a class's (else a global style or keyframes). */
interface Met {
  rule: string;
  isClass: boolean;
}

/**
 * The styles of the shop's server-rendered pages, for scripts/build-static-css.ts: every route rendered in
 * both themes (and the main pages in the three languages) from the demo catalogue, and every rule the renders
 * wrote, in the order they were first met: Chakra's globals first (the layer order, tokens, reset), then the
 * component rules. A rule a real page needs and the demo never drew stays in that page's own <style>.
 */
export async function collectStaticStyles(): Promise<{ css: string; globals: string[]; rules: string[] }> {
  const met = new Map<string, Met>();
  // A class rule names its own class; anything else (Chakra's globals, keyframes) is a global style.
  const note = (cache: EmotionCache) => {
    for (const [name, rule] of Object.entries(cache.inserted)) {
      if (typeof rule !== "string" || met.has(name)) continue;
      met.set(name, { rule, isClass: rule === "" || rule.includes(`.css-${name}`) });
    }
  };
  const render = (url: string, theme: Theme) =>
    renderPageWith(
      { url, theme, origin: "" },
      demoPorts,
      { start: () => undefined, end: () => undefined },
      { inspect: (styles) => note(styles.cache) },
    );
  for (const theme of ["light", "dark"] as const)
    for (const url of addresses()) await render(`/uz${url === "/" ? "" : url}`, theme);
  for (const prefix of ["", "/sr"])
    for (const url of ["/", "/products", `/products/${DEMO_PRODUCTS[0]!.slug}`])
      await render(`${prefix}${url === "/" ? "" : url}` || "/", "light");
  const globals = [...met].filter(([, m]) => !m.isClass);
  const rules = [...met].filter(([, m]) => m.isClass);
  return {
    css: [...globals, ...rules].map(([, m]) => m.rule).join(""),
    globals: globals.map(([name]) => name),
    rules: rules.map(([name]) => name),
  };
}
