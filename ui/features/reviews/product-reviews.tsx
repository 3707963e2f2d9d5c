import { useUnit } from "effector-react";
import { $sessionStatus } from "../../../application/account/session.model";
import type { Review } from "../../../application/catalogue/catalogue.types";
import { useHydrated } from "../../kit/use-hydrated";
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
 * the list only. This section's chunk may come after the browser has learnt who is signed in, so the place
 * also waits for the section to have hydrated (useHydrated): its first render is the server's.
 */
export function ProductReviews({ productId, slug, reviews }: ProductReviewsProps) {
  const session = useUnit($sessionStatus);
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && session !== "checking" && <ReviewPlace productId={productId} slug={slug} />}
      <ReviewList reviews={reviews} />
    </>
  );
}
