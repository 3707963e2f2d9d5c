import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
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
  const repository = new BasketRepository(deps.db);
  const service = new BasketService({ ...deps, repository });
  return {
    service,
    routes: basketRoutes(service),
    /** The basket lines an order took, removed inside the order's transaction (the orders module's port). */
    ordered: {
      remove: (tx: Tx, owner: string, productIds: readonly number[]) =>
        repository.removeOrdered(tx, owner, productIds),
    },
  };
}
