import { REVIEW_TEXT_MAX } from "../../../domain/review";

/** Which reviews the list shows; the shop answers the unanswered ones first. */
export const ANSWER_STATES = ["unanswered", "answered", "all"] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

export interface ReviewsFilter {
  readonly answered: AnswerState;
  readonly page: number;
}

/** The server's own bound on an answer (admin-reviews.routes.ts): as long as a review may be. */
export const ANSWER_MAX = REVIEW_TEXT_MAX;

/** Reviews a page holds; the list asks for exactly this many so it can count its pages. */
export const REVIEWS_PAGE_SIZE = 20;

export interface StaffReviewPhoto {
  readonly thumb: string;
  readonly large: string;
}

/** A review as staff see it: the product it is about and the shop's answer, if any. */
export interface StaffReview {
  readonly id: number;
  readonly product: { readonly id: number; readonly slug: string; readonly title: string };
  /** null when the shopper left no name or the account is gone. */
  readonly author: string | null;
  readonly rate: number;
  readonly comment: string | null;
  readonly photos: readonly StaffReviewPhoto[];
  /** ISO time. */
  readonly createdAt: string | null;
  readonly answer: string | null;
  readonly answeredAt: string | null;
}

export interface ReviewsPage {
  readonly results: readonly StaffReview[];
  readonly total: number;
  readonly totalPages: number;
}

/** An answer to save; "" takes the shop's answer away. */
export interface AnswerRequest {
  readonly id: number;
  readonly text: string;
}

/** Why an answer cannot be sent as written; null when it can. An empty one is only allowed as a removal. */
export function answerProblem(text: string, removing = false): "empty" | "long" | null {
  const trimmed = text.trim();
  if (trimmed === "" && !removing) return "empty";
  return trimmed.length > ANSWER_MAX ? "long" : null;
}
