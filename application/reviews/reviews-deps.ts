import { requireDeps, type AppDeps } from "../app/deps";
import type { ReviewsGateway } from "./reviews.port";

/** The reviews port of a scope; only the review place of a product page calls it. */
export function reviewsOf(deps: AppDeps | null): ReviewsGateway {
  const { reviews } = requireDeps(deps);
  if (!reviews) throw new Error("The scope was forked without a ReviewsGateway.");
  return reviews;
}
