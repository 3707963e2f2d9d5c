/**
 * A measure typed by a person ("12,5", "12.5", "1 250"), read exactly into a whole number of its smallest
 * step: with `places` 2, "12,5" is 1250 hundredths. Calculators work on these integers, never on floats, so
 * a result rounded up to whole bags is the same on every machine (decision 0017).
 */
export interface MeasureRule {
  /** Digits allowed after the decimal sign (0: whole numbers only). */
  readonly places: number;
  /** Smallest and largest allowed, in the same steps (with `places` 2, min 1 is 0.01). */
  readonly min: number;
  readonly max: number;
}

export type MeasureProblem = "required" | "not_a_number" | "too_precise" | "too_small" | "too_large";

export type Measure = { ok: true; value: number } | { ok: false; problem: MeasureProblem };

const SPACES = /[ \u00A0\u202F\u2009]/g;
const NUMBER = /^(\d+)(?:[.,](\d*))?$/;

export function readMeasure(text: string, rule: MeasureRule): Measure {
  const bare = text.trim().replace(SPACES, "");
  if (bare === "") return { ok: false, problem: "required" };
  const match = NUMBER.exec(bare);
  if (!match) return { ok: false, problem: "not_a_number" };
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > rule.places) return { ok: false, problem: "too_precise" };
  const value = Number(match[1]) * 10 ** rule.places + Number(fraction.padEnd(rule.places, "0") || "0");
  if (!Number.isSafeInteger(value) || value > rule.max) return { ok: false, problem: "too_large" };
  if (value < rule.min) return { ok: false, problem: "too_small" };
  return { ok: true, value };
}

/** A measure in steps back to text for a person: 1250 with `places` 2 is "12,5" (ru-RU decimal comma). */
export function showMeasure(value: number, places: number): string {
  const scale = 10 ** places;
  const whole = Math.trunc(value / scale);
  const fraction = String(value % scale)
    .padStart(places, "0")
    .replace(/0+$/, "");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00A0");
  return fraction === "" ? grouped : `${grouped},${fraction}`;
}

/** Whole-number division rounded up: what is bought comes in whole bags, boxes and cans. */
export function divideUp(numerator: number, denominator: number): number {
  const rest = numerator % denominator;
  return (numerator - rest) / denominator + (rest > 0 ? 1 : 0);
}
