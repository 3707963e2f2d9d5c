import { stripLanguage } from "../visitor/routes";
import type { CookieJar } from "../visitor/visitor.port";
import type { Tokens } from "./account.types";

export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";
/**
 * The refresh token's life on the server; both cookies last as long, and a stale access token is refreshed.
 */
export const TOKEN_COOKIE_DAYS = 30;

export function storedTokens(jar: CookieJar): Tokens | null {
  const access = jar.get(ACCESS_COOKIE);
  const refresh = jar.get(REFRESH_COOKIE);
  return access && refresh ? { access, refresh } : null;
}

export function storeTokens(jar: CookieJar, tokens: Tokens): void {
  jar.set(ACCESS_COOKIE, tokens.access, { maxAgeDays: TOKEN_COOKIE_DAYS });
  jar.set(REFRESH_COOKIE, tokens.refresh, { maxAgeDays: TOKEN_COOKIE_DAYS });
}

/** A cookie with no life left is deleted by the browser. */
export function clearTokens(jar: CookieJar): void {
  jar.set(ACCESS_COOKIE, "", { maxAgeDays: 0 });
  jar.set(REFRESH_COOKIE, "", { maxAgeDays: 0 });
}

/** The areas a route guard keeps for signed-in users (spec section 2); logging out there goes home. */
const PROTECTED = ["/profile", "/my-orders", "/checkout"];

export function isProtectedPath(pathname: string): boolean {
  const bare = stripLanguage(pathname);
  return PROTECTED.some((root) => bare === root || bare.startsWith(`${root}/`));
}

/** "Demo Xaridor" -> "Demo"; the header has room for a first name only. Without a name, the masked phone. */
export function firstName(fullName: string, phone = ""): string {
  const first = fullName.trim().split(/\s+/)[0];
  if (first) return first;
  return phone ? `+998 ${phone.slice(0, 2)} ••• •• ${phone.slice(-2)}` : "";
}
