import { failure, unwrap } from "../../../platform/failure.ts";
import { route, type RouteTable } from "../../../platform/route.ts";
import type { SavedCardsService } from "./saved-cards.service.ts";

/**
 * The contract's Cards calls that change cards (the list is the accounts module's `cardsList`, reading the
 * same table); every answer is one shopper's, never cached. Without a Subscribe API (no
 * PAYME_SUBSCRIBE_URL and no sandbox) each answers PAYMENT.UNAVAILABLE.
 */
export function savedCardsRoutes(service: SavedCardsService | null): RouteTable {
  const cards = () => {
    if (!service) throw failure("PAYMENT.UNAVAILABLE");
    return service;
  };
  return [
    route("cardCreate", async ({ userId, body }) => unwrap(await cards().create(userId, body)), {
      guarded: true,
    }),
    route(
      "cardVerify",
      async ({ userId, params, body }) => unwrap(await cards().verify(userId, params.id, body.code)),
      { guarded: true },
    ),
    route("cardRemove", async ({ userId, params }) => {
      unwrap(await cards().remove(userId, params.id));
      return { success: true };
    }),
  ];
}
