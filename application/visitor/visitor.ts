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

/** A guest id of 128 random bits: it owns a basket and likes, so it must not be guessable. */
export const VISITOR_ID_LENGTH = 25;
const VISITOR_ID = /^[0-9a-z]{25,64}$/;

/**
 * A base36 string of 128 bits from the platform's CSPRNG (crypto.getRandomValues, in browsers and Node);
 * `randomBytes` is passed in so tests stay deterministic.
 */
export function newVisitorId(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  let value = 0n;
  for (const byte of randomBytes(16)) value = (value << 8n) | BigInt(byte);
  return value.toString(36).padStart(VISITOR_ID_LENGTH, "0");
}

/** The visitor id from the cookie, creating and storing one for a new guest (or one with a weak id). */
export function ensureVisitorId(jar: CookieJar, randomBytes?: (n: number) => Uint8Array): string {
  const existing = jar.get(VISITOR_COOKIE);
  // A shorter id was made by an earlier, guessable generator: the guest gets a strong one instead.
  if (existing && VISITOR_ID.test(existing)) return existing;
  const id = newVisitorId(randomBytes);
  jar.set(VISITOR_COOKIE, id, { maxAgeDays: COOKIE_DAYS });
  return id;
}
