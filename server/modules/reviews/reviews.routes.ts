import { unwrap } from "../../platform/failure.ts";
import { gatherList, PHOTO_REFUSALS } from "../../platform/photo-form.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { ReviewsService } from "./reviews.service.ts";

/** A star widget sends 0 or an empty field when no star was picked: that is a missing rating. */
function withoutEmptyRate(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { rate, ...rest } = body as Record<string, unknown>;
  return rate === "" || rate === "0" || rate === 0 || rate === null ? rest : body;
}

export function reviewsRoutes(reviews: ReviewsService): RouteTable {
  return [
    route(
      "productCommentCreate",
      async ({ body, userId, reply }) => {
        const review = unwrap(
          await reviews.create(userId, {
            product: body.product,
            rate: body.rate,
            comment: body.comment,
            images: body.images,
          }),
        );
        reply.code(201);
        return review;
      },
      {
        normaliseBody: (body) => withoutEmptyRate(gatherList(body, "images")),
        refusals: {
          ...PHOTO_REFUSALS,
          rate: { required: "REVIEW.RATING_REQUIRED", invalid: "REVIEW.RATING_RANGE" },
        },
      },
    ),
  ];
}
