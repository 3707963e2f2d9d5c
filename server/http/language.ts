import type { Language } from "../../contract/index.ts";

export type Lang = Language;
export const DEFAULT_LANG: Lang = "uz";

/**
 * The storefront sends exactly "ru", "uz" or "sr"; browsers send lists such as "ru-RU,ru;q=0.9". Uzbek in Latin
 * script ("uz-Latn") is the shop's "sr"; anything unknown falls back to the shop's default, uz.
 */
export function pickLanguage(header: string | string[] | undefined): Lang {
  const raw = (Array.isArray(header) ? header[0] : header)?.toLowerCase();
  if (!raw) return DEFAULT_LANG;
  for (const part of raw.split(",")) {
    const tag = part.split(";")[0]!.trim();
    if (tag === "sr" || tag.startsWith("sr-") || tag === "uz-latn" || tag.startsWith("uz-latn")) return "sr";
    if (tag === "uz" || tag.startsWith("uz-")) return "uz";
    if (tag === "ru" || tag.startsWith("ru-")) return "ru";
  }
  return DEFAULT_LANG;
}

/** Picks the column of the request's language from an object holding `<name>Ru`, `<name>Uz`, `<name>Sr`. */
export function pick<R, U, S>(lang: Lang, ru: R, uz: U, sr: S): R | U | S {
  return lang === "ru" ? ru : lang === "sr" ? sr : uz;
}
