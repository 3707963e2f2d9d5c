import { answerKey } from "../http/api-route.ts";
import { pickLanguage } from "../http/language.ts";
import type { OriginTrust } from "../http/public-origin.ts";
import type { CachedAnswer, ResponseCache } from "../http/response-cache.ts";

/** The shared answer an in-process GET would be sent, when the answer cache holds it. */
export type SharedAnswers = (
  url: string,
  headers: Readonly<Record<string, string>>,
) => CachedAnswer | undefined;

/**
 * A page render's API calls answered straight from the answer cache, without the request's way through the
 * server (hooks, validation, the route): that way cost about a millisecond of the server's CPU a call, and a
 * page makes a dozen. Only for what any visitor is sent: a call carrying no token, fingerprint or cookie gets
 * the shared answer the route would send from the same cache, under the same key. Undefined when the origin
 * the route keys by would come from the request's host, which an in-process call only makes up.
 */
export function sharedAnswers(cache: ResponseCache, trust: OriginTrust): SharedAnswers | undefined {
  const origin = trust.publicUrl || (trust.trustedProxies <= 0 ? "" : null);
  if (origin === null) return undefined;
  return (url, headers) => {
    if (headers.authorization || headers.fingerprint || headers.cookie) return undefined;
    return cache.get(answerKey(pickLanguage(headers["accept-language"]), origin, url));
  };
}
