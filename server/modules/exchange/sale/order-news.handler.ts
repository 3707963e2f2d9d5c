import type { OrderPlaced, OrderStatusChanged, OutboxSubscriber } from "../../../platform/outbox.port.ts";
import type { SaleRepository } from "./sale.repository.ts";

/**
 * The exchange's reactions to the orders module's events: a placed or moved order is owed to 1C (again) at
 * its next mode=query; a move 1C itself asked for is not sent back to it. Handled at least once, so a
 * repeated event, which carries the same time, changes nothing.
 */
export function orderNewsHandlers(repository: SaleRepository) {
  return {
    "orders.placed": (placed: OrderPlaced) => repository.changed(placed.orderId, placed.at),
    "orders.status_changed": async (move: OrderStatusChanged) => {
      if (!(await repository.takeEcho(move.orderId, move.at)))
        await repository.changed(move.orderId, move.at);
    },
  } satisfies OutboxSubscriber;
}
