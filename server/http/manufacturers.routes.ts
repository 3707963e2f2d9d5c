import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { brandList, brandsWithProducts } from "../application/catalogue/brands-categories.ts";
import { apiRoute } from "./api-route.ts";
import { CATALOGUE_MAX_AGE } from "./products.routes.ts";

const cached = { maxAge: CATALOGUE_MAX_AGE };

export function manufacturerRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "manufacturers", async ({ query }) => brandList(s, Math.min(query.size ?? 500, 500)), cached);
  apiRoute(app, s, "manufacturersWithProducts", async ({ lang, query }) =>
    ({ results: await brandsWithProducts(s, lang, Math.min(query.size ?? 10, 50)) }), cached);
}
