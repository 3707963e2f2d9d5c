/** Text in the shop's three languages: Russian, Uzbek Cyrillic, Uzbek Latin ("sr"). */
export type Tr = readonly [ru: string, uz: string, sr: string];

export type UnitCode = "kg" | "l" | "pcs" | "m" | "m2" | "pack" | "set";

/** A variant label: language-neutral ("M400", "20 mm") or translated. */
export type Variant = string | Tr;

export interface KindSpec {
  t: Tr;
  unit: UnitCode;
  /** Quantities sold (50 kg bag, 10 l can); each size is one product of a variant group. */
  sizes: readonly number[];
  /** So'm per one unit of size (per kg, per litre, per piece...). */
  base: number;
  variants: readonly Variant[];
  /** Grams per piece, for pieces, metres and sets. */
  grams?: number;
  /**
   * How price and weight grow with a measured variant (8 mm, 20 mm rebar): by (variant / smallest)^grow.
   * Left out, the unit decides (products.seed.ts); a bar's weight goes with its cross-section, so rebar is 2.
   */
  grow?: number;
}

export interface CategorySpec {
  slug: string;
  t: Tr;
  kinds: readonly KindSpec[];
}

export interface SectionSpec {
  slug: string;
  t: Tr;
  /** Picture template drawn for its products (see server/adapters/images). */
  template: string;
  audience: "all" | "masters" | "home" | "professional";
  categories: readonly CategorySpec[];
}

export const k = (
  t: Tr, unit: UnitCode, sizes: readonly number[], base: number, variants: readonly Variant[], grams?: number,
  grow?: number,
): KindSpec => ({ t, unit, sizes, base, variants, grams, ...(grow === undefined ? {} : { grow }) });

export const c = (slug: string, t: Tr, ...kinds: KindSpec[]): CategorySpec => ({ slug, t, kinds });

const measure = (ru: string, sr: string) => (v: number | string): Tr => [`${v} ${ru}`, `${v} ${ru}`, `${v} ${sr}`];
export const mm = measure("мм", "mm");
export const watt = measure("Вт", "Vt");
export const litre = measure("л", "l");
export const metre = measure("м", "m");
export const amp = measure("А", "A");
export const sqmm = measure("мм²", "mm²");

export const colour = {
  white: ["Белый", "Оқ", "Oq"],
  grey: ["Серый", "Кулранг", "Kulrang"],
  black: ["Чёрный", "Қора", "Qora"],
  red: ["Красный", "Қизил", "Qizil"],
  brown: ["Коричневый", "Жигарранг", "Jigarrang"],
  beige: ["Бежевый", "Беж", "Bej"],
  blue: ["Синий", "Кўк", "Ko'k"],
  green: ["Зелёный", "Яшил", "Yashil"],
  yellow: ["Жёлтый", "Сариқ", "Sariq"],
  ivory: ["Слоновая кость", "Фил суяги", "Fil suyagi"],
  oak: ["Дуб", "Эман", "Eman"],
  walnut: ["Орех", "Ёнғоқ", "Yong'oq"],
  wenge: ["Венге", "Венге", "Venge"],
  chrome: ["Хром", "Хром", "Xrom"],
  gold: ["Золото", "Олтин ранг", "Oltin rang"],
  graphite: ["Графит", "Графит", "Grafit"],
} as const satisfies Record<string, Tr>;
