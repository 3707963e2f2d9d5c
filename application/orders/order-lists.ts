import type { OrderStatus } from "../../contract/enums";

/**
 * The spec's active list is 3,4,5; new (1) and awaiting-payment (2) orders join it, or a shopper would miss
 * the order they have just placed (decision 0008).
 */
export const ACTIVE_LIST_STATUSES: readonly OrderStatus[] = [1, 2, 3, 4, 5];
export const HISTORY_LIST_STATUSES: readonly OrderStatus[] = [0, 6];
export const ORDERS_PAGE_SIZE = 10;
export type OrderList = "active" | "history";
