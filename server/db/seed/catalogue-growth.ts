import type { PlacedBrand, PlacedCategory } from "./catalogue.seed.ts";
import { KIND_RANGES } from "./data/kind-ranges.data.ts";
import type { KindSpec, Tr } from "./data/types.ts";
import type { Row } from "./insert.ts";
import { shadeColour } from "./pictures.ts";
import { asTr, makeProduct, type ProductTrait } from "./product-row.ts";
import { Random } from "./random.ts";

/** A category its kinds' own variants left short of its share, and its makers in their drawn order. */
export interface Shortfall {
  category: PlacedCategory;
  brands: readonly PlacedBrand[];
  short: number;
}

/** The model lines a grown catalogue adds, none of them a name the first lines (products.seed.ts) use. */
export const LINES = [
  "Nova",
  "Terra",
  "Sirius",
  "Kvant",
  "Vega",
  "Orion",
  "Sigma",
  "Delta",
  "Nord",
  "Alfa",
  "Arctic",
  "Zenit",
  "Vektor",
  "Rubin",
  "Safir",
  "Kristall",
  "Meridian",
  "Horizon",
  "Solid",
  "Strong",
  "Rapid",
  "Stark",
  "Stella",
  "Tango",
  "Largo",
  "Fusion",
  "Quattro",
  "Favorit",
  "Magnum",
  "Elite",
  "Polar",
  "Bora",
  "Corsa",
  "Duna",
  "Aura",
  "Vita",
  "Legend",
  "Sprint",
  "Master",
  "Profi",
];

/** A kind's whole range: its own variants and sizes, then those it grows into, and its second trait. */
interface KindGrid {
  kind: KindSpec;
  variants: Tr[];
  traits: (ProductTrait | null)[];
  sizes: number[];
}

interface Line {
  brand: PlacedBrand;
  series: string;
  grid: KindGrid;
}

const grids = new Map<KindSpec, KindGrid>();

function gridOf(kind: KindSpec): KindGrid {
  let grid = grids.get(kind);
  if (grid) return grid;
  const range = KIND_RANGES[kind.t[0]];
  if (!range) throw new Error(`server/db/seed/data/ranges-*.data.ts has no range for ${kind.t[0]}`);
  const t = range.trait;
  grid = {
    kind,
    variants: [...kind.variants, ...range.more].map(asTr),
    traits: t ? t.values.map(({ v, x }) => ({ code: t.code, value: asTr(v), x })) : [null],
    sizes: [...new Set([...kind.sizes, ...range.sizes])].sort((a, b) => a - b),
  };
  grids.set(kind, grid);
  return grid;
}

// Not every brand makes every kind in every line; a hash rather than a draw, so the lines are known (and
// counted) before any product is made.
function makesLine(brand: PlacedBrand, kind: KindSpec, series: string): boolean {
  let hash = 2166136261;
  for (const ch of `${brand.id}|${kind.t[0]}|${series}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return (hash >>> 0) % 100 >= 35;
}

function linesOf(category: PlacedCategory, brands: readonly PlacedBrand[]): Line[] {
  const lines: Line[] = [];
  for (const series of LINES)
    for (const brand of brands)
      for (const kind of category.spec.kinds)
        if (makesLine(brand, kind, series)) lines.push({ brand, series, grid: gridOf(kind) });
  return lines;
}

const productsOf = (line: Line) =>
  line.grid.traits.length * line.grid.variants.length * line.grid.sizes.length;

/** A colour trait colours the picture; else a colour variant of the wider palettes does. */
const colourOf = (trait: ProductTrait | null, variant: Tr) =>
  (trait && shadeColour(trait.value)) ?? shadeColour(variant);

const extras = (trait: ProductTrait | null, colour: string | undefined) => ({
  ...(trait ? { trait } : {}),
  ...(colour ? { colour } : {}),
});

/** Every product a category can grow by, in order, without making it: for checking the names it would get. */
export function* rangeOf(category: PlacedCategory, brands: readonly PlacedBrand[]) {
  for (const { brand, series, grid } of linesOf(category, brands))
    for (const trait of grid.traits)
      for (const variant of grid.variants)
        for (const size of grid.sizes) {
          const packed = grid.sizes.length > 1;
          const colour = colourOf(trait, variant);
          yield { kind: grid.kind, brand, series, variant, size, packed, ...extras(trait, colour) };
        }
}

/** How many products a category can grow by. */
export function growthCapacity(category: PlacedCategory, brands: readonly PlacedBrand[]): number {
  return linesOf(category, brands).reduce((sum, line) => sum + productsOf(line), 0);
}

/**
 * Each category first gets what it is short of; what a category cannot hold goes to the others in equal
 * shares, as far as they can hold it.
 */
export function allocate(short: readonly number[], capacity: readonly number[]): number[] {
  const given = short.map((s, i) => Math.min(Math.max(0, s), capacity[i]!));
  let rest = short.reduce((sum, s) => sum + Math.max(0, s), 0) - given.reduce((a, b) => a + b, 0);
  while (rest > 0) {
    const open = given.map((g, i) => (g < capacity[i]! ? i : -1)).filter((i) => i >= 0);
    if (open.length === 0) break;
    const share = Math.ceil(rest / open.length);
    for (const i of open) {
      const add = Math.min(share, capacity[i]! - given[i]!, rest);
      given[i]! += add;
      rest -= add;
    }
  }
  return given;
}

/**
 * The products the short categories grow by, after all others. A category takes an even sample of its
 * lines' (trait, variant) pairs, each with all its sizes, so every brand and line gets its share instead of
 * the first lines getting everything. Draws come from a generator of their own, seeded once from the
 * catalogue's, so the draws after the catalogue (users, reviews) are those of the smaller catalogues.
 */
export function* growCatalogue(
  shortfalls: readonly Shortfall[],
  start: { id: number; group: number },
  rng: Random,
): Generator<Row> {
  if (!shortfalls.some((s) => s.short > 0)) return;
  const own = new Random(Math.floor(rng.next() * 4294967296));
  const lines = shortfalls.map((s) => linesOf(s.category, s.brands));
  const capacity = lines.map((ls) => ls.reduce((sum, line) => sum + productsOf(line), 0));
  const given = allocate(
    shortfalls.map((s) => s.short),
    capacity,
  );
  let id = start.id;
  let group = start.group;
  for (const [c, { category }] of shortfalls.entries()) {
    const want = given[c]!;
    if (want === 0) continue;
    const share = want / capacity[c]!;
    const groups = new Map<string, number>();
    let made = 0;
    // Pass one takes the evenly spaced pairs; pass two the first of the rest, if rounding left it short.
    for (const pass of [1, 2]) {
      let pair = 0;
      for (const [l, line] of lines[c]!.entries()) {
        const { kind, variants, traits, sizes } = line.grid;
        for (const [t, trait] of traits.entries()) {
          for (const variant of variants) {
            const sampled = Math.floor((pair + 1) * share) > Math.floor(pair * share);
            pair++;
            if (sampled !== (pass === 1) || made >= want) continue;
            // Sizes of one variant are one group; a kind sold in one size groups its variants instead.
            const key = sizes.length > 1 ? `${pair}` : `${l}|${t}`;
            let g = groups.get(key);
            if (g === undefined) groups.set(key, (g = ++group));
            const colour = colourOf(trait, variant);
            for (const size of sizes) {
              if (made >= want) break;
              const packed = sizes.length > 1;
              const spec = {
                id: ++id,
                category,
                kind,
                brand: line.brand,
                series: line.series,
                variant,
                size,
                group: g,
                packed,
              };
              yield makeProduct({ ...spec, ...extras(trait, colour) }, own);
              made++;
            }
          }
        }
      }
      if (made >= want) break;
    }
  }
}
