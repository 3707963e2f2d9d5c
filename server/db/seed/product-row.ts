import { foldApostrophes } from "../../../domain/apostrophes.ts";
import type { PlacedBrand, PlacedCategory } from "./catalogue.seed.ts";
import { units } from "./data/dictionary.data.ts";
import type { KindSpec, Tr, Variant } from "./data/types.ts";
import { describeProduct } from "./describe-product.ts";
import type { Row } from "./insert.ts";
import { kindDrawing, pictureKey } from "./pictures.ts";
import type { Random } from "./random.ts";
import { wordwiseKey, wordwiseKeyWords } from "./search-keys.ts";

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
export const asTr = (v: Variant): Tr =>
  typeof v === "string" ? [v, v, v] : [v[0], v[1], foldApostrophes(v[2])];

/** A second trait of a product (a colour, a length) and the factor it moves price and weight by. */
export interface ProductTrait {
  code: string;
  value: Tr;
  x: number;
}

/** What one product is: the line it belongs to and the variant, trait and size that tell it apart. */
export interface ProductSpec {
  id: number;
  category: PlacedCategory;
  kind: KindSpec;
  brand: PlacedBrand;
  series: string;
  variant: Tr;
  size: number;
  group: number;
  trait?: ProductTrait;
  /** Name the pack even in m², where one kind comes in packs of several sizes. */
  packed?: boolean;
  /** The picture's colour where the variant's name does not tell it (a colour of the wider palettes). */
  colour?: string;
}

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
// The smallest is the kind's own, so a variant the catalogue grew into (a 6 mm bar) costs less than 8 mm.
const MEASURE = /^(\d+(?:\.\d+)?) ?(mm²|mm|Vt|A|l|m)$/;
const GROWTH: Record<string, number> = { "mm²": 1, mm: 1, Vt: 0.5, A: 0.5, l: 0.8, m: 0.7 };
const leastMeasure = new Map<KindSpec, number | null>();

function variantScale(kind: KindSpec, variant: Tr): number {
  let least = leastMeasure.get(kind);
  if (least === undefined) {
    const measures = kind.variants.map((v) => MEASURE.exec(typeof v === "string" ? v : v[2]));
    least = measures.every(Boolean) ? Math.min(...measures.map((m) => Number(m![1]))) : null;
    leastMeasure.set(kind, least);
  }
  const own = MEASURE.exec(variant[2]);
  if (!own || least === null) return 1;
  return Math.pow(Number(own[1]) / least, kind.grow ?? GROWTH[own[2]!]!);
}

/** A brand's line prices all its sizes and variants alike: a spread of ±15 % by brand, kind and series. */
function lineSpread(...parts: (string | number)[]): number {
  let hash = 2166136261;
  for (const ch of parts.join("|")) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return 0.85 + (((hash >>> 0) % 1000) / 1000) * 0.3;
}

/** A product's pack as shown (50 kg, 100 шт), or null where its unit says it all (a door, a m² of tile). */
function packOf(p: Pick<ProductSpec, "kind" | "size" | "packed">): Tr | null {
  const { kind, size } = p;
  // A pack's size counts pieces in it; other sizes are in the kind's own unit.
  const unit = kind.unit === "pack" ? units.pcs! : units[kind.unit]!;
  // A square metre is priced per m² and shown without a pack, except where the wider range sells packs of it.
  const showSize = !(kind.unit === "pcs" && size === 1) && (kind.unit !== "m2" || p.packed === true);
  return showSize ? [`${size} ${unit[0]}`, `${size} ${unit[1]}`, `${size} ${unit[2]}`] : null;
}

/** Kind, brand, series, variant, trait and pack: the name in each of the three scripts. */
export function productTitle(p: Omit<ProductSpec, "id" | "group" | "category">): Tr {
  const { kind, brand, series, variant, trait } = p;
  const pack = packOf(p);
  const name = (i: 0 | 1 | 2) =>
    `${kind.t[i]} ${brand.title}${series ? ` ${series}` : ""} ${variant[i]}${trait ? `, ${trait.value[i]}` : ""}${pack ? `, ${pack[i]}` : ""}`;
  return [name(0), name(1), name(2)];
}

export function makeProduct(p: ProductSpec, rng: Random): Row {
  const { id, category, kind, brand, series, variant, size, trait } = p;
  const pack = packOf(p);
  const title = productTitle(p);
  // A bigger pack or a thicker bar of one line costs more and weighs more, so the spread is the line's, not
  // each product's (the draw stays, so the rest of the catalogue is unchanged).
  rng.next();
  const spread = lineSpread(brand.id, kind.t[0], series);
  const scale = variantScale(kind, variant) * (trait?.x ?? 1);
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
  const keys = title.map((t) => wordwiseKey(t));
  const popularity = rng.next();
  const createdAt = new Date(EPOCH - rng.int(0, 900) * 86_400_000 - rng.int(0, 86_399) * 1000);
  // Brand, country, year and audience are columns; attributes hold only what has no column of its own.
  const attributes: [string, string | Tr][] = [
    ...(series ? [["main.series", series] as [string, string]] : []),
    ["spec.variant", variant],
    ...(trait ? [[trait.code, trait.value] as [string, Tr]] : []),
    ...(pack ? [["spec.pack", pack] as [string, Tr]] : []),
  ];
  return {
    id,
    slug: `${slugify(title[2])}-${id}`,
    category_id: category.id,
    section_id: category.sectionId,
    manufacturer_id: brand.id,
    group_id: p.group,
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
    images: pictureKeys(category, kind, variant, rng, p.colour),
    // Each word once: the key stays short, which keeps trigram similarity meaningful.
    search_key: [...new Set(wordwiseKeyWords(`${title.join(" ")} ${category.spec.t.join(" ")}`))].join(" "),
    title_keys: `|${keys.join("|")}|`,
    created_at: createdAt.toISOString(),
  };
}

// Each kind has its own drawing, so a roller looks like a roller, not like the paint can of its section.
function pictureKeys(category: PlacedCategory, kind: KindSpec, variant: Tr, rng: Random, colour?: string) {
  const count = rng.int(1, 3);
  const first = rng.int(0, 2);
  const drawing = kindDrawing(kind, category.section.template);
  return Array.from({ length: count }, (_, i) => pictureKey(drawing, (first + i) % 3, variant[2], colour));
}
