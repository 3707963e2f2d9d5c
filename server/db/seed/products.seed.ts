import { foldApostrophes } from "../../../domain/apostrophes.ts";
import { searchKey, searchKeyWords } from "../../../domain/search-key.ts";
import type { PlacedBrand, PlacedCategory } from "./catalogue.seed.ts";
import { units } from "./data/dictionary.data.ts";
import type { KindSpec, Tr, Variant } from "./data/types.ts";
import { describeProduct } from "./describe-product.ts";
import type { Random } from "./random.ts";
import type { Row } from "./insert.ts";
import { kindDrawing, pictureKey } from "./pictures.ts";

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
const PRICEY = new Set([
  "DE",
  "CH",
  "LI",
  "AT",
  "DK",
  "FI",
  "SE",
  "NO",
  "JP",
  "US",
  "GB",
  "IT",
  "FR",
  "BE",
  "NL",
  "ES",
]);
const CHEAP = new Set(["CN", "IN"]);
const EPOCH = Date.UTC(2025, 0, 1);

// The Latin form gets the alphabet's apostrophe signs here too: variants are stored in the attributes too,
// not only in the _sr columns insertRows folds.
const asTr = (v: Variant): Tr => (typeof v === "string" ? [v, v, v] : [v[0], v[1], foldApostrophes(v[2])]);

function roundPrice(som: number): number {
  const step = som >= 1_000_000 ? 10_000 : som >= 100_000 ? 1_000 : som >= 10_000 ? 500 : 100;
  return Math.max(step, Math.round(som / step) * step);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['ʻ‘’`]/g, "")
    .replace(/²/g, "2")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// A measured variant (a diameter, a thickness, a power) makes a product bigger: price and weight grow by
// (variant / smallest variant)^exponent, the exponent by the measure's unit unless the kind names its own.
const MEASURE = /^(\d+(?:\.\d+)?) ?(mm²|mm|Vt|A|l|m)$/;
const GROWTH: Record<string, number> = { "mm²": 1, mm: 1, Vt: 0.5, A: 0.5, l: 0.8, m: 0.7 };

function variantScale(kind: KindSpec, variant: Tr): number {
  const measures = kind.variants.map((v) => MEASURE.exec(typeof v === "string" ? v : v[2]));
  const own = MEASURE.exec(variant[2]);
  if (!own || !measures.every(Boolean)) return 1;
  const least = Math.min(...measures.map((m) => Number(m![1])));
  return Math.pow(Number(own[1]) / least, kind.grow ?? GROWTH[own[2]!]!);
}

/** A brand's line prices all its sizes and variants alike: a spread of ±15 % by brand, kind and series. */
function lineSpread(...parts: (string | number)[]): number {
  let hash = 2166136261;
  for (const ch of parts.join("|")) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return 0.85 + (((hash >>> 0) % 1000) / 1000) * 0.3;
}

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

/** Products are spread evenly over the categories; each (kind, brand, series) yields its variants x sizes. */
export function generateProducts(
  total: number,
  categories: PlacedCategory[],
  brands: PlacedBrand[],
  rng: Random,
): Row[] {
  const rows: Row[] = [];
  let groupId = 0;
  categories.forEach((category, index) => {
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
              rows.push(
                makeProduct(rows.length + 1, category, kind, brand, series, asTr(variant), size, group, rng),
              );
              made++;
            }
          }
        }
      }
    }
  });
  return rows;
}

function makeProduct(
  id: number,
  category: PlacedCategory,
  kind: KindSpec,
  brand: PlacedBrand,
  series: string,
  variant: Tr,
  size: number,
  group: number,
  rng: Random,
): Row {
  // A pack's size counts pieces in it; other sizes are in the kind's own unit.
  const unit = kind.unit === "pack" ? units.pcs! : units[kind.unit]!;
  const showSize = !(kind.unit === "pcs" && size === 1) && kind.unit !== "m2";
  const pack: Tr | null = showSize
    ? [`${size} ${unit[0]}`, `${size} ${unit[1]}`, `${size} ${unit[2]}`]
    : null;
  const name = (i: 0 | 1 | 2) =>
    `${kind.t[i]} ${brand.title}${series ? ` ${series}` : ""} ${variant[i]}${pack ? `, ${pack[i]}` : ""}`;
  const title: Tr = [name(0), name(1), name(2)];
  // A bigger pack or a thicker bar of one line costs more and weighs more, so the spread is the line's, not
  // each product's (the draw stays, so the rest of the catalogue is unchanged).
  rng.next();
  const spread = lineSpread(brand.id, kind.t[0], series);
  const scale = variantScale(kind, variant);
  const factor = (PRICEY.has(brand.country) ? 1.3 : CHEAP.has(brand.country) ? 0.8 : 0.95) * spread;
  const price = roundPrice(
    kind.base * Math.pow(size, 0.96) * scale * factor * (series ? 1 + (series.length % 4) * 0.05 : 1),
  );
  const onSale = rng.chance(0.2);
  const salePrice = onSale ? roundPrice(price * (1 - (5 + rng.int(0, 25)) / 100)) : 0;
  const grams = Math.round(
    kind.unit === "kg" ? size * 1000 : kind.unit === "l" ? size * 1300 : (kind.grams ?? 500) * size * scale,
  );
  const year = 2019 + rng.int(0, 6);
  const audience = category.section.audience;
  const [descRu, descUz, descSr] = describeProduct({
    title,
    brand: brand.title,
    section: category.section.t,
  });
  const keys = title.map((t) => searchKey(t));
  const popularity = rng.next();
  const createdAt = new Date(EPOCH - rng.int(0, 900) * 86_400_000 - rng.int(0, 86_399) * 1000);
  // Brand, country, year and audience are columns; attributes hold only what has no column of its own.
  const attributes: [string, string | Tr][] = [
    ...(series ? [["main.series", series] as [string, string]] : []),
    ["spec.variant", variant],
    ...(pack ? [["spec.pack", pack] as [string, Tr]] : []),
  ];
  return {
    id,
    slug: `${slugify(title[2])}-${id}`,
    category_id: category.id,
    section_id: category.sectionId,
    manufacturer_id: brand.id,
    group_id: group,
    title_ru: title[0],
    title_uz: title[1],
    title_sr: title[2],
    description_ru: descRu,
    description_uz: descUz,
    description_sr: descSr,
    price,
    sale_price: salePrice,
    stock: rng.chance(0.05) ? 0 : rng.int(1, 600),
    // A long tail: a few products sell most, as in any shop.
    sold_count: Math.floor(Math.pow(popularity, 6) * 5000),
    rate: 0,
    comment_count: 0,
    is_recommendation: rng.chance(0.04),
    year,
    unit_value: size,
    unit: kind.unit,
    weight: grams,
    country: brand.country,
    audience,
    attributes,
    images: pictureKeys(category, kind, variant, rng),
    // Each word once: the key stays short, which keeps trigram similarity meaningful.
    search_key: [...new Set(searchKeyWords(`${title.join(" ")} ${category.spec.t.join(" ")}`))].join(" "),
    title_keys: `|${keys.join("|")}|`,
    created_at: createdAt.toISOString(),
  };
}

// Each kind has its own drawing, so a roller looks like a roller, not like the paint can of its section.
function pictureKeys(category: PlacedCategory, kind: KindSpec, variant: Tr, rng: Random): string[] {
  const count = rng.int(1, 3);
  const first = rng.int(0, 2);
  const drawing = kindDrawing(kind, category.section.template);
  return Array.from({ length: count }, (_, i) => pictureKey(drawing, (first + i) % 3, variant[2]));
}
