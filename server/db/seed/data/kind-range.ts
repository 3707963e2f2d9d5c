import { toLatin } from "../../../../domain/transliteration.ts";
import type { Tr, Variant } from "./types.ts";

/**
 * What a kind also comes in, beyond the variants and sizes the first 150,000 products are made of: the demo
 * catalogue grows into these only when asked for more products than the kinds' own variants give, so the
 * smaller catalogues stay exactly as they were (docs/decisions/0031-catalogue-at-real-size.md).
 */
export interface KindRange {
  /** More variants of the kind's own nature after its own: colours after colours, sizes after sizes. */
  more: readonly Variant[];
  /** More pack sizes, in the kind's unit. */
  sizes: readonly number[];
  /** A second trait every variant is made in (a colour, a finish, a length), named by its attribute. */
  trait: Trait | null;
}

/** The attributes a trait is shown under on the product page (dictionary.data.ts names them). */
export type TraitCode =
  | "spec.colour"
  | "spec.finish"
  | "spec.size"
  | "spec.length"
  | "spec.thickness"
  | "spec.material"
  | "spec.model"
  | "spec.kit"
  | "spec.grade"
  | "spec.volume"
  | "spec.light";

/** A trait value and how it moves price and weight: a 12 m bar is twice a 6 m one. */
export interface Scaled {
  v: Variant;
  x: number;
}

export interface Trait {
  code: TraitCode;
  values: readonly Scaled[];
}

/** Russian and Uzbek Cyrillic; the Latin is the 1995 transliteration of the Uzbek. */
export const u = (ru: string, uz: string): Tr => [ru, uz, toLatin(uz)];
/** A label written alike in Russian and Uzbek (a grade, a size, a code), with its Latin spelling. */
export const same = (label: string): Tr => [label, label, toLatin(label)];
export const by = (v: Variant, x: number): Scaled => ({ v, x });

const isScaled = (v: Variant | Scaled): v is Scaled => typeof v === "object" && "v" in v;

export const trait = (code: TraitCode, values: readonly (Variant | Scaled)[]): Trait => ({
  code,
  values: values.map((v) => (isScaled(v) ? v : { v, x: 1 })),
});

/** Values that grow a product by their measure: lengths, sheet areas, section counts. */
export const scaled = (code: TraitCode, labels: readonly (string | Tr)[], sizes: readonly number[]): Trait =>
  trait(
    code,
    labels.map((label, i) => by(typeof label === "string" ? same(label) : label, sizes[i]! / sizes[0]!)),
  );

export const range = (more: readonly Variant[], sizes: readonly number[] = [], t: Trait | null = null) => ({
  more,
  sizes,
  trait: t,
});
