import type { PostedReview, ReviewFacts, ReviewToPost } from "./reviews.types";

/**
 * Reviewing a product over /api/v1: whether the signed-in shopper may (the product page's `can_comment` and
 * `has_comment`, read with their token), and POST products/comment/ (multipart, photos as `images[0..3]`).
 * Refusals are Refused values with the server's code (REVIEW.ALREADY_LEFT, PHOTOS.TOO_MANY...).
 */
export const ReviewsGateway = Symbol("ReviewsGateway");
export interface ReviewsGateway {
  /** null when the product is gone. */
  facts(slug: string): Promise<ReviewFacts | null>;
  post(review: ReviewToPost): Promise<PostedReview>;
}
