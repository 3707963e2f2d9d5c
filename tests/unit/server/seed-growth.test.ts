import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { placeBrands, placeCategories } from "../../../server/db/seed/catalogue.seed.ts";
import { allocate, growthCapacity, LINES, rangeOf } from "../../../server/db/seed/catalogue-growth.ts";
import { makeProduct, productTitle } from "../../../server/db/seed/product-row.ts";
import { brandsFor, productStream } from "../../../server/db/seed/products.seed.ts";
import { Random } from "../../../server/db/seed/random.ts";
import { withUzbekLatinSigns, type Row } from "../../../server/db/seed/insert.ts";
import { KIND_RANGES } from "../../../server/db/seed/data/kind-ranges.data.ts";

// Issue 25, item 1: SEED_PRODUCTS up to a million makes that many distinct products, and every catalogue the
// first generator could make (the demo, the tests', the visual baselines', the benches') stays as it was.
const categories = placeCategories().placed;
const brands = placeBrands().placed;
const SEED = 20250115; // seed.ts's
const GROWN = new Set(LINES);
const seriesOf = (p: Row) =>
  (p.attributes as [string, unknown][]).find(([code]) => code === "main.series")?.[1] as string | undefined;

/**
 * sha256 of the first generator's rows, one JSON line each, recorded from it before the catalogue could
 * grow: [products asked, products it made, hash].
 */
const BEFORE: [number, number, string][] = [
  [30_000, 30_000, "97acf4bd06ee093be03709f3e12a495dd492fc83784067b56a731b5da9413e8f"],
  [100_000, 84_497, "eff2a8f38eea18b2cf0937fe6d24d1742a32bd043bcf3b3b08112d6f738e1dc1"],
];

/** One pass over a catalogue: the hash of its first `first` rows, how many it made, and the grown ones. */
function walk(asked: number, first: number) {
  const sha = createHash("sha256");
  const grown: Row[] = [];
  let made = 0;
  let prefix = "";
  for (const row of productStream(asked, categories, brands, new Random(SEED))) {
    sha.update(`${JSON.stringify(row)}\n`);
    if (++made === first) prefix = sha.copy().digest("hex");
    if (made > first) grown.push(row);
  }
  return { prefix, made, grown };
}

// 100,000 is past what the first generator could make: 84,497 as it was, then 15,503 grownSample().
let past: ReturnType<typeof walk> | undefined;
const pastFirst = () => (past ??= walk(BEFORE[1]![0], BEFORE[1]![1]));
const grownSample = () => pastFirst().grown;

/** Of every kind, its first grown line, each product of it made. */
let lines: Row[] | undefined;
const lineSample = () =>
  (lines ??= categories.flatMap((category) => {
    const specs = [...rangeOf(category, brandsFor(category, brands, new Random(1)))];
    return category.spec.kinds.flatMap((kind) => {
      const first = specs.find((s) => s.kind === kind)!;
      return specs
        .filter((s) => s.kind === kind && s.brand === first.brand && s.series === first.series)
        .map((s, i) => makeProduct({ ...s, id: i + 1, group: 1, category }, new Random(i)));
    });
  }));

describe("the demo catalogue at any size", () => {
  it("starts with exactly the products the first generator made, in order, field for field", () => {
    const demo = walk(BEFORE[0]![0], BEFORE[0]![1]);
    expect(demo.prefix).toBe(BEFORE[0]![2]);
    expect(demo.made).toBe(30_000);
    expect(pastFirst().prefix, "the first 84,497 of 100,000").toBe(BEFORE[1]![2]);
  }, 120_000);

  it("makes as many products as asked once the first generator's run out", () => {
    expect(pastFirst().made).toBe(100_000);
    expect(grownSample().filter((p) => !GROWN.has(seriesOf(p)!))).toEqual([]);
  }, 120_000);

  it("can grow past the largest SEED_PRODUCTS the configuration allows", () => {
    const capacity = categories.reduce(
      (sum, c) => sum + growthCapacity(c, brandsFor(c, brands, new Random(1))),
      0,
    );
    expect(capacity).toBeGreaterThan(2_000_000);
  });

  it("fills the short categories first and shares what they cannot hold evenly, within capacity", () => {
    expect(allocate([10, 0, 5], [100, 100, 100])).toEqual([10, 0, 5]);
    expect(allocate([10, 0, 0], [4, 100, 100])).toEqual([4, 3, 3]);
    expect(allocate([50, 0], [10, 20])).toEqual([10, 20]);
    expect(allocate([0, 0], [10, 10])).toEqual([0, 0]);
  });
});

describe("the grown products' names", () => {
  it("are unique in each script across everything the catalogue can grow into", () => {
    // A 53-bit hash of each name: a collision of distinct names is all but impossible at this count.
    const seen = [new Set<number>(), new Set<number>(), new Set<number>()];
    const twins: string[] = [];
    let names = 0;
    for (const category of categories)
      for (const spec of rangeOf(category, brandsFor(category, brands, new Random(1)))) {
        const title = productTitle(spec);
        names++;
        for (const i of [0, 1, 2] as const) {
          const key = hash53(title[i]);
          if (seen[i]!.has(key)) twins.push(title[i]);
          else seen[i]!.add(key);
        }
      }
    expect(names).toBeGreaterThan(2_000_000);
    expect(twins.slice(0, 10)).toEqual([]);
  }, 120_000);

  it("never repeat a first-generator name: each carries a model line no first name has", () => {
    // Kind, brand, series and variant labels of the first catalogue never use a grown line's word, and every
    // grown name does, so no grown name can equal a first one.
    const words = (text: string) => text.split(/[\s,]+/);
    const first = new Set<string>();
    for (const c of categories)
      for (const k of c.spec.kinds)
        for (const text of [...k.t, ...k.variants.flat()]) words(String(text)).forEach((w) => first.add(w));
    for (const b of brands) words(b.title).forEach((w) => first.add(w));
    expect(LINES.filter((line) => first.has(line))).toEqual([]);
    expect(grownSample().filter((p) => !String(p.title_sr).includes(` ${seriesOf(p)} `))).toEqual([]);
  });

  it("read as real goods: paint by colour and volume, cable by section and length, tile by size and finish", () => {
    const namesOf = (kind: string) =>
      lineSample()
        .map((p) => String(p.title_ru))
        .filter((title) => title.startsWith(`${kind} `));
    const colours = "Терракотовый|Оливковый|Бирюзовый|Лавандовый|Песочный|Мятный|Персиковый|Кремовый|Голубой";
    expect(namesOf("Краска интерьерная").length).toBeGreaterThan(100);
    expect(namesOf("Кабель ВВГнг").length).toBeGreaterThan(10);
    expect(namesOf("Плитка настенная").length).toBeGreaterThan(10);
    for (const name of namesOf("Краска интерьерная"))
      expect(name).toMatch(new RegExp(`^Краска интерьерная .+ [А-Яа-яё -]+, [А-Яа-яё-]+, [\\d.]+ л$`));
    expect(namesOf("Краска интерьерная").some((n) => new RegExp(`, (${colours}), `).test(n))).toBe(true);
    for (const name of namesOf("Кабель ВВГнг")) expect(name).toMatch(/ \d+x[\d,]+ мм², \d+ м$/);
    for (const name of namesOf("Плитка настенная"))
      expect(name).toMatch(/ [\d,]+x\d+, (Матовая|Глянцевая|Сатинированная|Рельефная)$/);
    // A model line is a word, never a number stuck on a word ("Colour 173").
    expect(LINES.filter((line) => !/^[A-Z][a-z]+$/.test(line))).toEqual([]);
  }, 120_000);

  it("draw their own kind, coloured by the colour they are named for", () => {
    const terracotta = lineSample().filter((p) => String(p.title_ru).includes(", Терракотовый"));
    expect(terracotta.length).toBeGreaterThan(0);
    for (const p of terracotta) for (const key of p.images as string[]) expect(key).toMatch(/-c2643c$/);
    const rollers = lineSample().filter((p) => String(p.title_ru).startsWith("Валик малярный "));
    expect(rollers.length).toBeGreaterThan(0);
    for (const p of rollers) for (const key of p.images as string[]) expect(key).toMatch(/^roller-/);
  }, 120_000);
});

describe("the grown products' prices and weights", () => {
  it("grow with the pack: a bigger pack of a grown line costs and weighs more", () => {
    const lines = new Map<string, Row[]>();
    for (const p of lineSample()) {
      // The name without its pack: the same line, variant and trait.
      const key = String(p.title_ru).replace(/, [^,]+$/, "");
      lines.set(key, [...(lines.get(key) ?? []), p]);
    }
    const packs = [...lines.values()].filter((line) => new Set(line.map((p) => p.unit_value)).size > 1);
    expect(packs.length).toBeGreaterThan(100);
    for (const line of packs) {
      const bySize = [...line].sort((a, b) => Number(a.unit_value) - Number(b.unit_value));
      for (let i = 1; i < bySize.length; i++) {
        const [small, big] = [bySize[i - 1]!, bySize[i]!];
        expect(Number(big.price), `${big.title_ru} vs ${small.title_ru}`).toBeGreaterThan(
          Number(small.price),
        );
        expect(Number(big.weight), `${big.title_ru} vs ${small.title_ru}`).toBeGreaterThan(
          Number(small.weight),
        );
      }
    }
  }, 120_000);

  it("grow with a measured trait and keep the kind's measure: a 12 m bar is twice a 6 m one, 6 mm is (6/8)² of 8 mm", () => {
    const rebar = categories.find((c) => c.spec.slug === "rebar")!;
    const specs = [...rangeOf(rebar, brandsFor(rebar, brands, new Random(1)))];
    const line = specs.filter((s) => s.brand === specs[0]!.brand && s.series === specs[0]!.series);
    const bar = (mm: number, metres: string) => {
      const spec = line.find((s) => s.variant[0] === `${mm} мм` && s.trait?.value[0] === `${metres} м`)!;
      return makeProduct({ ...spec, id: 1, group: 1, category: rebar }, new Random(1));
    };
    expect(Number(bar(8, "12").weight) / Number(bar(8, "6").weight)).toBeCloseTo(2, 2);
    expect(Number(bar(8, "12").price) / Number(bar(8, "6").price)).toBeCloseTo(2, 1);
    expect(Number(bar(6, "11,7").weight) / Number(bar(8, "11,7").weight)).toBeCloseTo((6 / 8) ** 2, 2);
    expect(Number(bar(40, "11,7").weight) / Number(bar(8, "11,7").weight)).toBeCloseTo((40 / 8) ** 2, 1);
  });
});

/** Two 32-bit hashes of a text in one pass (FNV-1a and djb2), as one 53-bit number. */
function hash53(text: string): number {
  let a = 2166136261;
  let b = 5381;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = (Math.imul(b, 33) + c) | 0;
  }
  return (a >>> 0) * 2097152 + ((b >>> 0) & 0x1fffff);
}

describe("the grown products' languages", () => {
  const CYRILLIC = /[\u0400-\u04FF]/;
  const LATIN = /[A-Za-z]/;
  const words = (text: unknown) =>
    String(text)
      .split(/[\s,()/«»"]+/)
      .filter(Boolean);

  it("keep each script to its own letters and Uzbek free of Russian words", () => {
    const titles = lineSample().map(withUzbekLatinSigns);
    const mixed = titles.flatMap((p) =>
      ["title_ru", "title_uz", "title_sr"].flatMap((c) =>
        words(p[c]).filter((w) => CYRILLIC.test(w) && LATIN.test(w)),
      ),
    );
    expect([...new Set(mixed)]).toEqual([]);
    expect(titles.filter((p) => /[щыЩЫ]/.test(String(p.title_uz))).map((p) => p.title_uz)).toEqual([]);
    expect(titles.filter((p) => CYRILLIC.test(String(p.title_sr))).map((p) => p.title_sr)).toEqual([]);
    expect(titles.filter((p) => /['‘’`]/.test(String(p.title_sr))).map((p) => p.title_sr)).toEqual([]);
    const RUSSIAN_WORDS = new Set("в во на для из под по с со и без от до при".split(" "));
    const RUSSIAN_ENDING = /[а-яё](ый|ая|яя|ое|ее|ые|ие|ого|ому|ных|ного|ная|ное)$/;
    const russian = titles.flatMap((p) =>
      words(p.title_uz).filter((w) => RUSSIAN_WORDS.has(w) || RUSSIAN_ENDING.test(w.toLowerCase())),
    );
    expect([...new Set(russian)]).toEqual([]);
  }, 120_000);

  it("grow a measured kind by the same measure, so price and weight keep scaling with it", () => {
    const MEASURE = /^(\d+(?:\.\d+)?) ?(mm²|mm|Vt|A|l|m)$/;
    const label = (v: string | readonly string[]) => (typeof v === "string" ? v : v[2]!);
    const kinds = categories.flatMap((c) => c.spec.kinds);
    expect(kinds.filter((k) => !KIND_RANGES[k.t[0]]).map((k) => k.t[0])).toEqual([]);
    expect(Object.keys(KIND_RANGES).filter((t) => !kinds.some((k) => k.t[0] === t))).toEqual([]);
    const astray = kinds.flatMap((k) => {
      const own = k.variants.map((v) => MEASURE.exec(label(v)));
      if (!own.every(Boolean)) return [];
      return KIND_RANGES[k.t[0]]!.more.filter((v) => MEASURE.exec(label(v))?.[2] !== own[0]![2]).map(
        (v) => `${k.t[0]}: ${label(v)}`,
      );
    });
    expect(astray).toEqual([]);
  });
});
