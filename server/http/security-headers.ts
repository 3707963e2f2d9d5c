import { randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";

const NONCE = Symbol("scriptNonce");
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The nonce this answer's policy lets inline scripts run with (the page's serialised state). */
export function scriptNonceOf(reply: FastifyReply): string | undefined {
  return (reply.raw as WithNonce)[NONCE];
}

export interface SecurityOptions {
  /** Served over HTTPS (PUBLIC_URL says so): HSTS and upgraded requests. */
  https: boolean;
  /** `npm run dev`: Vite's inline preamble and its socket need a policy the shop never ships. */
  dev: boolean;
  /** Where media comes from when not this origin (PUBLIC_URL's CDN), for img-src. */
  mediaOrigin: string | null;
}

// The checkout's map (Yandex Maps JS API 2.1) loads its code from these and its tiles from *.maps.yandex.net.
// The storefront is one document across in-app navigation, so its policy holds them wherever the map may
// open (docs/decisions/0018-security-headers.md).
const YANDEX_SCRIPTS = [
  "https://api-maps.yandex.ru",
  "https://yastatic.net",
  "https://suggest-maps.yandex.ru",
];
const YANDEX_IMAGES = ["https://*.maps.yandex.net", "https://api-maps.yandex.ru", "https://yastatic.net"];

// Public pictures: the catalogue's, banners', brands' and avatars' under /media/, and the shop's icons at the
// root. Another site (the mobile app's web build, a partner's shop) shows them; nothing else leaves same-site
// (a bug report's photo in the back office is a staff member's, not the public's).
const PUBLIC_PICTURE = /^\/(?:media\/|[\w.-]+\.(?:png|ico|svg|webp|avif|jpe?g)(?:\?|$))/;

// Nonces are cut from a block of random bytes filled at once: one call to the system's generator per 256
// answers instead of one per answer. Each nonce is 16 bytes of its own, never handed out twice.
const NONCE_BYTES = 16;
const block = Buffer.alloc(NONCE_BYTES * 256);
let used = block.length;

function nextNonce(): string {
  if (used === block.length) {
    randomFillSync(block);
    used = 0;
  }
  const nonce = block.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy whose scripts run only from
 * this origin, the map's, or with the answer's own nonce (no 'unsafe-inline' for scripts; styles keep it, as
 * the theme's CSS-in-JS writes style tags); no framing (frame-ancestors 'none'); nosniff; a strict referrer;
 * a Permissions-Policy that grants geolocation to this origin only (the map's "where am I"); HSTS over HTTPS;
 * Cross-Origin-Resource-Policy same-site, but cross-origin for public pictures.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as WithNonce)[NONCE] ?? ""}'`;
  // Made once: @fastify/helmet made the whole middleware again for every request (parsing the policy's
  // directives each time), about a twentieth of the server's CPU in a checkout rush (issue 25).
  const headers = helmet({
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", nonce, ...YANDEX_SCRIPTS],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: [
              "'self'",
              "data:",
              "blob:",
              ...YANDEX_IMAGES,
              ...(options.mediaOrigin ? [options.mediaOrigin] : []),
            ],
            mediaSrc: ["'self'", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", "https://*.yandex.ru", "https://*.yandex.net"],
            frameSrc: ["https://www.youtube-nocookie.com"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            ...(options.https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    // The payment providers' pages are opened by navigation and come back the same way.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    (reply.raw as WithNonce)[NONCE] = nextNonce();
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("permissions-policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
    if (PUBLIC_PICTURE.test(request.url)) reply.header("cross-origin-resource-policy", "cross-origin");
  });
}
