import { lazy, Suspense } from "react";
import { ensureArea } from "../../i18n/load-catalog";
import type { ProductReviewsProps } from "./product-reviews";

// A product page's reviews (the list with its photos, the form or why not) and their texts (the "reviews"
// catalog area) come in one chunk after the first load. The server renders the list into the page; the
// browser hydrates it once the chunk is here, below the fold.
const ProductReviews = lazy(() =>
  Promise.all([import("./product-reviews"), ensureArea("reviews")]).then(([m]) => ({
    default: m.ProductReviews,
  })),
);

export function LazyProductReviews(props: ProductReviewsProps) {
  return (
    <Suspense fallback={null}>
      <ProductReviews {...props} />
    </Suspense>
  );
}
