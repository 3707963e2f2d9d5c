import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { ProductRatings } from "../catalogue/index.ts";
import { ReviewsRepository } from "./reviews.repository.ts";
import { reviewsRoutes } from "./reviews.routes.ts";
import { ReviewsService } from "./reviews.service.ts";

export type { ReviewsService } from "./reviews.service.ts";

/** Buyers' reviews as written: rating, text, photos, once per delivered product; the catalogue reads them. */
export function createReviewsModule(deps: {
  db: Database;
  transactor: Transactor;
  outbox: Outbox;
  media: MediaUrls;
  /** Where review photos are kept. */
  pictures: PictureStore;
  /** The product's rate and review count (the catalogue module). */
  ratings: ProductRatings;
  /** Drops this process's cached shared answers. */
  answersChanged: () => void;
  clock?: () => Date;
}) {
  const service = new ReviewsService({
    ...deps,
    repository: new ReviewsRepository(deps.db),
    clock: deps.clock ?? (() => new Date()),
  });
  return { service, routes: reviewsRoutes(service) };
}
