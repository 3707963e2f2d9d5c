import { describe, expect, it } from "vitest";
import {
  balanceOf,
  formatDiscountCard,
  isLedgerCurrency,
  isLedgerKind,
  pointsForOrder,
  signedAmount,
  type LedgerEntry,
} from "../../../domain/loyalty";
import { discountCardNumber } from "../../../domain/master";

const entry = (kind: LedgerEntry["kind"], currency: LedgerEntry["currency"], amount: number) => ({
  kind,
  currency,
  amount,
});

describe("the loyalty ledger", () => {
  it("takes for spent and adds for earned and returned", () => {
    expect(signedAmount("spent", 7000)).toBe(-7000);
    expect(signedAmount("earned", 7000)).toBe(7000);
    expect(signedAmount("returned", 7000)).toBe(7000);
  });

  it("adds a history up per currency", () => {
    const history = [
      entry("earned", "cashback", 12_000),
      entry("spent", "cashback", 12_000),
      entry("returned", "cashback", 12_000),
      entry("earned", "points", 100),
      entry("earned", "points", 35),
      entry("spent", "cashback", 2_000),
    ];
    expect(balanceOf(history, "cashback")).toBe(10_000);
    expect(balanceOf(history, "points")).toBe(135);
    expect(balanceOf([], "points")).toBe(0);
  });

  it("knows its kinds and currencies and nothing else", () => {
    expect(["earned", "spent", "returned"].every(isLedgerKind)).toBe(true);
    expect(isLedgerKind("refunded")).toBe(false);
    expect(isLedgerCurrency("points")).toBe(true);
    expect(isLedgerCurrency("ball")).toBe(false);
  });
});

describe("a master's points for a delivered order", () => {
  it("gives one for every whole step of so'm, rounded down", () => {
    expect(pointsForOrder(1_234_567, 10_000)).toBe(123);
    expect(pointsForOrder(9_999, 10_000)).toBe(0);
    expect(pointsForOrder(10_000, 10_000)).toBe(1);
    expect(pointsForOrder(5_500, 1_000)).toBe(5);
  });

  it("gives none when earning is off or nothing was paid", () => {
    expect(pointsForOrder(1_000_000, 0)).toBe(0);
    expect(pointsForOrder(0, 1_000)).toBe(0);
    expect(pointsForOrder(-5_000, 1_000)).toBe(0);
    expect(pointsForOrder(1_000_000, 2.5)).toBe(0);
  });
});

describe("the discount card as read at the till", () => {
  it("groups the prefix, two fours and the check digit", () => {
    expect(formatDiscountCard("QB000000427")).toBe("QB 0000 0042 7");
    expect(formatDiscountCard(discountCardNumber(42))).toMatch(/^QB 0000 0042 \d$/);
  });

  it("shows any other spelling as it came", () => {
    expect(formatDiscountCard(" 12345 ")).toBe("12345");
  });
});
