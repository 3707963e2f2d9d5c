import { IDEMPOTENCY_KEY } from "../../../contract/index.ts";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import { found, unwrap } from "../../platform/failure.ts";
import { pageOf } from "../../platform/pagination.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import { requestReturnUrl } from "../../platform/return-url.ts";
import type { OrderViews } from "./order-views.service.ts";
import type { PlaceOrder } from "./place-order.ts";
import type { OrderQuotes } from "./quote-order.ts";

/** The `Idempotency-Key` header: null when absent, a field error when malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): Result<string | null> {
  if (header === undefined) return ok(null);
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && IDEMPOTENCY_KEY.test(value)
    ? ok(value)
    : fail("FIELD.INVALID", { field: "Idempotency-Key" });
}

/** Checkout and the shopper's orders; every answer is one user's, never cached. */
export function ordersRoutes(quotes: OrderQuotes, orders: PlaceOrder, views: OrderViews): RouteTable {
  return [
    route("orderPriceCalculator", async ({ userId, body }) =>
      unwrap(await quotes.priceCalculator(userId, body)),
    ),
    route("checkTakeaway", async ({ query }) => unwrap(await quotes.checkTakeaway(query.district))),
    route("paymentSettings", async () => quotes.paymentSettings()),
    route("promoCheck", async ({ userId, body }) => quotes.checkPromo(userId, body.promo_code)),
    route("orderCreate", async ({ userId, body, request, reply, origin }) => {
      const key = unwrap(idempotencyKeyOf(request.headers["idempotency-key"]));
      const redirect_url = unwrap(requestReturnUrl(body.redirect_url, { origin, request }));
      const placed = unwrap(await orders.place(userId, { ...body, redirect_url }, key));
      reply.code(placed.created ? 201 : 200);
      return placed.answer;
    }),
    route("ordersList", async ({ userId, query }) => views.list(userId, query.status__in, pageOf(query, 10))),
    route("orderDetail", async ({ userId, lang, params }) =>
      found(await views.detail(userId, lang, params.id)),
    ),
    route("btsOrderStatus", async ({ userId, params }) => found(await views.btsStatus(userId, params.id))),
  ];
}
