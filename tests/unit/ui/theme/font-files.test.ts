import { readFileSync } from "node:fs";
import path from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { FONT_FACES, unicodeRange } from "../../../../ui/theme/font-faces";

// The committed font files (scripts/subset-fonts.ts) must hold every letter of the shop's three languages,
// stay within issue 28's budget, and be announced by fonts.css with the ranges they were cut to.

const dir = path.resolve(import.meta.dirname, "../../../../ui/theme");
const bytesOf = (file: string) => readFileSync(path.join(dir, "fonts", file));

async function charactersOf(file: string): Promise<Set<number>> {
  const sfnt = await convert(bytesOf(file), "sfnt");
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
  return new Set(face.collectUnicodes());
}

const RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя№";
const UZBEK_CYRILLIC = "ЎўҚқҒғҲҳ";
const UZBEK_LATIN = "OʻoʻGʻgʻShshChchNGngʼ";
const COMMON = "0123456789 .,:;!?%«»—–-…+()'\"/ \u00a0";

const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!);

describe("the shop's font files", () => {
  it("hold every letter and sign of Russian, Uzbek Cyrillic and Uzbek Latin between them", async () => {
    const all = new Set<number>();
    for (const face of FONT_FACES) for (const c of await charactersOf(face.file)) all.add(c);
    const missing = codes(RUSSIAN + UZBEK_CYRILLIC + UZBEK_LATIN + COMMON).filter((c) => !all.has(c));
    expect(missing.map((c) => String.fromCodePoint(c))).toEqual([]);
  });

  it("put each character in the file whose range names it", async () => {
    for (const face of FONT_FACES) {
      const held = await charactersOf(face.file);
      const inRange = (c: number) => face.ranges.some(([a, b]) => c >= a && c <= b);
      expect(
        [...held].filter((c) => c > 0x20 && !inRange(c)),
        face.file,
      ).toEqual([]);
    }
    const uz = FONT_FACES.find((f) => f.file === "inter-cyrillic-uz.woff2")!;
    expect(codes("ҚқҒғҲҳ").every((c) => uz.ranges.some(([a, b]) => c >= a && c <= b))).toBe(true);
  });

  it("weigh at most 60 KB on the heaviest page (Latin, Cyrillic and the Uzbek letters)", () => {
    const total = FONT_FACES.reduce((sum, face) => sum + bytesOf(face.file).length, 0);
    expect(total).toBeLessThanOrEqual(60 * 1024);
  });

  it("are announced by fonts.css with swap and the ranges they were cut to", () => {
    const css = readFileSync(path.join(dir, "fonts.css"), "utf8");
    expect(css.match(/@font-face/g)).toHaveLength(FONT_FACES.length);
    expect(css.match(/font-display: swap;/g)).toHaveLength(FONT_FACES.length);
    for (const face of FONT_FACES) {
      expect(css).toContain(`url("./fonts/${face.file}")`);
      expect(css).toContain(`unicode-range: ${unicodeRange(face.ranges)};`);
    }
  });
});
