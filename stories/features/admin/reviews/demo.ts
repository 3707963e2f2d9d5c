import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { ReviewsFilter } from "../../../../application/admin/sections/reviews.types";

// The reviews section's demo data is the fake back office's (adapters/fake/fake-admin-reviews.ts): three
// reviews waiting for an answer (58 with two photos, 57, 55 with stars only and no name) and two answered
// (52 with a photo, 49).

export const UNANSWERED: ReviewsFilter = { answered: "unanswered", page: 1 };
export const ALL: ReviewsFilter = { answered: "all", page: 1 };

/** A page of the fake's reviews. */
export const demoReviews = (options: FakeAdminOptions = {}, filter: ReviewsFilter = UNANSWERED) =>
  new FakeAdminGateway(options).reviews.reviews(filter);
