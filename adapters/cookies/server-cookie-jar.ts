import type { CookieJar, RequestContext } from "../../application/visitor/visitor.port";
import { serializeCookie } from "./browser-cookie-jar";

/** The request's cookies; what the render sets is collected as Set-Cookie lines for the answer. */
export class ServerCookieJar implements CookieJar {
  readonly setCookies: string[] = [];
  private readonly values: Record<string, string>;

  /** `secure`: the page is answered over HTTPS (as the server, behind its trusted proxy, saw it). */
  constructor(
    cookies: Record<string, string>,
    private readonly secure = false,
  ) {
    this.values = { ...cookies };
  }

  get(name: string): string | undefined {
    return this.values[name];
  }

  set(name: string, value: string, options: { maxAgeDays: number }): void {
    this.values[name] = value;
    this.setCookies.push(serializeCookie(name, value, options.maxAgeDays, this.secure));
  }
}

export class FixedRequestContext implements RequestContext {
  constructor(private readonly values: { language: string; visitorId?: string; accessToken?: string }) {}
  language(): string {
    return this.values.language;
  }
  visitorId(): string | undefined {
    return this.values.visitorId;
  }
  accessToken(): string | undefined {
    return this.values.accessToken;
  }
}
