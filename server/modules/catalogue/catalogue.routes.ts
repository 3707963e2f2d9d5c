import { found } from "../../platform/failure.ts";
import { pageOf } from "../../platform/pagination.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { CatalogueService } from "./catalogue.service.ts";
import type { ReviewerFacts } from "./product-ratings.ts";

/** Catalogue answers may be kept a minute by browsers and proxies; the ETag makes rechecks cheap. */
export const CATALOGUE_MAX_AGE = 60;
const cached = { maxAge: CATALOGUE_MAX_AGE };
const cards = { maxAge: CATALOGUE_MAX_AGE, cards: true };

export function catalogueRoutes(catalogue: CatalogueService, reviewer?: ReviewerFacts): RouteTable {
  const { tree } = catalogue;
  return [
    route(
      "productsList",
      async ({ lang, query, paginate }) => {
        const page = pageOf(query);
        const { results, total } = await catalogue.list(lang, query, page);
        return paginate(results, total, page);
      },
      cards,
    ),

    route("productsMostSold", async ({ lang }) => ({ results: await catalogue.mostSold(lang, 20) }), cards),

    route("productDetail", async ({ lang, params }) => found(await catalogue.detail(lang, params.slug)), {
      ...cards,
      // Whether this user may review the product, and did: facts of the reviews module, never cached.
      ...(reviewer && {
        personalise: async (detail, userId) => {
          const { canComment, hasComment } = await reviewer(userId, detail.id);
          return { ...detail, can_comment: canComment, has_comment: hasComment };
        },
      }),
    }),

    route(
      "productsSimilar",
      async ({ lang, params, query }) => ({
        results: found(await catalogue.similar(lang, params.id, pageOf(query).size)),
      }),
      cards,
    ),

    route(
      "productComments",
      async ({ params, query, paginate }) => {
        const page = pageOf(query, 10);
        const { results, total } = found(await catalogue.reviews(params.id, page));
        return paginate(results, total, page);
      },
      cached,
    ),

    route("productCommentRates", async ({ params }) => found(await catalogue.rates(params.id)), cached),

    route(
      "popularCategories",
      async ({ lang, query }) => ({
        results: await catalogue.popularCategories(lang, Math.min(query.size ?? 12, 100)),
      }),
      cached,
    ),

    // The mega menu: sections, their categories, and (one level deeper) their children; paged by sections.
    route(
      "categoriesFooter",
      async ({ lang, query }) => {
        const size = Math.min(query.size ?? 100, 100);
        const start = ((query.page ?? 1) - 1) * size;
        return {
          total: tree.sections.length,
          results: tree.sections.slice(start, start + size).map((section) => ({
            ...catalogue.ref(section, lang),
            icon_src: catalogue.iconSrc(section),
            categories: section.children.map((c) => ({
              ...catalogue.ref(c, lang),
              categories: c.children.map((g) => catalogue.ref(g, lang)),
            })),
          })),
        };
      },
      cached,
    ),

    route(
      "categoriesList",
      async ({ lang }) =>
        tree.sections.map((section) => ({
          ...catalogue.ref(section, lang),
          icon_src: catalogue.iconSrc(section),
          categories: section.children.map((c) => catalogue.ref(c, lang)),
        })),
      cached,
    ),

    route(
      "categoryDetail",
      async ({ lang, params }) => {
        const node = found(tree.get(params.id));
        return {
          ...catalogue.ref(node, lang),
          icon_src: catalogue.iconSrc(node),
          categories: node.children.map((c) => ({
            ...catalogue.ref(c, lang),
            icon_src: catalogue.iconSrc(c),
            categories: c.children.map((g) => catalogue.ref(g, lang)),
          })),
        };
      },
      cached,
    ),

    route(
      "manufacturers",
      async ({ query }) => catalogue.brandList(Math.min(query.size ?? 500, 500)),
      cached,
    ),

    route(
      "manufacturersWithProducts",
      async ({ lang, query }) => ({
        results: await catalogue.brandsWithProducts(lang, Math.min(query.size ?? 10, 50)),
      }),
      cached,
    ),
  ];
}
