import { useUnit } from "effector-react";
import { $sessionStatus } from "../../../application/account/session.model";
import type { Review } from "../../../application/catalogue/catalogue.types";
import { ReviewList } from "../product/review-list";
import ReviewPlace from "./review-place";

export interface ProductReviewsProps {
  productId: number;
  slug: string;
  reviews: readonly Review[];
}

/**
 * A product page's reviews below the rating: the review form or why not, then the list. The form waits until
 * the browser knows who is signed in: the server renders as a guest (decision 0004), so the server renders
 * the list only and nothing else hydrates before the session is known.
 */
export function ProductReviews({ productId, slug, reviews }: ProductReviewsProps) {
  const session = useUnit($sessionStatus);
  return (
    <>
      {session !== "checking" && <ReviewPlace productId={productId} slug={slug} />}
      <ReviewList reviews={reviews} />
    </>
  );
}
