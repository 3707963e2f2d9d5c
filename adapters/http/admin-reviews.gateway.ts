import type { AdminReviewsCalls } from "../../application/admin/sections/reviews.port";
import type { AdminClient } from "./admin-client";

/** The back office's reviews calls (server/modules/admin/). */
export class HttpAdminReviews implements AdminReviewsCalls {
  readonly section = "reviews";
  constructor(protected readonly api: AdminClient) {}
}
