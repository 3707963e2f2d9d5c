import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { productRoutes } from "./products.routes.ts";

export async function registerRoutes(app: FastifyInstance, services: Services) {
  productRoutes(app, services);
}
