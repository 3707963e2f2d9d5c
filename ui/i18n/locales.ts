/** The three interface languages. `sr` is the shop's code for Uzbek in Latin script (not Serbian). */
import type { Language } from "../../domain/language";

export {
  DEFAULT_LANGUAGE as DEFAULT_LOCALE,
  isLanguage as isLocale,
  LANGUAGES as LOCALES,
  type Language as Locale,
} from "../../domain/language";
type Locale = Language;
/** Russian has no path prefix; the other two are /uz and /sr. */
export const UNPREFIXED_LOCALE: Locale = "ru";
export const LOCALE_COOKIE = "i18n_redirected";

/** BCP 47 tags for lang and hreflang, so search engines see Uzbek (Cyrillic or Latin), never Serbian. */
export const HTML_LANG: Record<Locale, string> = { ru: "ru", uz: "uz-Cyrl", sr: "uz-Latn" };
