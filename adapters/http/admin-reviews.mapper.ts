import { array, create, nullable, number, optional, string, type, type Infer } from "superstruct";
import type { ReviewsPage, StaffReview } from "../../application/admin/sections/reviews.types";

// admin-reviews.routes.ts's answers, checked where they enter the storefront.

const ImageSet = type({
  extra_small: optional(string()),
  small: optional(string()),
  medium: optional(string()),
  large: optional(string()),
  default: string(),
});
const Review = type({
  id: number(),
  product: type({ id: number(), slug: string(), title: nullable(string()) }),
  author: nullable(string()),
  rate: number(),
  comment: nullable(string()),
  images: optional(array(ImageSet)),
  created_at: nullable(string()),
  answer: nullable(string()),
  answered_at: nullable(string()),
});
const Page = type({ count: number(), results: array(Review) });

function fromWire(w: Infer<typeof Review>): StaffReview {
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

export const staffReviewFromWire = (json: unknown) => fromWire(create(json, Review));

export function reviewsPageFromWire(json: unknown, pageSize: number): ReviewsPage {
  const page = create(json, Page);
  return {
    results: page.results.map(fromWire),
    total: page.count,
    totalPages: Math.max(1, Math.ceil(page.count / pageSize)),
  };
}
