import type { ReviewsFilter, ReviewsPage, StaffReview } from "./reviews.types";

/** The back office's calls on admin/reviews/ (list and answer). */
export interface AdminReviewsCalls {
  reviews(filter: ReviewsFilter): Promise<ReviewsPage>;
  /** Sets the shop's answer ("" removes it) and gives the review back as it is now. */
  answer(id: number, text: string): Promise<StaffReview>;
}
