import type { ProductCommentAnswer } from "../../../contract/index.ts";
import { fail, ok, type DomainError, type Result } from "../../../domain/errors.ts";
import { validatePhotoContents } from "../../../domain/photos.ts";
import { validateReview } from "../../../domain/review.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { ReceivedFile } from "../../platform/route.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { ProductRatings } from "../catalogue/index.ts";
import type { ReviewsRepository } from "./reviews.repository.ts";

export interface ReviewsDeps {
  repository: ReviewsRepository;
  transactor: Transactor;
  outbox: Outbox;
  pictures: PictureStore;
  media: MediaUrls;
  ratings: ProductRatings;
  /** Drops this process's shared answers at once; the outbox event tells the other processes. */
  answersChanged: () => void;
  clock: () => Date;
}

export interface ReviewDraft {
  product: number;
  rate: number | undefined;
  comment?: string | undefined;
  /** Files as received; anything else (a JSON body's look-alike) is not a photo. */
  images?: readonly unknown[] | undefined;
}

/** A refusal found inside the transaction, which it rolls back. */
class Refusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

/** The field a review refusal belongs to, so the form can show it there. */
function withField(error: DomainError): DomainError {
  const field = error.code.startsWith("REVIEW.RATING")
    ? "rate"
    : error.code.startsWith("PHOTOS.")
      ? "images"
      : undefined;
  return field ? { code: error.code, params: { ...error.params, field } } : error;
}

const isReceived = (file: unknown): file is ReceivedFile =>
  typeof file === "object" && file !== null && Buffer.isBuffer((file as ReceivedFile).bytes);

/**
 * Writing a review (POST products/comment/): only a buyer whose order holding the product was delivered,
 * once per product; a rating 1-5, optional text, up to 4 jpg/png photos by their content. The review, the
 * product's rate and review count, and the cache event are one transaction.
 */
export class ReviewsService {
  constructor(private readonly deps: ReviewsDeps) {}

  /** For the product page: may this user review it (bought, delivered, not yet reviewed), and did they. */
  async facts(userId: number, productId: number): Promise<{ canComment: boolean; hasComment: boolean }> {
    const { deliveredOrderId, reviewed } = await this.deps.repository.reviewer(userId, productId);
    return { canComment: deliveredOrderId !== null && !reviewed, hasComment: reviewed };
  }

  async create(userId: number, draft: ReviewDraft): Promise<Result<ProductCommentAnswer>> {
    const { repository, pictures } = this.deps;
    if (!(await repository.productExists(draft.product))) return fail("GENERIC.NOT_FOUND");
    const reviewer = await repository.reviewer(userId, draft.product);
    const checked = validateReview(
      { rating: draft.rate, comment: draft.comment ?? "" },
      { hasBought: reviewer.deliveredOrderId !== null, hasReviewed: reviewer.reviewed },
    );
    if (!checked.ok) return { ok: false, error: withField(checked.error) };
    const files = draft.images ?? [];
    if (!files.every(isReceived)) return fail("PHOTOS.WRONG_FORMAT", { field: "images" });
    const contents = validatePhotoContents(files.map((f) => f.bytes.subarray(0, 12)));
    if (!contents.ok) return { ok: false, error: withField(contents.error) };

    // Decoded, turned upright, stripped of their metadata and kept as WebP before the transaction; a photo
    // whose bytes only start like a picture fails here, and nothing is kept.
    const names = await Promise.all(files.map((f) => pictures.save("reviews", f.bytes)));
    const kept = names.filter((n): n is string => n !== null);
    const forget = () => Promise.all(kept.map((n) => pictures.remove("reviews", n)));
    if (kept.length < names.length) {
      await forget();
      return fail("PHOTOS.WRONG_FORMAT", { field: "images" });
    }

    const { rate, comment } = checked.value;
    let id: number;
    try {
      id = await this.deps.transactor.run(async (tx) => {
        if (!(await this.deps.ratings.lock(tx, draft.product)))
          throw new Refusal({ code: "GENERIC.NOT_FOUND" });
        const row = await repository.insert(tx, {
          productId: draft.product,
          userId,
          orderId: reviewer.deliveredOrderId!,
          rate,
          comment: comment === "" ? null : comment,
          photos: kept,
          at: this.deps.clock(),
        });
        if (!row) throw new Refusal({ code: "REVIEW.ALREADY_LEFT" });
        await this.deps.ratings.recount(tx, draft.product);
        await this.deps.outbox.add(tx, "cache.invalidate", { scope: "answers" });
        return row.id;
      });
    } catch (error) {
      await forget();
      if (error instanceof Refusal) return { ok: false, error: error.error };
      throw error;
    }
    this.deps.answersChanged();
    return ok({
      id,
      product: draft.product,
      rate,
      comment: comment === "" ? null : comment,
      images: kept.map((name) => this.deps.media.imageSet("reviews", name)),
    });
  }
}
