/**
 * The shop's three languages, one list for both sides: ru (Russian), uz (Uzbek in Cyrillic script) and sr
 * (the shop's code for Uzbek in Latin script, not Serbian). uz is what a visitor gets when nothing says
 * otherwise.
 */
export const LANGUAGES = ["ru", "uz", "sr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "uz";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** One tag of Accept-Language as ours: the storefront itself sends exactly "ru", "uz" or "sr". */
function languageOfTag(tag: string): Language | null {
  if (tag === "sr" || tag === "sr-latn-uz" || tag.startsWith("uz-latn")) return "sr";
  if (tag === "uz" || tag.startsWith("uz-")) return "uz";
  if (tag === "ru" || tag.startsWith("ru-")) return "ru";
  return null;
}

/**
 * The language an Accept-Language header prefers among ours, by its q-values (ties keep the header's order);
 * uz when none matches. The server reads the API's header with it and the storefront a browser's.
 */
export function preferredLanguage(acceptLanguage: string | readonly string[] | undefined): Language {
  const header = typeof acceptLanguage === "string" ? acceptLanguage : acceptLanguage?.[0];
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
