import type { AdminReviewsCalls } from "../../application/admin/sections/reviews.port";
import { REVIEWS_PAGE_SIZE, type ReviewsFilter } from "../../application/admin/sections/reviews.types";
import type { AdminClient } from "./admin-client";
import { reviewsPageFromWire, staffReviewFromWire } from "./admin-reviews.mapper";

const ANSWERED = { unanswered: "false", answered: "true", all: undefined } as const;

/** The back office's reviews calls (server/modules/admin/admin-reviews.routes.ts). */
export class HttpAdminReviews implements AdminReviewsCalls {
  constructor(protected readonly api: AdminClient) {}

  async reviews(filter: ReviewsFilter) {
    const query = { answered: ANSWERED[filter.answered], page: filter.page, page_size: REVIEWS_PAGE_SIZE };
    return reviewsPageFromWire(await this.api.call("adminReviews", { query }), REVIEWS_PAGE_SIZE);
  }

  async answer(id: number, text: string) {
    return staffReviewFromWire(
      await this.api.call("adminReviewAnswer", { params: { id }, body: { answer: text } }),
    );
  }
}
