import { fail, ok, type DomainError, type Result } from "./errors.ts";
import { validatePhotos, type PhotoFile } from "./photos.ts";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest review text kept; a longer one is refused, not cut. */
export const REVIEW_TEXT_MAX = 2000;

export interface ReviewEligibility {
  readonly hasBought: boolean;
  readonly hasReviewed: boolean;
}

/** Why a person may not review, or null when they may: only buyers, and once each. */
export function reviewBlocker({ hasBought, hasReviewed }: ReviewEligibility): DomainError | null {
  if (hasReviewed) return { code: "REVIEW.ALREADY_LEFT" };
  if (!hasBought) return { code: "REVIEW.NOT_BOUGHT" };
  return null;
}

export function canReview(eligibility: ReviewEligibility): boolean {
  return reviewBlocker(eligibility) === null;
}

export interface ReviewInput<F extends PhotoFile = PhotoFile> {
  readonly rating: number | null | undefined;
  readonly comment?: string;
  readonly photos?: readonly F[];
}

export interface ValidReview<F extends PhotoFile = PhotoFile> {
  readonly rate: number;
  readonly comment: string;
  readonly photos: readonly F[];
}

/**
 * A review as POST products/comment/ takes it: a whole rating 1-5 (required), optional text of at most 2000
 * characters, up to 4 photos.
 */
export function validateReview<F extends PhotoFile>(
  input: ReviewInput<F>,
  eligibility?: ReviewEligibility,
): Result<ValidReview<F>> {
  const blocker = eligibility ? reviewBlocker(eligibility) : null;
  if (blocker) return { ok: false, error: blocker };
  const { rating } = input;
  if (rating === null || rating === undefined || rating === 0) return fail("REVIEW.RATING_REQUIRED");
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    return fail("REVIEW.RATING_RANGE", { min: RATING_MIN, max: RATING_MAX });
  }
  const comment = (input.comment ?? "").trim();
  if (comment.length > REVIEW_TEXT_MAX)
    return fail("FIELD.MAX_LENGTH", { field: "comment", max: REVIEW_TEXT_MAX });
  const photos = validatePhotos(input.photos ?? []);
  if (!photos.ok) return photos;
  return ok({ rate: rating, comment, photos: photos.value });
}
