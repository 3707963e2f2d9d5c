import { isLanguage } from "../../../domain/language.ts";
import type { OrderEvent, StatusLogEntry } from "../../../domain/order-status.ts";
import type { OrderStatusChanged, StockMove } from "../../platform/outbox.port.ts";
import type { LockedOrder } from "./order-rows.ts";

/** The `orders.status_changed` event of a move just made, in the move's own transaction. */
export function statusChanged(
  order: LockedOrder,
  entry: StatusLogEntry & { event: OrderEvent },
  stockReturned: StockMove[],
): OrderStatusChanged {
  return {
    orderId: order.id,
    userId: order.userId,
    phone: order.phone,
    lang: isLanguage(order.language) ? order.language : "ru",
    previous: entry.previous,
    status: entry.status,
    event: entry.event,
    actor: entry.actor,
    at: entry.at.toISOString(),
    deliveryType: order.deliveryType,
    cashbackUsed: Number(order.cashbackUsed),
    cashbackEarned: Number(order.cashbackEarned),
    goodsPaid: Number(order.total) - Number(order.deliveryPrice),
    stockReturned,
  };
}
