import type { PlacedBrand, PlacedCategory } from "./catalogue.seed.ts";
import { growCatalogue, type Shortfall } from "./catalogue-growth.ts";
import type { Row } from "./insert.ts";
import { asTr, makeProduct } from "./product-row.ts";
import type { Random } from "./random.ts";

// Model lines multiply the brand x kind x variant grid so that every category reaches its share of the
// catalogue.
const SERIES = [
  "",
  "Pro",
  "Eco",
  "Premium",
  "Standard",
  "Plus",
  "Max",
  "Lux",
  "Expert",
  "Classic",
  "Optima",
  "Titan",
  "Ultra",
  "Smart",
  "Prime",
  "Forte",
];

/**
 * The brands that make a category's kind of goods: a brand lists whole sections it serves, or single
 * categories where it makes only some of a section (a cement plant makes cement, not tile adhesive). A
 * category no brand makes keeps no brand at all rather than borrowing strangers.
 */
export function brandsFor(category: PlacedCategory, all: readonly PlacedBrand[], rng: Random): PlacedBrand[] {
  return rng.shuffle(all.filter((b) => makes(b, category)));
}

function makes(brand: PlacedBrand, category: PlacedCategory): boolean {
  return brand.sections.includes(category.spec.slug) || brand.sections.includes(category.section.slug);
}

/**
 * The demo catalogue, one product at a time, so a million products never sit in memory at once. Products are
 * spread evenly over the categories; each (kind, brand, series) yields its variants x sizes. Past about
 * 150,000 products the kinds' own variants run out: the categories left short are then filled from their
 * kinds' wider ranges (catalogue-growth.ts), after everything else, so every smaller catalogue is unchanged.
 */
export function* productStream(
  total: number,
  categories: PlacedCategory[],
  brands: PlacedBrand[],
  rng: Random,
): Generator<Row> {
  let id = 0;
  let groupId = 0;
  const shortfalls: Shortfall[] = [];
  for (const [index, category] of categories.entries()) {
    const quota = Math.floor(total / categories.length) + (index < total % categories.length ? 1 : 0);
    const catBrands = brandsFor(category, brands, rng);
    let made = 0;
    for (let round = 0; made < quota && round < SERIES.length * 4; round++) {
      // Brand-major order so that every kind of the category gets its share before the quota runs out.
      for (const brand of catBrands) {
        for (const kind of category.spec.kinds) {
          if (made >= quota) break;
          if (rng.chance(0.35)) continue; // not every brand makes every kind in every line
          const series = SERIES[round % SERIES.length]! + (round >= SERIES.length ? ` ${round}` : "");
          const byVariant = kind.sizes.length > 1;
          let group = ++groupId;
          // A brand makes a few of a kind's variants, not all, so every kind of the category gets its share.
          const some = rng.shuffle(kind.variants).slice(0, Math.min(kind.variants.length, rng.int(2, 3)));
          for (const variant of some) {
            if (byVariant) group = ++groupId;
            for (const size of kind.sizes) {
              if (made >= quota) break;
              const spec = { id: ++id, category, kind, brand, series, variant: asTr(variant), size, group };
              yield makeProduct(spec, rng);
              made++;
            }
          }
        }
      }
    }
    shortfalls.push({ category, brands: catBrands, short: quota - made });
  }
  yield* growCatalogue(shortfalls, { id, group: groupId }, rng);
}

export function generateProducts(
  total: number,
  categories: PlacedCategory[],
  brands: PlacedBrand[],
  rng: Random,
): Row[] {
  return [...productStream(total, categories, brands, rng)];
}
