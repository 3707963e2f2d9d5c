import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatCount,
  MONEY_EMPTY_DISPLAY,
  MONEY_GROUP_SEPARATOR,
  decimalSomToTiyin,
  formatMoney,
  isMoneyString,
  parseFormattedMoney,
  parseMoneyString,
  toMoneyString,
} from "../../../domain/money";
import { groupThousands, isValidMoneyInput, parseMoneyInput } from "../../../domain/money-input";

const NBSP = "\u00A0";

describe("formatMoney", () => {
  it("prints ru-RU groups split by a no-break space and two fraction digits", () => {
    expect(MONEY_GROUP_SEPARATOR).toBe(NBSP);
    expect(formatMoney(125000)).toBe(`125${NBSP}000,00`);
    expect(formatMoney(1000)).toBe(`1${NBSP}000,00`);
    expect(formatMoney(999)).toBe("999,00");
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567,00`);
    expect(formatMoney(-5000)).toBe(`-5${NBSP}000,00`);
  });

  it("shows the spec's default '0,00' for empty and zero", () => {
    expect(MONEY_EMPTY_DISPLAY).toBe("0,00");
    expect(formatMoney(0)).toBe("0,00");
    expect(formatMoney(null)).toBe("0,00");
    expect(formatMoney(undefined)).toBe("0,00");
    expect(formatMoney(Number.NaN)).toBe("0,00");
  });

  it("writes what ru-RU's Intl.NumberFormat writes, with its spaces made no-break", () => {
    const intl = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const cents = fc.integer({ min: -1e14, max: 1e14 }).map((n) => n / 100);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), cents), (value) => {
        fc.pre(value !== 0);
        const expected = intl
          .format(value)
          .replace(/[\u202F ]/g, NBSP)
          .replace("\u2212", "-");
        expect(formatMoney(value)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("never leaves a narrow no-break space", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (som) => {
        expect(formatMoney(som)).not.toMatch(/[\u202F ]/);
      }),
    );
  });

  it("format then parse gives the same so'm", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (som) => {
        expect(parseFormattedMoney(formatMoney(som))).toBe(som);
      }),
    );
    expect(parseFormattedMoney("125 000,00")).toBe(125000);
    expect(parseFormattedMoney("abc")).toBeNull();
  });
});

describe("wire money strings", () => {
  it("reads decimal strings without float arithmetic", () => {
    expect(parseMoneyString("125000.00")).toBe(125000);
    expect(parseMoneyString("0.00")).toBe(0);
    expect(parseMoneyString("125000")).toBe(125000);
    expect(parseMoneyString("99.50")).toBe(100);
    expect(parseMoneyString("99.49")).toBe(99);
    expect(parseMoneyString("-10.50")).toBe(-11);
    expect(() => parseMoneyString("12,5")).toThrow(RangeError);
    expect(() => parseMoneyString("")).toThrow(RangeError);
    expect(isMoneyString("1.5")).toBe(true);
    expect(isMoneyString("1.")).toBe(false);
  });

  it("writes two fraction digits and refuses fractional so'm", () => {
    expect(toMoneyString(125000)).toBe("125000.00");
    expect(toMoneyString(0)).toBe("0.00");
    expect(() => toMoneyString(1.5)).toThrow(RangeError);
  });

  it("round trips", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (som) => {
        expect(parseMoneyString(toMoneyString(som))).toBe(som);
      }),
    );
  });
});

describe("money input", () => {
  it("accepts digits grouped by thousands with the first digit 1-9", () => {
    expect(isValidMoneyInput("125 000")).toBe(true);
    expect(isValidMoneyInput(`1${NBSP}250${NBSP}000`)).toBe(true);
    expect(isValidMoneyInput("125000")).toBe(true);
    expect(isValidMoneyInput("5")).toBe(true);
    expect(isValidMoneyInput("0")).toBe(false);
    expect(isValidMoneyInput("0125")).toBe(false);
    expect(isValidMoneyInput("12 50")).toBe(false);
    expect(isValidMoneyInput("1250 000")).toBe(false);
    expect(isValidMoneyInput("1 2500")).toBe(false);
    expect(isValidMoneyInput("12.5")).toBe(false);
    expect(isValidMoneyInput("")).toBe(false);
  });

  it("groups and parses", () => {
    expect(groupThousands("1250000")).toBe(`1${NBSP}250${NBSP}000`);
    expect(groupThousands("00125")).toBe("125");
    expect(groupThousands("1 2a34")).toBe(`1${NBSP}234`);
    expect(groupThousands("")).toBe("");
    expect(parseMoneyInput("125 000")).toBe(125000);
    expect(parseMoneyInput("0")).toBeNull();
    expect(parseMoneyInput("12 50")).toBeNull();
  });

  it("group then parse round trips", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (som) => {
        const grouped = groupThousands(String(som));
        expect(isValidMoneyInput(grouped)).toBe(true);
        expect(parseMoneyInput(grouped)).toBe(som);
      }),
    );
  });
});

describe("decimalSomToTiyin", () => {
  it("reads a provider's decimal so'm into whole tiyin by its digits", () => {
    expect(decimalSomToTiyin("1000")).toBe(100_000);
    expect(decimalSomToTiyin("1000.00")).toBe(100_000);
    expect(decimalSomToTiyin("1000.5")).toBe(100_050);
    expect(decimalSomToTiyin("1000.05")).toBe(100_005);
    expect(decimalSomToTiyin("1000.500")).toBe(100_050);
    expect(decimalSomToTiyin("0.01")).toBe(1);
  });

  it("refuses fractions of a tiyin, signs, spaces, exponents and sums past safe integers", () => {
    for (const text of [
      "1000.505",
      "-1000",
      "+1000",
      " 1000",
      "1e3",
      "1000.",
      ".5",
      "1,000",
      "",
      "99999999999999",
    ])
      expect(decimalSomToTiyin(text), text).toBeNull();
  });

  it("agrees with somToTiyin on whole so'm", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90_000_000_000_000 }), (som) => {
        expect(decimalSomToTiyin(`${som}.00`)).toBe(som * 100);
        expect(decimalSomToTiyin(String(som))).toBe(som * 100);
      }),
    );
  });
});

describe("formatCount", () => {
  it("groups thousands with the no-break space whatever the page's language", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(2000)).toBe("2\u00A0000");
    expect(formatCount(1234567)).toBe("1\u00A0234\u00A0567");
  });

  it("reads back as the number it wrote", () => {
    fc.assert(fc.property(fc.nat(), (n) => Number(formatCount(n).replaceAll("\u00A0", "")) === n));
  });
});
