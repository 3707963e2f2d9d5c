export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from "../../domain/language";
export const LANGUAGE_COOKIE = "i18n_redirected";
export const THEME_COOKIE = "theme";
/**
 * The guest's id, owning their basket and likes: the server sets it HttpOnly (server/http/visitor-cookie.ts,
 * decision 0025), so the browser's scripts never read it; only the server render does, from the request.
 */
export const VISITOR_COOKIE = "visitorId";
/**
 * Set by the server beside a visitor id it has just issued (server/http/visitor-cookie.ts): this browser is
 * new here and owns nothing yet. Read once and deleted by the page's start (ui/main.tsx).
 */
export const NEW_VISITOR_COOKIE = "qb_new_visitor";
export const COOKIE_DAYS = 365;

export type Theme = "light" | "dark";

export function parseTheme(value: string | undefined | null): Theme {
  return value === "dark" ? "dark" : "light";
}
