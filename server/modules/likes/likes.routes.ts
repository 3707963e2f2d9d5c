import { unwrap } from "../../platform/failure.ts";
import { requireOwner } from "../../platform/owner.ts";
import { pageOf } from "../../platform/pagination.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { LikesService } from "./likes.service.ts";

/** Every answer here is one owner's: never cached (apiRoute marks optional calls private). */
export function likesRoutes(likes: LikesService): RouteTable {
  return [
    route("likesList", async ({ lang, query, owner, paginate }) => {
      const page = pageOf(query);
      const { results, total } = await likes.list(lang, unwrap(requireOwner(owner)), page);
      return paginate(results, total, page);
    }),

    route("like", async ({ params, owner }) => {
      unwrap(await likes.like(unwrap(requireOwner(owner)), params.id));
      return {};
    }),

    route("unlike", async ({ params, owner }) => {
      await likes.unlike(unwrap(requireOwner(owner)), params.id);
      return {};
    }),
  ];
}
