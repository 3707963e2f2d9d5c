import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { LikesService } from "../likes/index.ts";
import { BasketRepository } from "./basket.repository.ts";
import { basketRoutes } from "./basket.routes.ts";
import { BasketService } from "./basket.service.ts";

/** The basket ("cart" on the wire): quantities per owner, priced on every read. */
export function createBasketModule(deps: {
  db: Database;
  transactor: Transactor;
  likes: LikesService;
  media: MediaUrls;
}) {
  const service = new BasketService({ ...deps, repository: new BasketRepository(deps.db) });
  return { service, routes: basketRoutes(service) };
}
