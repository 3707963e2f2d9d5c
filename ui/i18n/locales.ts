/** The three interface languages. `sr` is the shop's code for Uzbek in Latin script (not Serbian). */
export const LOCALES = ["ru", "uz", "sr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "uz";
/** Russian has no path prefix; the other two are /uz and /sr. */
export const UNPREFIXED_LOCALE: Locale = "ru";
export const LOCALE_COOKIE = "i18n_redirected";

/** BCP 47 tags for lang and hreflang, so search engines see Uzbek (Cyrillic or Latin), never Serbian. */
export const HTML_LANG: Record<Locale, string> = { ru: "ru", uz: "uz-Cyrl", sr: "uz-Latn" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
