import type { FastifyRequest } from "fastify";

/** What decides whose word the shop's own origin is taken on. */
export interface OriginTrust {
  /** PUBLIC_URL without its trailing slash; empty when unset. */
  publicUrl: string;
  /** TRUST_PROXY: proxies in front whose forwarded headers are believed. */
  trustedProxies: number;
}

// A host name, IPv4 or bracketed IPv6 address with an optional port: nothing that could break out of a URL.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute links (page links, canonical, sitemaps) are built on: PUBLIC_URL when set; else, behind
 * a trusted proxy, the host and scheme it forwards (Fastify reads X-Forwarded-Host and -Proto only from a
 * trusted hop); else "" and links stay relative. A client's own Host header is never taken: with no proxy
 * to vouch for it, anyone could name evil.example and have it written into answers others are served.
 */
export function publicOrigin(request: FastifyRequest, trust: OriginTrust): string {
  if (trust.publicUrl) return trust.publicUrl;
  if (trust.trustedProxies <= 0) return "";
  const { host, protocol } = request;
  return HOST.test(host) && (protocol === "http" || protocol === "https") ? `${protocol}://${host}` : "";
}
