import { OrderStatus } from "../../../domain/order.ts";
import type { OrderStatusChanged } from "../../platform/outbox.port.ts";
import type { OrderNews } from "./sms.port.ts";

/**
 * Which moves of an order text its shopper, whoever made them: approved (an operator's approval, or an online
 * payment arriving), on the way, delivered, and cancelled by anyone but the shopper (an operator, a refund,
 * the unpaid timeout). The shopper's own cancel and the shop's internal steps send nothing.
 */
export function orderNewsOf(move: Pick<OrderStatusChanged, "status" | "actor">): OrderNews | null {
  switch (move.status) {
    case OrderStatus.APPROVED:
      return "order_approved";
    case OrderStatus.ON_THE_WAY:
      return "order_on_the_way";
    case OrderStatus.DELIVERED:
      return "order_delivered";
    case OrderStatus.CANCELLED:
      return move.actor === "shopper" ? null : "order_cancelled";
    default:
      return null;
  }
}
