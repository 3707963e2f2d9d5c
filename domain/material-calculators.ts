import { divideUp, readMeasure, type MeasureProblem, type MeasureRule } from "./measure-input.ts";

/**
 * The profile's calculators (decision 0017): how many bags of a dry mix, boxes of tiles and cans of paint a
 * job takes. Inputs are read into whole steps (measure-input.ts) and every result is a whole number rounded
 * up: nobody buys 3.2 bags.
 */

/** What a calculator says about each field it could not read. */
export type Problems<F extends string> = Partial<Record<F, MeasureProblem>>;
export type Calculation<F extends string, R> = { ok: true; value: R } | { ok: false; problems: Problems<F> };

type Rules<F extends string> = Readonly<Record<F, MeasureRule>>;

/** Reads every field at once, so the person sees all that is wrong together. */
function readAll<F extends string>(
  rules: Rules<F>,
  input: Readonly<Record<F, string>>,
): { ok: true; values: Record<F, number> } | { ok: false; problems: Problems<F> } {
  const values = {} as Record<F, number>;
  const problems: Problems<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const read = readMeasure(input[field] ?? "", rules[field]);
    if (read.ok) values[field] = read.value;
    else problems[field] = read.problem;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}

// ----- dry mix: screed, self-levelling floor, plaster, tile adhesive -----

export type MixField = "area" | "thickness" | "consumption" | "bag";

/** area m² (0.01), layer mm (0.1), kg per m² per 1 mm of layer (0.01), bag kg (0.1). */
export const MIX_RULES: Rules<MixField> = {
  area: { places: 2, min: 1, max: 10_000_000 },
  thickness: { places: 1, min: 1, max: 3_000 },
  consumption: { places: 2, min: 1, max: 1_000 },
  bag: { places: 1, min: 10, max: 1_000 },
};

export const MIX_KINDS = ["screed", "levelling", "gypsumPlaster", "cementPlaster", "tileAdhesive"] as const;
export type MixKind = (typeof MIX_KINDS)[number];

/**
 * Typical figures printed on Tashkent's bags, as a start the person corrects from their own bag: consumption
 * in kg per m² per 1 mm, a usual layer in mm, the usual bag in kg.
 */
export const MIX_PRESETS: Readonly<Record<MixKind, { consumption: string; thickness: string; bag: string }>> =
  {
    screed: { consumption: "2", thickness: "40", bag: "50" },
    levelling: { consumption: "1,6", thickness: "10", bag: "25" },
    gypsumPlaster: { consumption: "0,9", thickness: "10", bag: "30" },
    cementPlaster: { consumption: "1,7", thickness: "15", bag: "25" },
    tileAdhesive: { consumption: "1,5", thickness: "5", bag: "25" },
  };

export interface MixResult {
  /** Whole bags to buy. */
  readonly bags: number;
  /** The mix the job takes, whole kg rounded up. */
  readonly kilograms: number;
}

/** Bags = area × layer × consumption ÷ bag weight, rounded up. */
export function dryMixBags(input: Readonly<Record<MixField, string>>): Calculation<MixField, MixResult> {
  const read = readAll(MIX_RULES, input);
  if (!read.ok) return read;
  const { area, thickness, consumption, bag } = read.values;
  // In steps: m²/100 × mm/10 × kg/100 is centigrams (kg / 100 000); a bag in kg/10 is 10 000 of them.
  const centigrams = area * thickness * consumption;
  return {
    ok: true,
    value: { bags: divideUp(centigrams, bag * 10_000), kilograms: divideUp(centigrams, 100_000) },
  };
}

// ----- tiles -----

export type TileField = "area" | "length" | "width" | "waste" | "perBox";

/** area m² (0.01), tile sides cm (0.1), waste margin whole %, pieces per box. */
export const TILE_RULES: Rules<TileField> = {
  area: { places: 2, min: 1, max: 10_000_000 },
  length: { places: 1, min: 10, max: 3_000 },
  width: { places: 1, min: 10, max: 3_000 },
  waste: { places: 0, min: 0, max: 50 },
  perBox: { places: 0, min: 1, max: 1_000 },
};

/** Tilers' usual margin for cuts and breakage on a straight lay. */
export const DEFAULT_TILE_WASTE = "10";

export interface TileResult {
  /** Tiles the floor or wall takes with the margin. */
  readonly pieces: number;
  /** Whole boxes to buy. */
  readonly boxes: number;
  /** Tiles left over in the last box. */
  readonly spare: number;
}

/** Pieces = area × (100 + margin)% ÷ one tile, rounded up; boxes = pieces ÷ pieces per box, rounded up. */
export function tileBoxes(input: Readonly<Record<TileField, string>>): Calculation<TileField, TileResult> {
  const read = readAll(TILE_RULES, input);
  if (!read.ok) return read;
  const { area, length, width, waste, perBox } = read.values;
  // A hundredth of a m² is 10 000 mm²; a tenth of a cm is a mm, so one tile is length × width mm².
  const pieces = divideUp(area * 100 * (100 + waste), length * width);
  const boxes = divideUp(pieces, perBox);
  return { ok: true, value: { pieces, boxes, spare: boxes * perBox - pieces } };
}

// ----- paint -----

export type PaintField = "area" | "coats" | "coverage" | "can";

/** wall area m² (0.01), coats, m² one litre covers in one coat (0.1), can litres (0.1). */
export const PAINT_RULES: Rules<PaintField> = {
  area: { places: 2, min: 1, max: 10_000_000 },
  coats: { places: 0, min: 1, max: 10 },
  coverage: { places: 1, min: 10, max: 500 },
  can: { places: 1, min: 1, max: 500 },
};

export interface PaintResult {
  /** Litres the walls take, whole litres rounded up. */
  readonly litres: number;
  /** Whole cans to buy. */
  readonly cans: number;
}

/** Litres = area × coats ÷ coverage; cans = litres ÷ can, both rounded up. */
export function paintCans(input: Readonly<Record<PaintField, string>>): Calculation<PaintField, PaintResult> {
  const read = readAll(PAINT_RULES, input);
  if (!read.ok) return read;
  const { area, coats, coverage, can } = read.values;
  // litres = (area/100 × coats) ÷ (coverage/10) = area × coats ÷ (10 × coverage); cans divide by can/10.
  const work = area * coats;
  return { ok: true, value: { litres: divideUp(work, 10 * coverage), cans: divideUp(work, coverage * can) } };
}
