import { hasCyrillic, toLatin } from "./transliteration.ts";

/**
 * The readable part of a link to a product, category or brand: Latin letters and digits joined by dashes,
 * Cyrillic written in Uzbek Latin first ("Грунтовка 10 л" -> "gruntovka-10-l"); at most 80 characters.
 * The caller adds the id, which is what makes it unique.
 */
export function slugOf(text: string): string {
  const latin = hasCyrillic(text) ? toLatin(text) : text;
  return latin
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/['ʻʼ‘’`]/g, "")
    .replace(/²/g, "2")
    .replace(/³/g, "3")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}
