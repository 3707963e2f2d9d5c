import { array, assign, enums, nullable, number, optional, string, type } from "superstruct";
import { defineEndpoints } from "./endpoint.ts";
import { OrderDetail } from "./orders.ts";
import { IntFromText } from "./scalars.ts";

/** The operator's moves, in the order a delivery takes them (domain/order-status.ts decides each). */
export const OPERATOR_MOVES = ["approve", "dispatch", "depart", "deliver", "cancel"] as const;

const Contact = type({ full_name: nullable(string()), phone: nullable(string()) });

export const StaffQueueRow = type({
  id: number(),
  status: number(),
  delivery_type: number(),
  payment_type: nullable(number()),
  product_count: number(),
  order_price: string(),
  receiver_fish: nullable(string()),
  receiver_phone: nullable(string()),
  address: nullable(string()),
  shopper: nullable(Contact),
  created_at: nullable(string()),
});

/** An order as staff see it: the shopper's own detail, who placed it, and the moves open to an operator. */
export const StaffOrderDetail = assign(
  OrderDetail,
  type({
    shopper: optional(nullable(type({ full_name: string(), phone: string() }))),
    moves: array(enums(OPERATOR_MOVES)),
  }),
);

export const adminOrderEndpoints = defineEndpoints({
  /** The order queue, newest first; `status` is a comma list, `from` and `to` Tashkent days (YYYY-MM-DD). */
  adminOrders: {
    method: "GET",
    path: "admin/orders/",
    query: type({
      status: optional(string()),
      from: optional(string()),
      to: optional(string()),
      delivery_type: optional(number()),
      payment_type: optional(number()),
      page: optional(number()),
      size: optional(number()),
    }),
    answer: type({ total: number(), total_pages: number(), results: array(StaffQueueRow) }),
    auth: "required",
    permission: "orders.read",
  },
  adminOrder: {
    method: "GET",
    path: "admin/orders/{id}/",
    params: type({ id: IntFromText }),
    answer: StaffOrderDetail,
    auth: "required",
    permission: "orders.read",
  },
  /** A move through the order's state machine: a dispatch names the courier, a cancel its reason. */
  adminOrderMove: {
    method: "POST",
    path: "admin/orders/{id}/{move}/",
    params: type({ id: IntFromText, move: enums(OPERATOR_MOVES) }),
    body: type({
      courier: optional(type({ name: string(), phone: string(), car_number: string() })),
      reason: optional(string()),
    }),
    answer: type({
      id: number(),
      status: number(),
      previous: nullable(number()),
      event: string(),
      at: string(),
    }),
    auth: "required",
    permission: "orders.move",
  },
});
