import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { placeholders, readPo } from "./read-po";

const LANGUAGES = ["ru", "uz", "sr"] as const;
const areas = readdirSync("locales").filter((d) => statSync(path.join("locales", d)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(dir, f));
}

// Every message id written in code (macros always carry an explicit id in this project).
function idsUsedInCode(): Set<string> {
  const ids = new Set<string>();
  for (const file of [...sourceFiles("ui"), ...sourceFiles("application"), ...sourceFiles("stories")]) {
    const code = readFileSync(file, "utf8");
    if (!/@lingui\/[a-z]+\/macro/.test(code)) continue;
    for (const m of code.matchAll(/\bid(?::\s*|=)["'`]([\w.-]+)["'`]/g)) ids.add(m[1]!);
  }
  return ids;
}

describe("translation catalogs", () => {
  const catalogs = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const merged = new Map<string, string>();
      for (const area of areas) for (const [k, v] of readPo(`locales/${area}/${lang}.po`)) merged.set(k, v);
      return [lang, merged];
    }),
  ) as Record<(typeof LANGUAGES)[number], Map<string, string>>;

  it.each(areas)("area %s has the same ids in en, ru, uz and sr", (area) => {
    const en = [...readPo(`locales/${area}/en.po`).keys()].sort();
    for (const lang of LANGUAGES) expect([...readPo(`locales/${area}/${lang}.po`).keys()].sort()).toEqual(en);
  });

  it.each(LANGUAGES)("%s translates every message, keeping its placeholders", (lang) => {
    const english = new Map(areas.flatMap((a) => [...readPo(`locales/${a}/en.po`)]));
    const untranslated = [...catalogs[lang]].filter(([, text]) => text.trim() === "").map(([id]) => id);
    expect(untranslated).toEqual([]);
    const broken = [...catalogs[lang]]
      .filter(([id, text]) => placeholders(text).join() !== placeholders(english.get(id) ?? "").join())
      .map(([id]) => id);
    expect(broken).toEqual([]);
  });

  it("holds every message id the code uses, in all three languages", () => {
    const used = idsUsedInCode();
    expect(used.size).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const missing = [...used].filter((id) => !catalogs[lang].has(id));
      expect(missing, `missing from ${lang}`).toEqual([]);
    }
  });

  it("writes Uzbek Cyrillic under uz and Uzbek Latin under sr", () => {
    const cyrillic = /[\u0400-\u04FF]/;
    for (const [id, text] of catalogs.sr) expect(cyrillic.test(text), `sr ${id}: ${text}`).toBe(false);
    const shell = catalogs.uz.get("app.shell.title") ?? "";
    expect(cyrillic.test(shell)).toBe(true);
  });
});
