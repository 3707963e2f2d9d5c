import { describe, expect, it } from "vitest";
import { REVIEW_TEXT_MAX, canReview, reviewBlocker, validateReview } from "../../../domain/review";
import { requireMaster } from "../../../domain/master";
import { englishMessage } from "../../../domain/errors";

describe("review", () => {
  it("lets only buyers review, once", () => {
    expect(canReview({ hasBought: true, hasReviewed: false })).toBe(true);
    expect(canReview({ hasBought: false, hasReviewed: false })).toBe(false);
    expect(canReview({ hasBought: true, hasReviewed: true })).toBe(false);
    const already = reviewBlocker({ hasBought: true, hasReviewed: true });
    expect(already).toEqual({ code: "REVIEW.ALREADY_LEFT" });
    expect(englishMessage(already ?? { code: "GENERIC.UNKNOWN" })).toBe("You already left a review");
    expect(reviewBlocker({ hasBought: false, hasReviewed: false })).toEqual({ code: "REVIEW.NOT_BOUGHT" });
  });

  it("requires a whole rating from 1 to 5", () => {
    const missing = validateReview({ rating: null });
    expect(missing).toEqual({ ok: false, error: { code: "REVIEW.RATING_REQUIRED" } });
    if (!missing.ok) expect(englishMessage(missing.error)).toBe("Rate is required");
    expect(validateReview({ rating: 0 }).ok).toBe(false);
    expect(validateReview({ rating: 6 })).toEqual({
      ok: false,
      error: { code: "REVIEW.RATING_RANGE", params: { min: 1, max: 5 } },
    });
    expect(validateReview({ rating: 4.5 }).ok).toBe(false);
    expect(validateReview({ rating: 5, comment: "  Good  " })).toEqual({
      ok: true,
      value: { rate: 5, comment: "Good", photos: [] },
    });
    expect(validateReview({ rating: 5, comment: "a".repeat(REVIEW_TEXT_MAX) }).ok).toBe(true);
    expect(validateReview({ rating: 5, comment: "a".repeat(REVIEW_TEXT_MAX + 1) })).toEqual({
      ok: false,
      error: { code: "FIELD.MAX_LENGTH", params: { field: "comment", max: 2000 } },
    });
  });

  it("checks eligibility and photos", () => {
    expect(validateReview({ rating: 5 }, { hasBought: false, hasReviewed: false })).toEqual({
      ok: false,
      error: { code: "REVIEW.NOT_BOUGHT" },
    });
    const photo = { name: "a.gif", type: "image/gif" };
    expect(validateReview({ rating: 5, photos: [photo] })).toEqual({
      ok: false,
      error: { code: "PHOTOS.WRONG_FORMAT" },
    });
  });
});

describe("master", () => {
  it("lets only masters through", () => {
    expect(requireMaster({ isMaster: true })).toEqual({ ok: true, value: true });
    const r = requireMaster({ isMaster: false });
    expect(r).toEqual({ ok: false, error: { code: "MASTER.REQUIRED" } });
    if (!r.ok) expect(englishMessage(r.error)).toBe("You are not a master");
    expect(requireMaster(null).ok).toBe(false);
  });
});
