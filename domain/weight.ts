// @planned issue 10 (the order's weight for delivery): no caller outside domain/ yet.
/**
 * Net weight of a product. The catalogue gives a number and a unit title in the request language ("gr", "kg",
 * "г", "кг", "гр"...); the title is shown as given, and recognised only to convert between grams and
 * kilograms.
 */
export type WeightUnit = "gr" | "kg";

export interface NetWeight {
  readonly value: number;
  readonly unit: WeightUnit;
}

const UNIT_ALIASES: Readonly<Record<string, WeightUnit>> = {
  g: "gr",
  gr: "gr",
  gram: "gr",
  gramm: "gr",
  г: "gr",
  гр: "gr",
  грамм: "gr",
  грам: "gr",
  kg: "kg",
  кг: "kg",
  килограмм: "kg",
  kilogramm: "kg",
  kilogram: "kg",
};

export function parseWeightUnit(title: string): WeightUnit | null {
  return UNIT_ALIASES[title.trim().toLowerCase().replace(/\.$/, "")] ?? null;
}

/**
 * Decision: the number is written ru-RU style like prices, with a decimal comma and no trailing zeros ("1,5
 * kg", "500 gr", "1 250 gr"), up to 3 fraction digits (a gram in kilograms). A no-break space (U+00A0)
 * separates thousands and the unit, so a weight is never split across lines.
 */
const number = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 3 });
const NBSP = "\u00A0";

export function formatWeight(value: number, unitTitle: string): string {
  const text = number.format(value).replace(/[ \u00A0\u202F]/g, NBSP);
  const unit = unitTitle.trim();
  return unit === "" ? text : `${text}${NBSP}${unit}`;
}

/** Whole grams, so weights of a basket can be summed without float drift. */
export function toGrams(weight: NetWeight): number {
  return weight.unit === "kg" ? Math.round(weight.value * 1000) : Math.round(weight.value);
}

/** The unit a person reads most easily: kilograms from 1000 g on, grams below. */
export function fromGrams(grams: number): NetWeight {
  return grams >= 1000 ? { value: grams / 1000, unit: "kg" } : { value: grams, unit: "gr" };
}
