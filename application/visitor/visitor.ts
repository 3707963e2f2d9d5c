import type { CookieJar } from "./visitor.port";

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from "../../domain/language";
export const LANGUAGE_COOKIE = "i18n_redirected";
export const THEME_COOKIE = "theme";
export const VISITOR_COOKIE = "visitorId";
export const COOKIE_DAYS = 365;

export type Theme = "light" | "dark";

export function parseTheme(value: string | undefined | null): Theme {
  return value === "dark" ? "dark" : "light";
}

/** A random base36 string identifying a guest; `random` is passed in so tests stay deterministic. */
export function newVisitorId(random: () => number = Math.random): string {
  let id = "";
  while (id.length < 16) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** The visitor id from the cookie, creating and storing one for a new guest. */
export function ensureVisitorId(jar: CookieJar, random?: () => number): string {
  const existing = jar.get(VISITOR_COOKIE);
  if (existing && /^[0-9a-z]{4,64}$/.test(existing)) return existing;
  const id = newVisitorId(random);
  jar.set(VISITOR_COOKIE, id, { maxAgeDays: COOKIE_DAYS });
  return id;
}
