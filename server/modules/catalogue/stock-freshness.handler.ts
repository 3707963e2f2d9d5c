import type {
  CacheInvalidation,
  CatalogueChanged,
  OrderPlaced,
  OrderStatusChanged,
  OutboxSubscriber,
} from "../../platform/outbox.port.ts";

/**
 * The catalogue's reactions to what moves its products: the cached answers that show a product whose stock
 * an order took or gave back are dropped in every process (and only those); a staff change of anything
 * that can move a product between lists (price, titles) drops every answer and has every process read the
 * product again for its list totals (ListFacts).
 */
export function stockFreshnessHandlers(invalidate: (message: CacheInvalidation) => Promise<void>) {
  const drop = (ids: number[]) =>
    ids.length > 0 ? invalidate({ scope: "products", ids }) : Promise.resolve();
  return {
    "orders.placed": (placed: OrderPlaced) => drop(placed.stockTaken.map((l) => l.productId)),
    "orders.status_changed": (move: OrderStatusChanged) => drop(move.stockReturned.map((l) => l.productId)),
    "catalogue.changed": (change: CatalogueChanged) =>
      change.kind === "stock"
        ? drop(change.productIds)
        : change.kind === "tree"
          ? invalidate({ scope: "catalogue" })
          : invalidate({ scope: "lists", ids: change.productIds }),
  } satisfies OutboxSubscriber;
}
