export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from "../../domain/language";
export const LANGUAGE_COOKIE = "i18n_redirected";
export const THEME_COOKIE = "theme";
export { NEW_VISITOR_COOKIE } from "../../contract/cookies";
export const COOKIE_DAYS = 365;

export type Theme = "light" | "dark";

export function parseTheme(value: string | undefined | null): Theme {
  return value === "dark" ? "dark" : "light";
}
