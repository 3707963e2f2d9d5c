import type { AdminAnswer } from "../../contract/admin.endpoints";
import type { ReviewsPage, StaffReview } from "../../application/admin/sections/reviews.types";

// The reviews calls' answers (contract/admin-feedback.endpoints.ts), as the pages read them.

type Review = AdminAnswer<"adminReviewAnswer">;

function fromWire(w: Review): StaffReview {
  return {
    id: w.id,
    product: { id: w.product.id, slug: w.product.slug, title: w.product.title ?? "" },
    author: w.author?.trim() || null,
    rate: w.rate,
    comment: w.comment,
    photos: (w.images ?? []).map((i) => ({
      thumb: i.small ?? i.extra_small ?? i.default,
      large: i.large ?? i.medium ?? i.default,
    })),
    createdAt: w.created_at,
    answer: w.answer,
    answeredAt: w.answered_at,
  };
}

export const staffReviewFromWire = fromWire;

export function reviewsPageFromWire(page: AdminAnswer<"adminReviews">, pageSize: number): ReviewsPage {
  return {
    results: page.results.map(fromWire),
    total: page.count,
    totalPages: Math.max(1, Math.ceil(page.count / pageSize)),
  };
}
