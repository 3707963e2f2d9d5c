import { searchKey, searchKeyWords } from "../../../domain/search-key.ts";
import type { PlacedBrand, PlacedCategory } from "./catalogue.seed.ts";
import { units } from "./data/dictionary.data.ts";
import type { KindSpec, Tr, Variant } from "./data/types.ts";
import { describeProduct } from "./describe-product.ts";
import type { Random } from "./random.ts";
import type { Row } from "./insert.ts";
import { pictureKey } from "./pictures.ts";

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

const asTr = (v: Variant): Tr => (typeof v === "string" ? [v, v, v] : v);

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

function brandsFor(category: PlacedCategory, all: readonly PlacedBrand[], rng: Random): PlacedBrand[] {
  const own = all.filter((b) => b.sections.includes(category.section.slug));
  return rng.shuffle(own.length >= 3 ? own : [...own, ...all.slice(0, 3)]);
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
  const factor =
    (PRICEY.has(brand.country) ? 1.3 : CHEAP.has(brand.country) ? 0.8 : 0.95) * (0.85 + rng.next() * 0.3);
  const price = roundPrice(
    kind.base * Math.pow(size, 0.96) * factor * (series ? 1 + (series.length % 4) * 0.05 : 1),
  );
  const onSale = rng.chance(0.2);
  const salePrice = onSale ? roundPrice(price * (1 - (5 + rng.int(0, 25)) / 100)) : 0;
  const grams = Math.round(
    kind.unit === "kg" ? size * 1000 : kind.unit === "l" ? size * 1300 : (kind.grams ?? 500) * size,
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
    images: pictureKeys(category, variant, rng),
    // Each word once: the key stays short, which keeps trigram similarity meaningful.
    search_key: [...new Set(searchKeyWords(`${title.join(" ")} ${category.spec.t.join(" ")}`))].join(" "),
    title_keys: `|${keys.join("|")}|`,
    created_at: createdAt.toISOString(),
  };
}

function pictureKeys(category: PlacedCategory, variant: Tr, rng: Random): string[] {
  const count = rng.int(1, 3);
  const first = rng.int(0, 2);
  return Array.from({ length: count }, (_, i) =>
    pictureKey(category.section.template, (first + i) % 3, variant[2]),
  );
}
