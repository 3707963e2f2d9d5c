import { fail, ok, type Result } from "./errors.ts";
import { DeliveryType, OrderStatus } from "./order.ts";

/**
 * The order's life as a state machine (docs/decisions/0007-checkout-rules.md, section 6). Every change of
 * status goes through `transition`, which says whether the actor may make it and returns the status-log entry
 * to write; nothing else moves an order.
 */
export const ORDER_EVENTS = [
  "approve",
  "pay",
  "expire",
  "cancel",
  "refund",
  "dispatch",
  "depart",
  "deliver",
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** shopper: the order's owner; payment: a provider's confirmed callback; system: the unpaid timeout. */
export const ORDER_ACTORS = ["shopper", "operator", "payment", "system"] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface Transition {
  readonly event: OrderEvent;
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly actors: readonly OrderActor[];
  /** Only for orders of these delivery types; every type when absent. */
  readonly deliveryTypes?: readonly DeliveryType[];
}

const S = OrderStatus;

/** The whole table: a transition not listed here does not exist. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { event: "approve", from: [S.NEW], to: S.APPROVED, actors: ["operator"] },
  { event: "pay", from: [S.AWAITING_PAYMENT], to: S.APPROVED, actors: ["payment"] },
  { event: "expire", from: [S.AWAITING_PAYMENT], to: S.CANCELLED, actors: ["system"] },
  { event: "cancel", from: [S.NEW, S.AWAITING_PAYMENT], to: S.CANCELLED, actors: ["shopper", "operator"] },
  // The provider gave a paid order's money back; only before the goods have left the shop.
  { event: "refund", from: [S.APPROVED], to: S.CANCELLED, actors: ["payment"] },
  {
    event: "cancel",
    from: [S.APPROVED, S.IN_DELIVERY, S.ON_THE_WAY],
    to: S.CANCELLED,
    actors: ["operator"],
  },
  { event: "dispatch", from: [S.APPROVED], to: S.IN_DELIVERY, actors: ["operator"] },
  { event: "depart", from: [S.IN_DELIVERY], to: S.ON_THE_WAY, actors: ["operator"] },
  { event: "deliver", from: [S.ON_THE_WAY], to: S.DELIVERED, actors: ["operator"] },
  // A pick-up order is handed over at the counter once approved.
  {
    event: "deliver",
    from: [S.APPROVED],
    to: S.DELIVERED,
    actors: ["operator"],
    deliveryTypes: [DeliveryType.PICKUP],
  },
];

export const FINAL_STATUSES: readonly OrderStatus[] = [S.CANCELLED, S.DELIVERED];

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** A cash order waits for the shop's approval; any other waits for its payment. */
export function initialStatus(online: boolean): OrderStatus {
  return online ? S.AWAITING_PAYMENT : S.NEW;
}

export interface OrderState {
  readonly status: OrderStatus;
  readonly deliveryType: DeliveryType;
}

/** One row of the order's status log. */
export interface StatusLogEntry {
  readonly status: OrderStatus;
  readonly previous: OrderStatus | null;
  readonly event: OrderEvent | "place";
  readonly actor: OrderActor;
  readonly at: Date;
}

/** The log entry of a newly placed order: it is the shopper who placed it. */
export function placedEntry(status: OrderStatus, at: Date): StatusLogEntry {
  return { status, previous: null, event: "place", actor: "shopper", at };
}

function findTransition(order: OrderState, event: OrderEvent, actor: OrderActor): Transition | undefined {
  return ORDER_TRANSITIONS.find(
    (t) =>
      t.event === event &&
      t.from.includes(order.status) &&
      t.actors.includes(actor) &&
      (t.deliveryTypes === undefined || t.deliveryTypes.includes(order.deliveryType)),
  );
}

/**
 * Moves the order by `event` on behalf of `actor` at `at`: the new status and its log entry, or
 * ORDER.STATUS_LOCKED when the table has no such move from this status for this actor.
 */
export function transition(
  order: OrderState,
  event: OrderEvent,
  actor: OrderActor,
  at: Date,
): Result<StatusLogEntry> {
  const found = findTransition(order, event, actor);
  if (!found) return fail("ORDER.STATUS_LOCKED", { status: order.status });
  return ok({ status: found.to, previous: order.status, event, actor, at });
}

/** Whether `actor` may make `event` now: what a screen asks before offering the button. */
export function canTransition(order: OrderState, event: OrderEvent, actor: OrderActor): boolean {
  return findTransition(order, event, actor) !== undefined;
}

/** Cancelling gives back what the order took (stock, cashback, the promo use); nothing else does. */
export function returnsGoods(entry: StatusLogEntry): boolean {
  return entry.status === S.CANCELLED && entry.previous !== null && entry.previous !== S.CANCELLED;
}
