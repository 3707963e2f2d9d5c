import { found } from "../../platform/failure.ts";
import { pageOf } from "../../platform/pagination.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { LoyaltyService } from "./loyalty.service.ts";

/** About two phone screens of rows; the shopper asks for more. */
const HISTORY_PAGE_SIZE = 20;

/** One user's balances and history: never cached (the call needs a token). */
export function loyaltyRoutes(loyalty: LoyaltyService): RouteTable {
  return [
    route("accountBalance", async ({ userId, query, paginate }) => {
      const page = pageOf(query, HISTORY_PAGE_SIZE);
      const view = found(await loyalty.balance(userId, page));
      return { ...view.balances, history: paginate(view.entries, view.total, page) };
    }),
  ];
}
