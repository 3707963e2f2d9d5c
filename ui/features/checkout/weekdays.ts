import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const DAYS = [
  msg({ id: "checkout.day.1", message: "Mon" }),
  msg({ id: "checkout.day.2", message: "Tue" }),
  msg({ id: "checkout.day.3", message: "Wed" }),
  msg({ id: "checkout.day.4", message: "Thu" }),
  msg({ id: "checkout.day.5", message: "Fri" }),
  msg({ id: "checkout.day.6", message: "Sat" }),
  msg({ id: "checkout.day.7", message: "Sun" }),
];

/**
 * BTS's weekdays as names (spec section 3): day numbers (Monday = 1) become the language's short names, and
 * a run of days reads as a range; text BTS wrote itself ("Du-Sh") is shown as given.
 */
export function weekdayNames(i18n: I18n, weekdays: string | null): string | null {
  if (!weekdays) return null;
  const numbers = weekdays.split(",").map((d) => Number(d.trim()));
  if (!numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 7)) return weekdays;
  const name = (n: number) => i18n._(DAYS[n - 1]!);
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const consecutive = sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1);
  if (consecutive && sorted.length > 2) return `${name(sorted[0]!)}–${name(sorted.at(-1)!)}`;
  return sorted.map(name).join(", ");
}
