import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";
// An answer may be as long as a review's own text (docs/decisions/0014-reviews-and-photos.md).
import { REVIEW_TEXT_MAX } from "../../../domain/review.ts";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { found } from "../../platform/failure.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { AdminReviewRow, AdminReviewsRepository } from "./admin-reviews.repository.ts";
import { bodyOf, idOf, invalid, iso, langOf, listPage, pageOf, queryOf, required } from "./admin-input.ts";

/** Reviews to answer, and the answer shown under the review on the product page. */
export function registerAdminReviews(
  app: FastifyInstance,
  deps: {
    reviews: AdminReviewsRepository;
    media: MediaUrls;
    transactor: Transactor;
    outbox: Outbox;
    answersChanged: () => void;
    clock: () => Date;
    publicUrl: string;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { reviews, media, guard } = deps;
  const view = (r: AdminReviewRow) => ({
    id: r.id,
    product: { id: r.productId, slug: r.slug, title: r.title },
    author: r.author,
    rate: r.rate,
    comment: r.comment,
    images: r.photos.map((name) => media.imageSet("reviews", name)),
    created_at: iso(r.createdAt),
    answer: r.answer,
    answered_at: iso(r.answeredAt),
  });

  app.get(routePath(adminEndpoints.adminReviews.path), { preHandler: guard }, async (request) => {
    const query = queryOf(request);
    const answered = query.answered;
    if (answered !== undefined && answered !== "" && answered !== "true" && answered !== "false")
      throw invalid("answered");
    const page = pageOf(query);
    const flag = answered === "true" ? true : answered === "false" ? false : null;
    const { rows, total } = await reviews.page(langOf(request), flag, page.page, page.size);
    return listPage(request, deps.publicUrl, rows.map(view), total, page);
  });

  app.post<{ Params: { id: string } }>(
    routePath(adminEndpoints.adminReviewAnswer.path),
    { preHandler: guard },
    async (request) => {
      const id = idOf(request.params.id);
      const text = bodyOf(request).answer;
      if (text === undefined || text === null) throw required("answer");
      if (typeof text !== "string" || text.trim().length > REVIEW_TEXT_MAX) throw invalid("answer");
      // An empty answer takes the shop's answer away.
      const answer = text.trim() === "" ? null : text.trim();
      const row = await deps.transactor.run(async (tx) => {
        const answered = found(await reviews.answer(tx, langOf(request), id, answer, deps.clock()));
        // The product's review list is a cached public answer; every process drops it.
        await deps.outbox.add(tx, "cache.invalidate", { scope: "answers" });
        return answered;
      });
      deps.answersChanged();
      return view(row);
    },
  );
}
