import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { iconSrc, popularCategories, ref } from "../application/catalogue/brands-categories.ts";
import { apiRoute } from "./api-route.ts";
import { notFound } from "./errors.ts";
import { CATALOGUE_MAX_AGE } from "./products.routes.ts";

const cached = { maxAge: CATALOGUE_MAX_AGE };

export function categoryRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "popularCategories", async ({ lang, query }) =>
    ({ results: await popularCategories(s, lang, Math.min(query.size ?? 12, 100)) }), cached);

  // The mega menu: sections, their categories, and (one level deeper) their children; paged by sections.
  apiRoute(app, s, "categoriesFooter", async ({ lang, query }) => {
    const size = Math.min(query.size ?? 100, 100);
    const start = ((query.page ?? 1) - 1) * size;
    return {
      total: s.tree.sections.length,
      results: s.tree.sections.slice(start, start + size).map((section) => ({
        ...ref(s, section, lang),
        icon_src: iconSrc(s, section),
        categories: section.children.map((c) => ({ ...ref(s, c, lang), categories: c.children.map((g) => ref(s, g, lang)) })),
      })),
    };
  }, cached);

  apiRoute(app, s, "categoriesList", async ({ lang }) =>
    s.tree.sections.map((section) => ({
      ...ref(s, section, lang),
      icon_src: iconSrc(s, section),
      categories: section.children.map((c) => ref(s, c, lang)),
    })), cached);

  apiRoute(app, s, "categoryDetail", async ({ lang, params }) => {
    const node = s.tree.get(params.id);
    if (!node) throw notFound();
    return {
      ...ref(s, node, lang),
      icon_src: iconSrc(s, node),
      categories: node.children.map((c) => ({ ...ref(s, c, lang), icon_src: iconSrc(s, c), categories: c.children.map((g) => ref(s, g, lang)) })),
    };
  }, cached);
}
