import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTiyinAmount, somToTiyin } from "../../../domain/money";
import {
  CANCEL_REASONS,
  PAYMENT_STATES,
  PAYMENT_TIMEOUT_MS,
  PaymentState,
  applyPaymentEvent,
  createTransaction,
  isExpired,
  type PaymentEvent,
  type PaymentTransaction,
} from "../../../domain/payment-transaction";

const T0 = Date.UTC(2026, 2, 1, 10);
const HOUR = 3_600_000;

const event: fc.Arbitrary<PaymentEvent> = fc.oneof(
  fc.record({ type: fc.constant("perform" as const), at: fc.integer({ min: T0, max: T0 + 24 * HOUR }) }),
  fc.record({
    type: fc.constant("cancel" as const),
    at: fc.integer({ min: T0, max: T0 + 24 * HOUR }),
    reason: fc.constantFrom(...CANCEL_REASONS),
  }),
  fc.record({ type: fc.constant("timeout" as const), at: fc.integer({ min: T0, max: T0 + 24 * HOUR }) }),
);
const run = fc.record({
  amount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  events: fc.array(event, { maxLength: 30 }),
});

function walk(
  amount: number,
  events: readonly PaymentEvent[],
  visit: (before: PaymentTransaction, after: PaymentTransaction) => void,
) {
  let t = createTransaction(amount, T0);
  for (const e of events) {
    const step = applyPaymentEvent(t, e);
    if (!step.ok) continue;
    visit(t, step.transaction);
    t = step.transaction;
  }
  return t;
}

describe("tiyin", () => {
  it("converts whole so'm exactly and refuses fractions", () => {
    expect(somToTiyin(125_000)).toBe(12_500_000);
    expect(() => somToTiyin(1.5)).toThrow(RangeError);
    expect(() => somToTiyin(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(isTiyinAmount(100)).toBe(true);
    for (const bad of [0, -1, 1.5, "100", Number.NaN]) expect(isTiyinAmount(bad)).toBe(false);
  });
});

describe("a provider's payment transaction", () => {
  it("is performed once, and a repeat answers the first perform time", () => {
    const t = createTransaction(500_000, T0);
    const first = applyPaymentEvent(t, { type: "perform", at: T0 + 1000 });
    expect(first.ok && first.changed && first.transaction.performTime).toBe(T0 + 1000);
    const again = first.ok ? applyPaymentEvent(first.transaction, { type: "perform", at: T0 + 9000 }) : first;
    expect(again).toEqual({ ok: true, changed: false, transaction: first.ok && first.transaction });
  });

  it("cancels to -1 before perform and -2 after, keeping the given reason", () => {
    const t = createTransaction(100, T0);
    const before = applyPaymentEvent(t, { type: "cancel", at: T0 + 1, reason: 3 });
    expect(before.ok && [before.transaction.state, before.transaction.reason]).toEqual([-1, 3]);
    const done = applyPaymentEvent(t, { type: "perform", at: T0 + 1 });
    const after = done.ok && applyPaymentEvent(done.transaction, { type: "cancel", at: T0 + 2, reason: 5 });
    expect(after && after.ok && [after.transaction.state, after.transaction.reason]).toEqual([-2, 5]);
  });

  it("refuses to perform after 12 hours and cancels by timeout with reason 4", () => {
    const t = createTransaction(100, T0);
    expect(isExpired(t, T0 + PAYMENT_TIMEOUT_MS)).toBe(false);
    expect(applyPaymentEvent(t, { type: "perform", at: T0 + PAYMENT_TIMEOUT_MS + 1 })).toEqual({
      ok: false,
      refusal: "expired",
    });
    expect(applyPaymentEvent(t, { type: "timeout", at: T0 + HOUR })).toEqual({
      ok: false,
      refusal: "not_expired",
    });
    const out = applyPaymentEvent(t, { type: "timeout", at: T0 + PAYMENT_TIMEOUT_MS + 1 });
    expect(out.ok && [out.transaction.state, out.transaction.reason]).toEqual([-1, 4]);
  });

  it("refuses amounts that are not positive whole tiyin", () => {
    for (const bad of [0, -100, 10.5]) expect(() => createTransaction(bad, T0)).toThrow(RangeError);
  });

  it("never reaches an undefined state, and its amount and create time never change", () => {
    fc.assert(
      fc.property(run, ({ amount, events }) => {
        walk(amount, events, (_, after) => {
          expect(PAYMENT_STATES).toContain(after.state);
          expect(after.amount).toBe(amount);
          expect(after.createTime).toBe(T0);
          expect(after.performTime !== null).toBe(after.state === 2 || after.state === -2 ? true : false);
          expect(after.cancelTime !== null).toBe(after.state < 0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("is never performed twice, and a cancelled one is never performed", () => {
    fc.assert(
      fc.property(run, ({ amount, events }) => {
        let performs = 0;
        walk(amount, events, (before, after) => {
          if (before.performTime === null && after.performTime !== null) performs++;
          if (before.performTime !== null) expect(after.performTime).toBe(before.performTime);
          if (before.state < 0) expect(after).toBe(before);
          if (before.state === PaymentState.CANCELLED) expect(after.state).not.toBe(PaymentState.PERFORMED);
        });
        expect(performs).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
