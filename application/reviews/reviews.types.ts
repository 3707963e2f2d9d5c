import type { ReviewPhoto } from "../catalogue/catalogue.types";

/** What the signed-in shopper may do about one product's review, as the server knows it. */
export interface ReviewFacts {
  /** Bought, received (the order delivered) and not reviewed yet. */
  readonly canComment: boolean;
  /** Has already reviewed it (once each, spec 5). */
  readonly hasComment: boolean;
}

/** A review as POST products/comment/ sends it; the photos are the files the shopper picked. */
export interface ReviewToPost {
  readonly productId: number;
  readonly rate: number;
  readonly comment: string;
  readonly photos: readonly File[];
}

/** The review as the server kept it. */
export interface PostedReview {
  readonly rate: number;
  readonly comment: string;
  readonly photos: readonly ReviewPhoto[];
}

/**
 * What the review place on a product page shows: nothing yet (the session or the facts are not known), why
 * the shopper cannot review (a guest; not a buyer who received it; already reviewed), the form, or thanks
 * for the review just sent.
 */
export type ReviewStanding = "checking" | "guest" | "not-bought" | "reviewed" | "open" | "sent" | "unknown";
