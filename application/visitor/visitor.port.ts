/** Cookies of the current visitor: the request's on the server, document.cookie in the browser. */
export const CookieJar = Symbol("CookieJar");
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeDays: number }): void;
}

/** Who is asking and in which language: read by the HTTP adapter for its headers. */
export const RequestContext = Symbol("RequestContext");
export interface RequestContext {
  language(): string;
  visitorId(): string | undefined;
  accessToken(): string | undefined;
}
