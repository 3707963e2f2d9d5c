import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { OPERATOR_MOVES } from "../../../contract/admin-orders.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { Courier } from "../../../contract/index.ts";
import { preferredLanguage } from "../../../domain/language.ts";
import type { DeliveryType } from "../../../domain/order.ts";
import { canTransition, type OrderEvent } from "../../../domain/order-status.ts";
import { failure, found, unwrap } from "../../platform/failure.ts";
import type { StaffOrders } from "../orders/index.ts";
import { orderFilterOf, staffPageOf } from "./admin-filters.ts";

export const ADMIN_PATH = "/api/v1/admin";

export { OPERATOR_MOVES };
type OperatorMove = (typeof OPERATOR_MOVES)[number];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function requiredText(body: Json, field: string, max: number, path = field): string {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))
    throw failure("FIELD.REQUIRED", { field: path });
  if (typeof value !== "string" || value.length > max) throw failure("FIELD.INVALID", { field: path });
  return value.trim();
}

/** A dispatch's courier: name, phone and car number, each required. */
function courierOf(body: Json): Courier {
  const c = body.courier;
  if (!isObject(c)) throw failure("FIELD.REQUIRED", { field: "courier" });
  return {
    full_name: requiredText(c, "name", 200, "courier.name"),
    role_name: "courier",
    contact_phone: requiredText(c, "phone", 30, "courier.phone"),
    car_number: requiredText(c, "car_number", 20, "courier.car_number"),
  };
}

/**
 * The order queue and the operator's moves (docs/decisions/0013-back-office.md); every route behind the staff
 * guard of its permission. What a move texts the shopper is the notifications module's rule, the same for
 * every path (docs/decisions/0026-order-lifecycle-events.md).
 */
export function registerAdminOrders(
  app: FastifyInstance,
  deps: {
    orders: StaffOrders;
    read: preHandlerAsyncHookHandler;
    move: preHandlerAsyncHookHandler;
  },
) {
  const { orders } = deps;

  app.get(routePath(adminEndpoints.adminOrders.path), { preHandler: deps.read }, async (request) => {
    const query = (request.query ?? {}) as Json;
    return orders.list(
      orderFilterOf(query),
      staffPageOf(query),
      preferredLanguage(request.headers["accept-language"]),
    );
  });

  app.get<{ Params: { id: string } }>(
    routePath(adminEndpoints.adminOrder.path),
    { preHandler: deps.read },
    async (request) => {
      const id = orderIdOf(request.params.id);
      const lang = preferredLanguage(request.headers["accept-language"]);
      const [detail, shopper, state] = await Promise.all([
        orders.detail(lang, id),
        orders.shopperOf(id),
        orders.state(id),
      ]);
      const order = found(detail);
      const moves = state
        ? OPERATOR_MOVES.filter((event) =>
            canTransition(
              { status: state.status, deliveryType: state.deliveryType as DeliveryType },
              event,
              "operator",
            ),
          )
        : [];
      return {
        ...order,
        shopper: shopper && { id: shopper.userId, full_name: shopper.fullName, phone: shopper.phone },
        moves,
      };
    },
  );

  app.post<{ Params: { id: string; move: string } }>(
    routePath(adminEndpoints.adminOrderMove.path),
    { preHandler: deps.move },
    async (request) => {
      const id = orderIdOf(request.params.id);
      const event = request.params.move as OperatorMove;
      if (!(OPERATOR_MOVES as readonly string[]).includes(event)) throw failure("GENERIC.ROUTE_NOT_FOUND");
      const body = isObject(request.body) ? request.body : {};
      const courier = event === "dispatch" ? courierOf(body) : undefined;
      const description = event === "cancel" ? requiredText(body, "reason", 500) : undefined;
      const entry = unwrap(
        await orders.move(id, event satisfies OrderEvent, {
          ...(courier ? { courier } : {}),
          ...(description ? { description } : {}),
        }),
      );
      return {
        id,
        status: entry.status,
        previous: entry.previous,
        event: entry.event,
        at: entry.at.toISOString(),
      };
    },
  );
}

function orderIdOf(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw failure("GENERIC.NOT_FOUND");
  return id;
}
