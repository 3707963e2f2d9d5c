import type { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { languageFromPath } from "../../application/visitor/routes";

export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name) continue;
    try {
      out[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      out[name] = part.slice(index + 1).trim();
    }
  }
  return out;
}

/** SameSite=Lax always; Secure when the page was served over HTTPS, so the cookie never travels in clear. */
export function serializeCookie(name: string, value: string, maxAgeDays: number, secure = false): string {
  const line = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86400)}; Path=/; SameSite=Lax`;
  return secure ? `${line}; Secure` : line;
}

/** document.cookie, read on every call so a change made elsewhere is seen. */
export class BrowserCookieJar implements CookieJar {
  constructor(private readonly doc: Document) {}

  get(name: string): string | undefined {
    return parseCookieHeader(this.doc.cookie)[name];
  }

  set(name: string, value: string, options: { maxAgeDays: number }): void {
    this.doc.cookie = serializeCookie(
      name,
      value,
      options.maxAgeDays,
      this.doc.location?.protocol === "https:",
    );
  }
}

/**
 * In the browser the language is the current route's and the token comes from its cookie. The visitor id is
 * not the script's to know: an HttpOnly cookie the browser sends by itself with every same-origin call.
 */
export class BrowserRequestContext implements RequestContext {
  constructor(
    private readonly location: Location,
    private readonly jar: CookieJar,
  ) {}

  language(): string {
    return languageFromPath(this.location.pathname);
  }

  visitorId(): undefined {
    return undefined;
  }

  accessToken(): string | undefined {
    return this.jar.get("access_token");
  }
}
