import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { like, likedCards, unlike } from "../application/shopper/likes.ts";
import { apiRoute } from "./api-route.ts";
import { detailError, notFound } from "./errors.ts";
import { pageOf, paginate } from "./pagination.ts";

/** Likes belong to their owner (user or fingerprint); without either there is nobody to keep them for. */
export function ownerOf(owner: string | null): string {
  if (!owner) throw detailError("OWNER.REQUIRED", "NO_OWNER");
  return owner;
}

/**
 * Liking, unliking and the liked products. Both writes are idempotent and drop the owner from the likes index, so
 * the next card answer's `is_liked` is right at once. Every answer here is one owner's: never cached (apiRoute).
 */
export function likeRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "likesList", async ({ request, lang, query, owner }) => {
    const { page, size } = pageOf(query);
    const { results, total } = await likedCards(s, lang, ownerOf(owner), page, size);
    return paginate(request, s.config, results, total, page, size);
  });

  apiRoute(app, s, "like", async ({ params, owner }) => {
    if (!(await like(s, ownerOf(owner), params.id))) throw notFound();
    return {};
  });

  apiRoute(app, s, "unlike", async ({ params, owner }) => {
    await unlike(s, ownerOf(owner), params.id);
    return {};
  });
}
