import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import linguiConfig from "../../../../lingui.config";

const LOCALES = ["en", "ru", "uz", "sr"] as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** The kit's message ids, from the components and their stories. */
function kitIds(): string[] {
  const ids = new Set<string>();
  for (const file of [...sources("ui/kit"), ...sources("stories/kit")]) {
    for (const m of readFileSync(file, "utf8").matchAll(/\bid(?::\s*|=)["'`](kit\.[\w.-]+)["'`]/g))
      ids.add(m[1]!);
  }
  return [...ids].sort();
}

/**
 * Parsed the way the Vite plugin parses it, so an entry read as a message (hashed id) instead of an id fails.
 */
async function catalog(locale: string, area: "kit" | "stories" = "kit"): Promise<Map<string, string>> {
  const format = linguiConfig.format as { parse: (content: string, ctx: object) => unknown };
  const file = `locales/${area}/${locale}.po`;
  const parsed = (await format.parse(readFileSync(file, "utf8"), {
    locale,
    sourceLocale: "en",
    filename: file,
  })) as Record<string, { translation?: string }>;
  return new Map(Object.entries(parsed).map(([id, m]) => [id, m.translation ?? ""]));
}

describe("kit catalogs", () => {
  const used = kitIds();

  it("finds the kit's ids in the code", () => {
    expect(used).toContain("kit.modal.close");
    expect(used).toContain("kit.money.currency");
  });

  it.each(LOCALES)("%s holds every kit id as an explicit id with a non-empty translation", async (locale) => {
    const shipped = await catalog(locale);
    const messages = new Map([...shipped, ...(await catalog(locale, "stories"))]);
    expect(used.filter((id) => !(messages.get(id) ?? "").trim())).toEqual([]);
    // And nothing stale: every kit.* entry is still used.
    expect([...messages.keys()].filter((id) => id.startsWith("kit.") && !used.includes(id))).toEqual([]);
    // Texts only the stories show stay out of the catalog the browser loads.
    expect([...shipped.keys()].filter((id) => id.startsWith("kit.story."))).toEqual([]);
  });

  it("writes uz in Cyrillic and sr in Latin", async () => {
    const latinWord = /[A-Za-z]{2,}/;
    const cyrillic = /[\u0400-\u04FF]/;
    for (const [id, text] of [...(await catalog("uz")), ...(await catalog("uz", "stories"))]) {
      expect(latinWord.test(text.replace(/Alt\+T|\{\w+\}/g, "")), `uz ${id}: ${text}`).toBe(false);
    }
    for (const [id, text] of [...(await catalog("sr")), ...(await catalog("sr", "stories"))])
      expect(cyrillic.test(text), `sr ${id}: ${text}`).toBe(false);
  });

  it("names the currency as the shop does", async () => {
    expect((await catalog("ru")).get("kit.money.currency")).toBe("сум");
    expect((await catalog("uz")).get("kit.money.currency")).toBe("сўм");
    expect((await catalog("sr")).get("kit.money.currency")).toBe("soʻm");
  });
});
