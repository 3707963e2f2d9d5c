import { preferredLanguage, type Language } from "../../domain/language.ts";

// Browsers send a handful of Accept-Language values, each again on every request: the answer to each is kept,
// as parsing and ranking the header was a hundredth of a request's CPU. A header too long to be a browser's
// is parsed every time, and a full table starts again, so no client can make it grow.
const KEPT = 256;
const LONGEST_KEPT = 200;
const known = new Map<string, Language>();

/**
 * The request's language from its Accept-Language header (domain/language.ts, the storefront's own parser).
 */
export function pickLanguage(header: string | string[] | undefined): Language {
  if (typeof header !== "string" || header.length > LONGEST_KEPT) return preferredLanguage(header);
  let language = known.get(header);
  if (language === undefined) {
    language = preferredLanguage(header);
    if (known.size >= KEPT) known.clear();
    known.set(header, language);
  }
  return language;
}
