import { OrderStatus } from "../../../../domain/order.ts";
import { ORDER_TRANSITIONS, type OrderEvent, type OrderState } from "../../../../domain/order-status.ts";

/** How far along its life an order is; a cancel is not along it. */
const RANK: Record<OrderStatus, number> = { 0: -1, 1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4 };

/**
 * The operator's next move that takes the order towards the status 1C says it has reached, through the
 * order state machine only (domain/order-status.ts): the furthest allowed step not past it. Null when it is
 * there, when 1C is behind the shop (nothing goes back), or when no operator move leads on (an online order
 * still waiting for its payment).
 */
export function nextMove(state: OrderState, target: OrderStatus): OrderEvent | null {
  if (state.status === target) return null;
  const moves = ORDER_TRANSITIONS.filter(
    (t) =>
      t.actors.includes("operator") &&
      t.from.includes(state.status) &&
      (t.deliveryTypes === undefined || t.deliveryTypes.includes(state.deliveryType)),
  );
  if (target === OrderStatus.CANCELLED) return moves.find((t) => t.event === "cancel")?.event ?? null;
  const onward = moves
    .filter(
      (t) => t.to !== OrderStatus.CANCELLED && RANK[t.to] > RANK[state.status] && RANK[t.to] <= RANK[target],
    )
    .sort((a, b) => RANK[b.to] - RANK[a.to]);
  return onward[0]?.event ?? null;
}
