import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { productRoutes } from "./products.routes.ts";
import { categoryRoutes } from "./categories.routes.ts";
import { manufacturerRoutes } from "./manufacturers.routes.ts";
import { contentRoutes } from "./content.routes.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { storyRoutes } from "./stories.routes.ts";
import { geographyRoutes } from "./geography.routes.ts";
import { mediaRoutes } from "./media.routes.ts";
import { storefrontRoutes } from "./storefront.routes.ts";
import { accountRoutes } from "./account.routes.ts";
import { likeRoutes } from "./likes.routes.ts";
import { cartRoutes } from "./cart.routes.ts";

export async function registerRoutes(app: FastifyInstance, services: Services) {
  productRoutes(app, services);
  categoryRoutes(app, services);
  manufacturerRoutes(app, services);
  contentRoutes(app, services);
  settingsRoutes(app, services);
  storyRoutes(app, services);
  geographyRoutes(app, services);
  mediaRoutes(app, services);
  accountRoutes(app, services);
  likeRoutes(app, services);
  cartRoutes(app, services);
  // Last: its catch-all GET takes what no route above claimed.
  await storefrontRoutes(app, services);
}
