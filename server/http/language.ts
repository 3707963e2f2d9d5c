import { preferredLanguage, type Language } from "../../domain/language.ts";

/**
 * The request's language from its Accept-Language header (domain/language.ts, the storefront's own parser).
 */
export function pickLanguage(header: string | string[] | undefined): Language {
  return preferredLanguage(header);
}
