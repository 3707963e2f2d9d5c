import type { ReviewsGateway } from "../../application/reviews/reviews.port";
import type { PostedReview, ReviewFacts, ReviewToPost } from "../../application/reviews/reviews.types";
import { type ApiClient, orNull } from "./api-client";
import { toReviewPhoto } from "./catalogue.mapper";

/** POST products/comment/ and the product page's review facts (shared/spec/api-contract.md, "Catalogue"). */
export class HttpReviewsGateway implements ReviewsGateway {
  constructor(private readonly api: ApiClient) {}

  async facts(slug: string): Promise<ReviewFacts | null> {
    const w = await orNull(this.api.call("productDetail", { params: { slug } }));
    return w && { canComment: w.can_comment, hasComment: w.has_comment };
  }

  async post(review: ReviewToPost): Promise<PostedReview> {
    const body = {
      product: review.productId,
      rate: review.rate,
      // An empty text is not sent: the server keeps no text rather than "".
      comment: review.comment === "" ? undefined : review.comment,
      images: review.photos.length > 0 ? [...review.photos] : undefined,
    };
    const w = await this.api.call("productCommentCreate", { body });
    return {
      rate: w.rate,
      comment: w.comment ?? "",
      photos: (w.images ?? []).flatMap((ref) => {
        const photo = toReviewPhoto(ref);
        return photo ? [photo] : [];
      }),
    };
  }
}
