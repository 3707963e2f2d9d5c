import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import type { OnecConfig } from "../../config.ts";
import { routePath } from "../../platform/route-path.ts";
import { EXCHANGE_PATH } from "../exchange/index.ts";
import { originOf } from "./admin-input.ts";
import type { CatalogueStartRepository } from "./catalogue-start.repository.ts";

/**
 * `GET admin/catalogue/start/`: the facts the back office's first page shows the operator of a shop with no
 * goods (docs/decisions/0038-empty-shop.md): the address and settings to type into 1C, read from this
 * server's own configuration so the page never tells an address or a price type the server does not use.
 */
export function registerCatalogueStart(
  app: FastifyInstance,
  deps: {
    start: CatalogueStartRepository;
    onec: Pick<OnecConfig, "priceType" | "zip" | "fileLimitBytes">;
    publicUrl: string;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { start, onec, guard } = deps;
  app.get(routePath(adminEndpoints.adminCatalogueStart.path), { preHandler: guard }, async (request) => {
    const [products, login] = await Promise.all([start.productCounts(), start.phoneOf(request.userId!)]);
    return {
      products,
      onec: {
        url: `${new URL(originOf(request, deps.publicUrl)).origin}${EXCHANGE_PATH}`,
        // The caller may edit the catalogue, so 1C may sign in as them; a password is never told.
        login,
        price_type: onec.priceType,
        zip: onec.zip,
        file_limit_mb: Math.round(onec.fileLimitBytes / 1024 / 1024),
      },
    };
  });
}
