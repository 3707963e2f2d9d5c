import { describe, expect, it } from "vitest";
import { toLatin } from "../../../domain/transliteration.ts";
import { foldApostrophes } from "../../../domain/apostrophes.ts";
import { placeBrands, placeCategories, SECTIONS } from "../../../server/db/seed/catalogue.seed.ts";
import { withUzbekLatinSigns } from "../../../server/db/seed/insert.ts";
import { brandsFor, generateProducts } from "../../../server/db/seed/products.seed.ts";
import { Random } from "../../../server/db/seed/random.ts";

// Issue 15, item 4: the demo catalogue reads as a buyer would trust it, in each of its three languages.
const categories = placeCategories().placed;
const brands = placeBrands().placed;
const products = generateProducts(6000, categories, brands, new Random(7));
const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN = /[A-Za-z]/;
const words = (text: unknown) =>
  String(text)
    .split(/[\s,()/«»"]+/)
    .filter(Boolean);

describe("the demo catalogue's titles", () => {
  it("have no word mixing Cyrillic and Latin letters (a Latin x inside a Cyrillic word)", () => {
    const mixed = products.flatMap((p) =>
      ["title_ru", "title_uz", "title_sr"].flatMap((column) =>
        words(p[column]).filter((w) => CYRILLIC.test(w) && LATIN.test(w)),
      ),
    );
    expect([...new Set(mixed)]).toEqual([]);
  });

  it("keep Russian letters out of Uzbek Cyrillic and every Cyrillic letter out of Uzbek Latin", () => {
    expect(products.filter((p) => /[щыЩЫ]/.test(String(p.title_uz))).map((p) => p.title_uz)).toEqual([]);
    expect(products.filter((p) => CYRILLIC.test(String(p.title_sr))).map((p) => p.title_sr)).toEqual([]);
  });

  it("leave no Russian word in Uzbek: no Russian prepositions or conjunctions, no Russian adjective endings", () => {
    // Uzbek has none of these little words (it says "учун", "ва", "билан"), and its own adjectives end in -ий
    // (оддий, асосий) but never in Russian's -ый, -ая, -ое, -ые, -ие.
    const RUSSIAN_WORDS = new Set("в во на для из под по с со и без от до при".split(" "));
    const LATIN_RUSSIAN = new Set("v vo na dlya iz pod po s so i bez ot do pri".split(" "));
    const RUSSIAN_ENDING = /[а-яё](ый|ая|яя|ое|ее|ые|ие|ого|ому|ных|ного|ная|ное)$/;
    // Case kept: "220 В" is the volt, written alike in both languages.
    const russian = products.flatMap((p) => [
      ...words(p.title_uz).filter((w) => RUSSIAN_WORDS.has(w) || RUSSIAN_ENDING.test(w.toLowerCase())),
      ...words(p.title_sr).filter((w) => LATIN_RUSSIAN.has(w)),
    ]);
    expect([...new Set(russian)]).toEqual([]);
  });

  it("write each Uzbek name in Latin as the 1995 alphabet spells its Cyrillic (abbreviations aside)", () => {
    const names: (readonly string[])[] = SECTIONS.flatMap((s) => [
      s.t,
      ...s.categories.flatMap((c) => [
        c.t,
        ...c.kinds.flatMap((k) => [k.t, ...k.variants.filter((v) => typeof v !== "string")]),
      ]),
    ]);
    const spelled = (text: string) =>
      words(text)
        .filter((w) => !/[A-ZА-ЯЎҚҒҲ].*[A-ZА-ЯЎҚҒҲ]/.test(w))
        .join(" ")
        .toLowerCase();
    const differing = names.filter(([, uz, sr]) => spelled(toLatin(uz!)) !== spelled(foldApostrophes(sr!)));
    expect(differing.map(([, uz, sr]) => `${uz} / ${sr}`)).toEqual([]);
  });

  it("are stored with the alphabet's oʻ, gʻ and ʼ, as the interface writes them", () => {
    const row = withUzbekLatinSigns({ title_sr: "Qo'lda bo‘yash, ma'no", title_ru: "Краска 'Эко'" });
    expect(row).toEqual({ title_sr: "Qoʻlda boʻyash, maʼno", title_ru: "Краска 'Эко'" });
    const stored = products.map(withUzbekLatinSigns);
    expect(stored.filter((p) => /['‘’`]/.test(String(p.title_sr))).map((p) => p.title_sr)).toEqual([]);
  });
});

describe("the demo catalogue's prices and weights", () => {
  const variantOf = (p: (typeof products)[number]) =>
    JSON.stringify((p.attributes as [string, unknown][]).find(([key]) => key === "spec.variant")?.[1]);
  const lines = (key: (p: (typeof products)[number]) => string) => {
    const byLine = new Map<string, typeof products>();
    for (const p of products) byLine.set(key(p), [...(byLine.get(key(p)) ?? []), p]);
    return [...byLine.values()].filter((line) => line.length > 1);
  };

  it("grow with the size of the pack: 50 kg of a line costs and weighs more than its 25 kg", () => {
    const packs = lines((p) => `${p.group_id}|${variantOf(p)}`).filter(
      (line) => new Set(line.map((p) => p.unit_value)).size > 1,
    );
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
  });

  it("grow with a measured variant: a 20 mm rebar costs and weighs (20/8)² times an 8 mm one", () => {
    const rebar = categories.find((c) => c.spec.slug === "rebar")!;
    const bars = lines((p) => String(p.group_id)).filter((line) => line[0]!.category_id === rebar.id);
    expect(bars.length).toBeGreaterThan(0);
    for (const line of bars) {
      const mm = (p: (typeof line)[number]) => Number(/(\d+) mm/.exec(String(p.title_sr))![1]);
      const [thin, thick] = [...line]
        .sort((a, b) => mm(a) - mm(b))
        .filter((p, i, all) => i === 0 || i === all.length - 1);
      const ratio = (mm(thick!) / mm(thin!)) ** 2;
      expect(Number(thick!.weight) / Number(thin!.weight)).toBeCloseTo(ratio, 1);
      // Prices are rounded to a step, so the ratio holds to a few per cent.
      expect(Number(thick!.price) / Number(thin!.price) / ratio).toBeGreaterThan(0.95);
      expect(Number(thick!.price) / Number(thin!.price) / ratio).toBeLessThan(1.05);
    }
  });
});

describe("the demo catalogue's brands", () => {
  const makersOf = (slug: string) => {
    const category = categories.find((c) => c.spec.slug === slug)!;
    const ids = new Set(products.filter((p) => p.category_id === category.id).map((p) => p.manufacturer_id));
    return brands.filter((b) => ids.has(b.id)).map((b) => b.title);
  };
  const CEMENT_PLANTS = [
    "Qizilqumsement",
    "Bekobodsement",
    "Ohangaronsement",
    "Quvasoysement",
    "Jizzax Sement",
  ];

  it("make what they really make: cement comes from cement plants, tile adhesive not from them", () => {
    const cement = makersOf("cement");
    expect(cement.length).toBeGreaterThanOrEqual(3);
    expect(cement.filter((b) => !CEMENT_PLANTS.includes(b) && b !== "Navoiy Sement")).toEqual([]);
    expect(makersOf("tile-adhesive").filter((b) => CEMENT_PLANTS.includes(b))).toEqual([]);
  });

  it("keep clay-block makers out of concrete goods and aerated-block makers out of clay brick", () => {
    for (const slug of ["curbs", "concrete-rings", "paving-tile"])
      expect(
        makersOf(slug).filter((b) => ["Porotherm", "Wienerberger", "Ytong"].includes(b)),
        slug,
      ).toEqual([]);
    expect(makersOf("ceramic-brick").filter((b) => ["Ytong", "Bonolit"].includes(b))).toEqual([]);
  });

  it("give every category at least three makers", () => {
    const few = categories.filter(
      (c) => brands.filter((b) => brandsFor(c, [b], new Random(1)).length).length < 3,
    );
    expect(few.map((c) => c.spec.slug)).toEqual([]);
  });
});
