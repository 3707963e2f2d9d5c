import { fail, ok, type Result } from "./result.ts";

/** A calendar month with a four-digit year; months count from 1. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

export const EXPIRY_MAX_YEARS_AHEAD = 5;
export const SHOP_TIME_ZONE = "Asia/Tashkent";

/** The month in the shop's time zone at an instant the caller supplies; the domain never reads the clock. */
export function yearMonthAt(instant: Date, timeZone: string = SHOP_TIME_ZONE): YearMonth {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
  }).formatToParts(instant);
  const pick = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: pick("year"), month: pick("month") };
}

/** Inserts the slash as the person types: "1" -> "1", "12" -> "12/", "1225" -> "12/25". */
export function formatExpiryInput(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2 && !text.includes("/")) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * Checks "MM/YY": month 01-12, year from the current one to five ahead, and in the current year not a month
 * already past. The two-digit year is read in the current century, or the next one when that is what keeps it
 * within reach (late in a century).
 */
export function validateExpiry(text: string, now: YearMonth | Date): Result<YearMonth> {
  const current = now instanceof Date ? yearMonthAt(now) : now;
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text.trim());
  if (!match) return fail("EXPIRY.INVALID_FORMAT");
  const month = Number(match[1]);
  if (month < 1 || month > 12) return fail("EXPIRY.INVALID_MONTH");
  const century = Math.floor(current.year / 100) * 100;
  let year = century + Number(match[2]);
  if (year < current.year && year + 100 - current.year <= EXPIRY_MAX_YEARS_AHEAD) year += 100;
  if (year < current.year || (year === current.year && month < current.month)) return fail("EXPIRY.EXPIRED");
  if (year > current.year + EXPIRY_MAX_YEARS_AHEAD)
    return fail("EXPIRY.TOO_FAR", { years: EXPIRY_MAX_YEARS_AHEAD });
  return ok({ year, month });
}

export function formatExpiry({ year, month }: YearMonth): string {
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}
