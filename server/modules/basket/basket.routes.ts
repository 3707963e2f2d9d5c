import { unwrap } from "../../platform/failure.ts";
import { guestBinding, guestOwner, requireOwner, userOwner } from "../../platform/owner.ts";
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
     */
    route("cartProducts", async ({ lang, query, owner, userId, request }) => {
      const guest = guestOwner(query.Fingerprint);
      const bound = request.guestBinding ?? null;
      if (userId !== null && guest && bound !== null && guestBinding(guest) === bound)
        await basket.mergeGuestInto(guest, userOwner(userId));
      return { products: await basket.entries(lang, unwrap(requireOwner(owner))) };
    }),
  ];
}
