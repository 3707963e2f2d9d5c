import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { listProducts } from "../application/catalogue/products-list.ts";
import { productDetail } from "../application/catalogue/product-detail.ts";
import { mostSold, productExists, rates, reviews, similar } from "../application/catalogue/product-lists.ts";
import { apiRoute } from "./api-route.ts";
import { notFound } from "./errors.ts";
import { pageOf, paginate } from "./pagination.ts";

/** Catalogue answers may be kept a minute by browsers and proxies; the ETag makes rechecks cheap. */
export const CATALOGUE_MAX_AGE = 60;
const cached = { maxAge: CATALOGUE_MAX_AGE };
const cards = { maxAge: CATALOGUE_MAX_AGE, cards: true };

export function productRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "productsList", async ({ request, lang, query }) => {
    const { page, size } = pageOf(query);
    const { results, total } = await listProducts(s, lang, query, { page, size });
    return paginate(request, s.config, results, total, page, size);
  }, cards);

  apiRoute(app, s, "productsMostSold", async ({ lang }) => ({ results: await mostSold(s, lang, 20) }), cards);

  apiRoute(app, s, "productDetail", async ({ lang, params }) => {
    const detail = await productDetail(s, lang, params.slug);
    if (!detail) throw notFound();
    return detail;
  }, cards);

  apiRoute(app, s, "productsSimilar", async ({ lang, params, query }) => {
    const results = await similar(s, lang, params.id, pageOf(query).size);
    if (!results) throw notFound();
    return { results };
  }, cards);

  apiRoute(app, s, "productComments", async ({ request, params, query }) => {
    if (!(await productExists(s, params.id))) throw notFound();
    const { page, size } = pageOf(query, 10);
    const { results, total } = await reviews(s, params.id, page, size);
    return paginate(request, s.config, results, total, page, size);
  }, cached);

  apiRoute(app, s, "productCommentRates", async ({ params }) => {
    if (!(await productExists(s, params.id))) throw notFound();
    return rates(s, params.id);
  }, cached);
}
