import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { LikesIndex } from "./likes-index.ts";
import { LikesRepository } from "./likes.repository.ts";
import { likesRoutes } from "./likes.routes.ts";
import { LikesService } from "./likes.service.ts";

export { markLiked } from "./likes-index.ts";
export type { LikesService } from "./likes.service.ts";

/** The products an owner saved ("saved" in the storefront, "likes" on the wire). */
export function createLikesModule(deps: {
  db: Database;
  transactor: Transactor;
  outbox: Outbox;
  media: MediaUrls;
}) {
  const repository = new LikesRepository(deps.db);
  const service = new LikesService({ ...deps, repository, index: new LikesIndex(repository) });
  return { service, routes: likesRoutes(service) };
}
