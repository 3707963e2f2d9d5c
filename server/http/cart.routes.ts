import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { cartEntries, mergeGuestInto, setCartAmount } from "../application/shopper/cart.ts";
import { apiRoute } from "./api-route.ts";
import { detailError, notFound } from "./errors.ts";
import { ownerOf } from "./likes.routes.ts";
import { guestOwner } from "./owner.ts";

/**
 * The basket of a user or a guest. Quantities are stored, prices never: each answer prices the lines from the
 * products table. Every answer is one owner's and never cached (apiRoute marks optional calls `private, no-store`).
 */
export function cartRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "cartUpdate", async ({ body, owner }) => {
    const result = await setCartAmount(s, ownerOf(owner), body.product, body.amount);
    if (!result.ok && result.reason === "not_found") throw notFound();
    if (!result.ok && result.reason === "over_stock") throw detailError("CART.OVER_STOCK", "OVER_STOCK", { stock: result.stock });
    return {};
  });

  /** With a bearer token and `?Fingerprint=`, the call right after login: that guest's basket and likes join the user's. */
  apiRoute(app, s, "cartProducts", async ({ lang, query, owner, userId }) => {
    const guest = guestOwner(query.Fingerprint);
    if (userId !== null && guest) await mergeGuestInto(s, guest, `u:${userId}`);
    return { products: await cartEntries(s, lang, ownerOf(owner)) };
  });
}
