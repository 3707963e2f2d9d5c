import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DRAWABLE, productSvg, TEMPLATES } from "../../../server/adapters/images/picture-templates.ts";
import { placeBrands, placeCategories, SECTIONS } from "../../../server/db/seed/catalogue.seed.ts";
import { KIND_PICTURES } from "../../../server/db/seed/data/kind-pictures.data.ts";
import { generateProducts } from "../../../server/db/seed/products.seed.ts";
import { Random } from "../../../server/db/seed/random.ts";

// A shopper tells the kind of goods from its picture: each kind has its own drawing, not its section's.
const kinds = SECTIONS.flatMap((s) =>
  s.categories.flatMap((c) => c.kinds.map((k) => ({ section: s.slug, category: c.slug, ru: k.t[0] }))),
);
const drawingOf = (ru: string) => KIND_PICTURES[ru];
const used = [...new Set(Object.values(KIND_PICTURES))].sort();

describe("the kinds' drawings", () => {
  it("key every kind by its Russian title, unique across the catalogue, and map each one", () => {
    expect(new Set(kinds.map((k) => k.ru)).size).toBe(kinds.length);
    expect(kinds.filter((k) => !drawingOf(k.ru)).map((k) => k.ru)).toEqual([]);
    const titles = new Set(kinds.map((k) => k.ru));
    expect(Object.keys(KIND_PICTURES).filter((ru) => !titles.has(ru))).toEqual([]);
  });

  it("name only drawable pictures, as picture keys can spell them", () => {
    for (const name of used) {
      expect(name, name).toMatch(/^[a-z]+$/);
      expect(DRAWABLE, name).toContain(name);
      expect(productSvg(name, 1, "ef7f1a"), name).toMatch(/^<svg .*<\/svg>$/);
    }
    expect(productSvg("nosuchdrawing", 0, "ef7f1a")).toBeNull();
  });

  it("keep the section templates as the category icons", () => {
    for (const section of SECTIONS) expect(TEMPLATES).toContain(section.template);
    for (const template of TEMPLATES) expect(DRAWABLE).toContain(template);
  });

  it("tell apart kinds that differ in nature within one section", () => {
    const differ = (...titles: string[]) =>
      expect(new Set(titles.map(drawingOf)).size, titles.join(" / ")).toBe(titles.length);
    differ("Краска интерьерная", "Валик малярный", "Кисть плоская", "Краска аэрозольная", "Растворитель");
    differ("Дрель ударная", "Молоток слесарный", "Стремянка алюминиевая", "Рулетка", "Угловая шлифмашина");
    differ("Унитаз-компакт", "Раковина", "Смеситель для раковины", "Ванна акриловая", "Душевая кабина");
    differ("Кабель ВВГнг", "Розетка с заземлением", "Выключатель одноклавишный", "Лампа светодиодная E27");
    differ("Саморез по дереву", "Гвозди строительные", "Гайка DIN 934", "Хомут нейлоновый");
    differ("Труба ПП PN20", "Угол ПП 90°", "Тройник ПП", "Кран шаровый латунный", "Радиатор алюминиевый");
    differ("Дверь межкомнатная", "Окно ПВХ двустворчатое", "Замок врезной", "Петля дверная");
    differ("Плитка настенная", "Плиткорез ручной", "Крестики для плитки", "Мозаика стеклянная");
  });

  it("use at least 80 distinct drawings", () => {
    expect(used.length).toBeGreaterThanOrEqual(80);
  });
});

describe("the seeded products' pictures", () => {
  const categories = placeCategories().placed;
  const products = generateProducts(3000, categories, placeBrands().placed, new Random(7));

  it("draw each product's own kind", () => {
    const wrong: string[] = [];
    for (const p of products) {
      const category = categories.find((c) => c.id === p.category_id)!;
      const title = String(p.title_ru);
      const kind = category.spec.kinds
        .filter((k) => title.startsWith(`${k.t[0]} `))
        .sort((a, b) => b.t[0].length - a.t[0].length)[0]!;
      const drawing = drawingOf(kind.t[0])!;
      const images = p.images as string[];
      expect(images.length).toBeGreaterThan(0);
      for (const key of images)
        if (!new RegExp(`^${drawing}-[0-2]-[0-9a-f]{6}$`).test(key)) wrong.push(`${title}: ${key}`);
    }
    expect(wrong).toEqual([]);
    const drawn = new Set(products.flatMap((p) => (p.images as string[]).map((k) => k.split("-")[0])));
    expect(drawn.size).toBeGreaterThanOrEqual(80);
  });
});

describe("each drawing, rendered", () => {
  const BACKGROUND = [0xf4, 0xf5, 0xf7];
  /**
   * The shares of the picture, drawn in the given colour at card size, that differ from the background at all
   * (white china on the light grey counts) and that stand out from it (outlines, dark or bright parts).
   */
  async function coverage(name: string, colour: string) {
    // Rasterised at card size directly (the SVG is 800 px at 72 dpi), not drawn at 800 px and shrunk.
    const { data, info } = await sharp(Buffer.from(productSvg(name, 0, colour)!), { density: 72 / 5 })
      .resize(160, 160)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let drawn = 0;
    let bold = 0;
    const low = [255, 255, 255];
    const high = [0, 0, 0];
    for (let i = 0; i < data.length; i += info.channels) {
      for (let c = 0; c < 3; c++) {
        low[c] = Math.min(low[c]!, data[i + c]!);
        high[c] = Math.max(high[c]!, data[i + c]!);
      }
      const diff = Math.max(...BACKGROUND.map((v, c) => Math.abs(data[i + c]! - v)));
      if (diff > 5) drawn++;
      if (diff > 60) bold++;
    }
    const all = info.width * info.height;
    const contrast = Math.max(...high.map((h, c) => h - low[c]!));
    return { drawn: drawn / all, bold: bold / all, contrast };
  }

  it("renders to a PNG that is not blank, in a mid, a dark and a light colour", async () => {
    const thin: string[] = [];
    for (const name of used) {
      for (const colour of ["ef7f1a", "2b2b2b", "f4f4f0"]) {
        // The section templates fill with the colour alone; a light colour fades them, so they are held to
        // the mid colour only.
        if (TEMPLATES.includes(name) && colour !== "ef7f1a") continue;
        const { drawn, bold, contrast } = await coverage(name, colour);
        if (colour === "ef7f1a") expect(contrast, name).toBeGreaterThan(40);
        if (drawn < 0.08 || bold < 0.02)
          thin.push(
            `${name} in ${colour}: ${(drawn * 100).toFixed(1)} % drawn, ${(bold * 100).toFixed(1)} % bold`,
          );
      }
    }
    expect(thin).toEqual([]);
  }, 60_000);
});
