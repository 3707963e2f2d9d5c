import type { ReviewPhoto } from "../../application/catalogue/catalogue.types";
import type { ReviewsGateway } from "../../application/reviews/reviews.port";
import type { PostedReview, ReviewFacts, ReviewToPost } from "../../application/reviews/reviews.types";
import { Refused } from "../../application/shared/refusal";
import type { ErrorCode } from "../../domain/errors";
import { validatePhotos } from "../../domain/photos";
import { validateReview } from "../../domain/review";
import type { FakeCatalogueGateway } from "./fake-catalogue.gateway";

export interface FakeReviewsOptions {
  /** What the shopper may do (default: may review, as a buyer who received it). */
  facts?: ReviewFacts;
  /** Reading the facts fails (a server that is down). */
  failingFacts?: boolean;
  /** Sending is refused with this code, as the server would (REVIEW.ALREADY_LEFT...). */
  refuseWith?: ErrorCode;
  /** Milliseconds each call takes, to show the pending states. */
  latency?: number;
  /** The author's name on an accepted review. */
  author?: string;
  /** The "now" of an accepted review. */
  now?: () => Date;
}

/** A photo as the fake keeps it: a link to the picked file itself, where the browser can make one. */
function photoOf(file: File): ReviewPhoto {
  const url = typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : file.name;
  return { thumb: url, large: url };
}

/**
 * The review calls in memory, with the server's rules: only while the facts allow, once, 1-5 stars, up to 4
 * jpg/png photos. An accepted review goes into the fake catalogue's list of the product, so the page that
 * reads it again shows it.
 */
export class FakeReviewsGateway implements ReviewsGateway {
  readonly posted: ReviewToPost[] = [];
  private standing: ReviewFacts;

  constructor(
    private readonly options: FakeReviewsOptions = {},
    private readonly catalogue?: FakeCatalogueGateway,
  ) {
    this.standing = options.facts ?? { canComment: true, hasComment: false };
  }

  private async wait(): Promise<void> {
    if (this.options.latency) await new Promise((r) => setTimeout(r, this.options.latency));
  }

  async facts(slug: string): Promise<ReviewFacts | null> {
    void slug;
    await this.wait();
    if (this.options.failingFacts) throw new Error("an_error_occurred");
    return this.standing;
  }

  async post(review: ReviewToPost): Promise<PostedReview> {
    await this.wait();
    const refuse = (code: ErrorCode) => {
      throw new Refused(400, "", code);
    };
    if (this.options.refuseWith) refuse(this.options.refuseWith);
    const checked = validateReview(
      { rating: review.rate, comment: review.comment, photos: review.photos },
      {
        hasBought: this.standing.canComment || this.standing.hasComment,
        hasReviewed: this.standing.hasComment,
      },
    );
    if (!checked.ok) refuse(checked.error.code);
    const photos = validatePhotos(review.photos);
    if (!photos.ok) refuse(photos.error.code);
    this.posted.push(review);
    this.standing = { canComment: false, hasComment: true };
    const kept: PostedReview = {
      rate: review.rate,
      comment: review.comment,
      photos: review.photos.map(photoOf),
    };
    this.catalogue?.addReview(review.productId, {
      author: this.options.author ?? "Demo Xaridor",
      rate: kept.rate,
      text: kept.comment,
      createdAt: (this.options.now?.() ?? new Date()).toISOString(),
      answer: null,
      answeredAt: null,
      photos: kept.photos,
    });
    return kept;
  }
}
