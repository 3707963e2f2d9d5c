import type { CookieJar } from "./visitor.port";

export const LANGUAGES = ["ru", "uz", "sr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "uz";
export const LANGUAGE_COOKIE = "i18n_redirected";
export const THEME_COOKIE = "theme";
export const VISITOR_COOKIE = "visitorId";
export const COOKIE_DAYS = 365;

export type Theme = "light" | "dark";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

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

/**
 * The language a browser prefers among ours, from an Accept-Language header; uz when none matches.
 * uz-Latn (and a bare "sr"-coded Latin preference) maps to sr, other uz tags to uz (Cyrillic).
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith("uz-latn") || tag === "sr-latn-uz") return "sr";
    if (tag.startsWith("uz")) return "uz";
    if (tag.startsWith("ru")) return "ru";
  }
  return DEFAULT_LANGUAGE;
}
