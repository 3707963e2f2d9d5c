import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DeliveryType, OrderStatus, isOrderStatus } from "../../../domain/order";
import {
  FINAL_STATUSES,
  ORDER_ACTORS,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  canTransition,
  initialStatus,
  isFinalStatus,
  placedEntry,
  returnsGoods,
  transition,
  type OrderState,
} from "../../../domain/order-status";

const AT = new Date("2026-03-01T10:00:00Z");
const S = OrderStatus;
const step = fc.record({
  event: fc.constantFrom(...ORDER_EVENTS),
  actor: fc.constantFrom(...ORDER_ACTORS),
});
const start = fc.record({
  online: fc.boolean(),
  deliveryType: fc.constantFrom(DeliveryType.BTS_BRANCH, DeliveryType.COURIER, DeliveryType.PICKUP),
});

describe("the order's state machine", () => {
  it("starts a cash order new and an online one awaiting payment", () => {
    expect(initialStatus(false)).toBe(S.NEW);
    expect(initialStatus(true)).toBe(S.AWAITING_PAYMENT);
    expect(placedEntry(S.NEW, AT)).toEqual({
      status: 1,
      previous: null,
      event: "place",
      actor: "shopper",
      at: AT,
    });
  });

  it("lets the shopper cancel only before approval, the operator until delivery", () => {
    const order = (status: OrderStatus): OrderState => ({ status, deliveryType: DeliveryType.COURIER });
    expect(transition(order(S.NEW), "cancel", "shopper", AT)).toEqual({
      ok: true,
      value: { status: S.CANCELLED, previous: S.NEW, event: "cancel", actor: "shopper", at: AT },
    });
    expect(canTransition(order(S.AWAITING_PAYMENT), "cancel", "shopper")).toBe(true);
    for (const s of [S.APPROVED, S.IN_DELIVERY, S.ON_THE_WAY, S.DELIVERED, S.CANCELLED]) {
      const r = transition(order(s), "cancel", "shopper", AT);
      expect(r.ok ? null : r.error.code, `shopper cancels ${s}`).toBe("ORDER.STATUS_LOCKED");
    }
    for (const s of [S.NEW, S.AWAITING_PAYMENT, S.APPROVED, S.IN_DELIVERY, S.ON_THE_WAY]) {
      expect(canTransition(order(s), "cancel", "operator")).toBe(true);
    }
    expect(canTransition(order(S.DELIVERED), "cancel", "operator")).toBe(false);
  });

  it("moves a paid order on only by the payment, an unpaid one off only by the timeout", () => {
    const awaiting: OrderState = { status: S.AWAITING_PAYMENT, deliveryType: DeliveryType.BTS_BRANCH };
    expect(canTransition(awaiting, "pay", "payment")).toBe(true);
    expect(canTransition(awaiting, "pay", "operator")).toBe(false);
    expect(canTransition(awaiting, "approve", "operator")).toBe(false);
    expect(canTransition(awaiting, "expire", "system")).toBe(true);
    expect(canTransition({ ...awaiting, status: S.NEW }, "expire", "system")).toBe(false);
  });

  it("lets the payment refund an approved order and cancel nothing", () => {
    const order = (status: OrderStatus): OrderState => ({ status, deliveryType: DeliveryType.COURIER });
    const refund = transition(order(S.APPROVED), "refund", "payment", AT);
    expect(refund.ok && refund.value).toEqual({
      status: S.CANCELLED,
      previous: S.APPROVED,
      event: "refund",
      actor: "payment",
      at: AT,
    });
    expect(refund.ok && returnsGoods(refund.value)).toBe(true);
    // A declined payment leaves the order waiting for another try: only the unpaid timeout cancels it.
    expect(canTransition(order(S.AWAITING_PAYMENT), "cancel", "payment")).toBe(false);
    for (const s of [S.NEW, S.IN_DELIVERY, S.ON_THE_WAY, S.DELIVERED, S.CANCELLED]) {
      expect(canTransition(order(s), "refund", "payment"), `refund ${s}`).toBe(false);
    }
    expect(canTransition(order(S.NEW), "cancel", "payment")).toBe(false);
    expect(canTransition(order(S.APPROVED), "cancel", "payment")).toBe(false);
    for (const actor of ["shopper", "operator", "system"] as const) {
      expect(canTransition(order(S.APPROVED), "refund", actor)).toBe(false);
    }
  });

  it("walks the operator's path 1 → 3 → 4 → 5 → 6, and hands a pick-up over from 3", () => {
    let state: OrderState = { status: S.NEW, deliveryType: DeliveryType.COURIER };
    for (const [event, to] of [
      ["approve", S.APPROVED],
      ["dispatch", S.IN_DELIVERY],
      ["depart", S.ON_THE_WAY],
      ["deliver", S.DELIVERED],
    ] as const) {
      const r = transition(state, event, "operator", AT);
      expect(r.ok && r.value.status).toBe(to);
      state = { ...state, status: to };
    }
    expect(
      canTransition({ status: S.APPROVED, deliveryType: DeliveryType.PICKUP }, "deliver", "operator"),
    ).toBe(true);
    expect(
      canTransition({ status: S.APPROVED, deliveryType: DeliveryType.COURIER }, "deliver", "operator"),
    ).toBe(false);
  });

  it("gives goods back exactly when an order becomes cancelled", () => {
    const r = transition({ status: S.APPROVED, deliveryType: 1 }, "cancel", "operator", AT);
    expect(r.ok && returnsGoods(r.value)).toBe(true);
    const d = transition({ status: S.APPROVED, deliveryType: 1 }, "dispatch", "operator", AT);
    expect(d.ok && returnsGoods(d.value)).toBe(false);
  });

  it("never reaches an undefined status, never leaves a final one, accepts only listed moves", () => {
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 40 }), ({ online, deliveryType }, events) => {
        let state: OrderState = { status: initialStatus(online), deliveryType };
        for (const { event, actor } of events) {
          const r = transition(state, event, actor, AT);
          if (isFinalStatus(state.status)) {
            expect(r.ok).toBe(false);
            continue;
          }
          if (!r.ok) {
            expect(r.error.code).toBe("ORDER.STATUS_LOCKED");
            expect(canTransition(state, event, actor)).toBe(false);
            continue;
          }
          expect(isOrderStatus(r.value.status)).toBe(true);
          expect(r.value.previous).toBe(state.status);
          expect(r.value.at).toBe(AT);
          const listed = ORDER_TRANSITIONS.some(
            (t) =>
              t.event === event &&
              t.actors.includes(actor) &&
              t.from.includes(state.status) &&
              t.to === r.value.status &&
              (t.deliveryTypes === undefined || t.deliveryTypes.includes(deliveryType)),
          );
          expect(listed).toBe(true);
          state = { ...state, status: r.value.status };
        }
      }),
      { numRuns: 500 },
    );
  });

  it("has a table that is deterministic and never leaves a final status", () => {
    for (const t of ORDER_TRANSITIONS) {
      for (const from of t.from) expect(FINAL_STATUSES).not.toContain(from);
    }
    for (const status of Object.values(S)) {
      for (const deliveryType of [1, 2, 3] as const) {
        for (const event of ORDER_EVENTS) {
          for (const actor of ORDER_ACTORS) {
            const targets = new Set(
              ORDER_TRANSITIONS.filter(
                (t) =>
                  t.event === event &&
                  t.actors.includes(actor) &&
                  t.from.includes(status) &&
                  (t.deliveryTypes === undefined || t.deliveryTypes.includes(deliveryType)),
              ).map((t) => t.to),
            );
            expect(targets.size).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});
