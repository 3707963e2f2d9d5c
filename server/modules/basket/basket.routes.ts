import { MERGE_VISITOR_HEADER } from "../../../contract/merge-visitor.ts";
import { unwrap } from "../../platform/failure.ts";
import { cookieGuest, guestBinding, guestOwner, requireOwner, userOwner } from "../../platform/owner.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { BasketService } from "./basket.service.ts";

/** Every answer is one owner's and never cached (apiRoute marks optional calls `private, no-store`). */
export function basketRoutes(basket: BasketService): RouteTable {
  return [
    route("cartUpdate", async ({ body, owner }) => {
      unwrap(await basket.setAmount(unwrap(requireOwner(owner)), body.product, body.amount));
      return {};
    }),

    /**
     * With a bearer token and `?Fingerprint=`, the call right after login: that guest's basket and likes join
     * the user's, but only when it is the browser that signed in (its digest is in the token, decision 0019);
     * any other fingerprint is ignored and its basket left alone, with the same answer shape either way.
     * The storefront cannot name its id (an HttpOnly cookie, decision 0025): it asks with X-Merge-Visitor
     * instead, and the guest is its own cookie's, under the same binding.
     */
    route("cartProducts", async ({ lang, query, owner, userId, request }) => {
      const ownCookie = request.headers[MERGE_VISITOR_HEADER.toLowerCase()] === "1";
      const guest = guestOwner(query.Fingerprint) ?? (ownCookie ? cookieGuest(request) : null);
      const bound = request.guestBinding ?? null;
      if (userId !== null && guest && bound !== null && guestBinding(guest) === bound)
        await basket.mergeGuestInto(guest, userOwner(userId));
      return { products: await basket.entries(lang, unwrap(requireOwner(owner))) };
    }),
  ];
}
