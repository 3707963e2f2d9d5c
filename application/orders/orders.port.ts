import type { OrderStatus } from "../../contract/enums";
import type { OrderDetail, OrdersPage } from "./orders.types";

/** The signed-in shopper's orders over /api/v1; another shopper's order reads as missing. */
export const OrdersGateway = Symbol("OrdersGateway");
export interface OrdersGateway {
  /** Pages start at 1; `statuses` is the list's filter (3,4,5 active; 0,6 history). */
  orders(statuses: readonly OrderStatus[], page: number, size: number): Promise<OrdersPage>;
  /** Null when there is no such order of this shopper. */
  order(id: number): Promise<OrderDetail | null>;
}
