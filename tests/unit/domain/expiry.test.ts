import { describe, expect, it } from "vitest";
import {
  EXPIRY_MAX_YEARS_AHEAD,
  formatExpiry,
  formatExpiryInput,
  validateExpiry,
  yearMonthAt,
} from "../../../domain/expiry";

const now = { year: 2026, month: 5 };
const code = (text: string, at = now) => {
  const r = validateExpiry(text, at);
  return r.ok ? "ok" : r.error.code;
};

describe("card expiry", () => {
  it("accepts months 01-12 only", () => {
    expect(code("01/27")).toBe("ok");
    expect(code("12/27")).toBe("ok");
    expect(code("00/27")).toBe("EXPIRY.INVALID_MONTH");
    expect(code("13/27")).toBe("EXPIRY.INVALID_MONTH");
  });

  it("accepts the current year to five years ahead", () => {
    expect(EXPIRY_MAX_YEARS_AHEAD).toBe(5);
    expect(code("12/25")).toBe("EXPIRY.EXPIRED");
    expect(code("12/26")).toBe("ok");
    expect(code("12/31")).toBe("ok");
    expect(code("01/32")).toBe("EXPIRY.TOO_FAR");
    expect(validateExpiry("01/32", now)).toEqual({
      ok: false,
      error: { code: "EXPIRY.TOO_FAR", params: { years: 5 } },
    });
  });

  it("rejects an earlier month of the current year", () => {
    expect(code("04/26")).toBe("EXPIRY.EXPIRED");
    expect(code("05/26")).toBe("ok");
    expect(validateExpiry("05/26", now)).toEqual({ ok: true, value: { year: 2026, month: 5 } });
  });

  it("rejects text that is not MM/YY", () => {
    expect(code("5/26")).toBe("EXPIRY.INVALID_FORMAT");
    expect(code("05/2026")).toBe("EXPIRY.INVALID_FORMAT");
    expect(code("")).toBe("EXPIRY.INVALID_FORMAT");
    expect(code("0526")).toBe("ok");
  });

  it("reads two-digit years across a century", () => {
    expect(code("01/01", { year: 2098, month: 1 })).toBe("ok");
    expect(validateExpiry("01/01", { year: 2098, month: 1 })).toEqual({
      ok: true,
      value: { year: 2101, month: 1 },
    });
  });

  it("takes the month from an injected instant in Tashkent time", () => {
    expect(yearMonthAt(new Date("2026-12-31T20:00:00Z"))).toEqual({ year: 2027, month: 1 });
    expect(code("12/26", yearMonthAt(new Date("2026-12-31T20:00:00Z")))).toBe("EXPIRY.EXPIRED");
    expect(validateExpiry("12/26", new Date("2026-12-31T12:00:00Z")).ok).toBe(true);
  });

  it("formats input and values", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12")).toBe("12/");
    expect(formatExpiryInput("12/")).toBe("12/");
    expect(formatExpiryInput("1225")).toBe("12/25");
    expect(formatExpiryInput("12/259")).toBe("12/25");
    expect(formatExpiry({ year: 2027, month: 3 })).toBe("03/27");
  });
});
