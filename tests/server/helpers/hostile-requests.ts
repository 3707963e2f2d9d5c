import type { Struct } from "superstruct";
import { endpoints, validate, type Endpoint, type EndpointName } from "../../../contract/index.ts";
import { withNationalPhone } from "../../../server/modules/accounts/phone.ts";
import { gatherList } from "../../../server/platform/photo-form.ts";
import { adminCase, callbackCase } from "./hostile-provider-requests.ts";
import {
  BROKEN_JSON,
  encodeLoose,
  headerSafe,
  hostileText,
  hostileValue,
  inUrl,
  INJECTION_TEXTS,
  OVER_MEGABYTE,
  TRAVERSAL_TEXTS,
  UNICODE_TEXTS,
  type Rng,
} from "./hostile-values.ts";

// Requests built from the contract registry, each one refused somewhere by construction: a forged token, a
// bad path id, a body the contract's own struct rejects, or a body no parser takes. Calls that write are
// checked against the contract before they are sent (the same structs the server validates with), so a
// request that happens to come out valid is made hostile instead of quietly changing data.

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS";

export interface HostileCase {
  /**
   * The contract call aimed at, or "media" / "storefront", "admin:<route>" or "callback:<provider>" (with
   * ":framework" when the server refuses it before the provider's handler).
   */
  target: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A token the server must refuse was sent to a call that reads tokens. */
  forgedToken: boolean;
}

export interface HostileContext {
  /** A real shopper's access token: with it the calls that need a user get as far as validation. */
  validToken: string;
  forgedTokens: readonly string[];
  /** Slugs and ids that exist, so some requests reach the handlers with otherwise hostile parts. */
  slugs: readonly string[];
}

const NAMES = Object.keys(endpoints) as EndpointName[];

/** A GET that marks a story read is a write as much as any POST. */
const writes = (name: EndpointName, endpoint: Endpoint) =>
  endpoint.method !== "GET" || name === "storyItemRead";

function fieldsOf(struct: unknown): string[] {
  const s = struct as { type?: string; schema?: unknown } | undefined;
  if (!s || (s.type !== "object" && s.type !== "type")) return [];
  return Object.keys(s.schema as Record<string, unknown>);
}

const accepts = (struct: unknown, value: unknown) =>
  validate(struct as Struct<unknown, unknown>, value ?? undefined).ok;

/** The routes' own readings of a body before the contract checks it (phone spelling, photo lists, rate 0). */
function asRoutesRead(body: unknown): unknown {
  let b = gatherList(withNationalPhone(body), "images");
  if (typeof b === "object" && b !== null && !Array.isArray(b)) {
    const { rate, ...rest } = b as Record<string, unknown>;
    if (rate === "" || rate === "0" || rate === 0 || rate === null) b = rest;
  }
  return b;
}

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const LANGUAGE_HEADERS = [
  undefined,
  "ru",
  "uz",
  "sr",
  "ru-RU,ru;q=0.9,en;q=0.8",
  "uz-Latn-UZ",
  "uz-Cyrl",
  "en-US",
  "*",
  "xx-YY;q=abc",
  "ru;q=0, sr",
  ";;;,,,",
  "sr;q=NaN,ru;q=1e308",
  "a".repeat(4000),
];

const COOKIES = [
  "visitorId",
  "visitorId=",
  "=;;;=",
  "visitorId=%",
  "visitorId=%E0%A4%A",
  'visitorId="unterminated',
  "visitorId=a; visitorId=b; visitorId=c",
  "visitorId=../../etc/passwd",
];

/** Where nothing else is forced, a cheap refusal: a JSON string where the contract wants an object. */
const WRONG_TYPE_BODY = '"x"';

type BodyValue = { kind: "parsed"; value: unknown } | { kind: "refused" } | { kind: "unknown" };

interface Body {
  payload?: string | Buffer;
  contentType?: string;
  /** What the route's struct will see, when that can be known before sending. */
  seen: BodyValue;
}

function multipartOf(rng: Rng, fields: [string, string][], boundary = `----hostile${rng.int(1e9)}`) {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), boundary };
}

const ODD_JSON = ['"\\ud800"', '{"phone":"\\udfff","password":"\\u0000"}', "1e309", "-0", "[]", "null", "{}"];

function hostileBody(rng: Rng, endpoint: Endpoint): Body {
  const fields = fieldsOf(endpoint.body);
  const multipartCall = endpoint.encoding === "multipart";
  switch (rng.int(14)) {
    case 0:
    case 1:
    case 2:
    case 3: {
      const obj: Record<string, unknown> = {};
      for (const f of fields) if (rng.chance(0.7)) obj[f] = hostileValue(rng);
      if (rng.chance(0.2)) obj[rng.pick(INJECTION_TEXTS)] = hostileValue(rng);
      const text = JSON.stringify(obj);
      return {
        payload: text,
        contentType: "application/json",
        seen: { kind: "parsed", value: JSON.parse(text) },
      };
    }
    case 4: {
      const text = JSON.stringify(hostileValue(rng)) ?? "null";
      return {
        payload: text,
        contentType: "application/json",
        seen: { kind: "parsed", value: JSON.parse(text) },
      };
    }
    case 5:
      return { payload: rng.pick(BROKEN_JSON), contentType: "application/json", seen: { kind: "refused" } };
    case 6: {
      const text = rng.pick(ODD_JSON);
      return {
        payload: text,
        contentType: "application/json",
        seen: { kind: "parsed", value: JSON.parse(text) },
      };
    }
    case 7: {
      const depth = rng.pick([33, 1000, 100_000]);
      return {
        payload: `${"[".repeat(depth)}${"]".repeat(depth)}`,
        contentType: "application/json",
        seen: { kind: "refused" },
      };
    }
    case 8:
      return rng.chance(0.5)
        ? { payload: `"${OVER_MEGABYTE}"`, contentType: "application/json", seen: { kind: "refused" } }
        : { payload: "", contentType: "application/json", seen: { kind: "refused" } };
    case 9: {
      const text = hostileText(rng);
      return { payload: text, contentType: "text/plain", seen: { kind: "parsed", value: text } };
    }
    case 10:
      return {
        payload: rng.pick([
          "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
          "a=1&b=2",
        ]),
        contentType: rng.pick([
          "application/xml",
          "application/x-www-form-urlencoded",
          "image/png",
          "application/octet-stream",
        ]),
        seen: { kind: "refused" },
      };
    case 11: {
      // Multipart that is not: no boundary, a part cut short, a boundary that never closes.
      const garbage = rng.pick([
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          type: "multipart/form-data; boundary=x",
        },
        { payload: "garbage", type: "multipart/form-data" },
        { payload: "--x\r\n\r\n--x--", type: "multipart/form-data; boundary=x" },
        {
          payload: "--x\r\nContent-Disposition: form-data\r\n\r\nb\r\n--x--\r\n",
          type: "multipart/form-data; boundary=x",
        },
        { payload: "", type: "multipart/form-data; boundary=" },
      ]);
      return { payload: garbage.payload, contentType: garbage.type, seen: { kind: "unknown" } };
    }
    case 12: {
      const named = fields.length > 0 ? fields : ["a"];
      const values: [string, string][] = named
        .filter(() => rng.chance(0.8))
        .map((f) => [f, hostileText(rng).slice(0, 5000) || "x"]);
      const { payload, boundary } = multipartOf(rng, values);
      return {
        payload,
        contentType: `multipart/form-data; boundary=${boundary}`,
        // A JSON call given multipart reads no body at all.
        seen: { kind: "parsed", value: multipartCall ? Object.fromEntries(values) : undefined },
      };
    }
    default:
      return { seen: { kind: "parsed", value: undefined } };
  }
}

function authHeader(rng: Rng, ctx: HostileContext): { value?: string; forged: boolean } {
  const roll = rng.int(10);
  if (roll < 3) return { forged: false };
  if (roll < 5) return { value: `Bearer ${ctx.validToken}`, forged: false };
  if (roll < 9) return { value: `Bearer ${rng.pick(ctx.forgedTokens)}`, forged: true };
  const value = rng.pick([
    "Bearer",
    "Bearer ",
    "Basic YWRtaW46YWRtaW4=",
    "Token abc",
    `Bearer ${ctx.validToken} extra`,
    `bearer\t${"x".repeat(5000)}`,
    "Bearer null",
    "Bearer undefined",
  ]);
  // What a script writes for an empty token variable is a guest, not a token (decision 0036).
  return { value, forged: !GUEST_BEARERS.has(value) };
}

const GUEST_BEARERS = new Set(["Bearer", "Bearer ", "Bearer null", "Bearer undefined"]);

function commonHeaders(rng: Rng): Record<string, string> {
  const headers: Record<string, string> = {};
  const lang = rng.pick(LANGUAGE_HEADERS);
  if (lang !== undefined) headers["accept-language"] = lang;
  if (rng.chance(0.2))
    headers.fingerprint = rng.chance(0.5) ? headerSafe(hostileText(rng)) : `fp-${rng.int(1e6)}`;
  if (rng.chance(0.2))
    headers.cookie = rng.chance(0.5) ? rng.pick(COOKIES) : `visitorId=${encodeLoose(hostileText(rng))}`;
  if (rng.chance(0.1))
    headers["x-forwarded-for"] = headerSafe(rng.pick(["1.2.3.4", "::1", hostileText(rng)]));
  if (rng.chance(0.1)) headers["x-request-id"] = headerSafe(hostileText(rng));
  if (rng.chance(0.05)) headers["if-none-match"] = headerSafe(hostileText(rng));
  if (rng.chance(0.05))
    headers["accept-encoding"] = rng.pick(["gzip;q=NaN", "br, gzip, *;q=0", "identity;q=0"]);
  return headers;
}

function hostileQuery(rng: Rng, endpoint: Endpoint): string[] {
  const pairs: string[] = [];
  for (const key of fieldsOf(endpoint.query)) {
    if (!rng.chance(0.5)) continue;
    const value = rng.chance(0.8) ? hostileText(rng) : rng.pick(["1", "2", "true"]);
    pairs.push(`${key}=${inUrl(rng, value)}`);
    if (rng.chance(0.1)) pairs.push(`${key}=${inUrl(rng, hostileText(rng))}`);
  }
  if (rng.chance(0.15))
    pairs.push(`Fingerprint=${inUrl(rng, rng.chance(0.5) ? hostileText(rng) : "fp-abcdef")}`);
  if (rng.chance(0.1)) pairs.push(rng.pick(["__proto__[x]=1", "a[b][c]=1", "=", "&&&", "%", "a=%zz", "q"]));
  if (rng.chance(0.02)) for (let i = 0; i < 500; i++) pairs.push(`p${i}=${i}`);
  return pairs;
}

function apiCase(rng: Rng, ctx: HostileContext): HostileCase {
  const name = rng.pick(NAMES);
  const endpoint: Endpoint = endpoints[name];
  const params: Record<string, string> = {};
  let paramsKnown = true;
  let path = endpoint.path.replace(/\{(\w+)\}/g, (_all, key: string) => {
    const plain = key === "slug" ? rng.pick(ctx.slugs) : String(1 + rng.int(5));
    const sent = inUrl(rng, rng.chance(0.6) ? hostileText(rng) : plain);
    const decoded = sent.includes("/") ? null : decodedOrNull(sent);
    // A bare slash or a broken escape may not reach this route at all; no claim is made about it then.
    if (decoded === null) paramsKnown = false;
    else params[key] = decoded;
    return sent;
  });
  const paramsRefused = endpoint.params !== undefined && paramsKnown && !accepts(endpoint.params, params);

  const headers = commonHeaders(rng);
  const auth = authHeader(rng, ctx);
  if (auth.value !== undefined) headers.authorization = auth.value;
  const forgedToken = auth.forged && endpoint.auth !== "none";

  let method: Method = endpoint.method;
  // Now and then a method the path does not take, which must not find another call's handler.
  if (rng.chance(0.04)) {
    const other = rng.pick<Method>(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
    const taken = NAMES.some((n) => endpoints[n].path === endpoint.path && endpoints[n].method === other);
    if (!taken) method = other;
  }
  const runs = method === endpoint.method;
  let body: Body = { seen: { kind: "parsed", value: undefined } };
  if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") body = hostileBody(rng, endpoint);

  if (runs && writes(name, endpoint) && !forgedToken && !paramsRefused) {
    const seen = body.seen;
    const bodyRefused =
      seen.kind === "refused" ||
      (seen.kind === "parsed" &&
        endpoint.body !== undefined &&
        !accepts(endpoint.body, asRoutesRead(seen.value)));
    if (!bodyRefused) {
      if (endpoint.params && !accepts(endpoint.params, { id: "abc" })) {
        path = endpoint.path.replace(/\{(\w+)\}/g, "abc");
      } else if (endpoint.body && !accepts(endpoint.body, WRONG_TYPE_BODY.slice(1, -1))) {
        body = { payload: WRONG_TYPE_BODY, contentType: "application/json", seen: { kind: "refused" } };
      } else {
        throw new Error(`${name}: no way to make a refused request`);
      }
    }
  }

  const query = hostileQuery(rng, endpoint);
  if (body.contentType !== undefined) headers["content-type"] = body.contentType;
  return {
    target: name,
    method,
    url: `/api/v1/${path}${query.length > 0 ? `?${query.join("&")}` : ""}`,
    headers,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
    forgedToken,
  };
}

const MEDIA_FOLDERS = [
  "products",
  "banners",
  "stories",
  "video",
  "categories",
  "brands",
  "avatars",
  "reviews",
];
const MODIFIERS = ["width", "height", "resize", "quality", "fit", "background", "format"];

function mediaCase(rng: Rng): HostileCase {
  const folder = rng.chance(0.7)
    ? rng.pick(MEDIA_FOLDERS)
    : inUrl(rng, rng.pick([...TRAVERSAL_TEXTS, ...INJECTION_TEXTS]));
  const name = rng.chance(0.6) ? rng.pick(TRAVERSAL_TEXTS) : hostileText(rng);
  const ext = rng.pick(["", ".webp", ".avif", ".png", ".jpg", ".gif", ".svg", ".webp%00.png", ".."]);
  let url = rng.chance(0.15)
    ? `/media/${rng.pick(TRAVERSAL_TEXTS)}`
    : `/media/${folder}/${inUrl(rng, name)}${ext}`;
  const pairs: string[] = [];
  for (const m of MODIFIERS) {
    if (!rng.chance(0.3)) continue;
    // Hostile values only: valid sizes would make every case a fresh picture to draw.
    pairs.push(
      `${m}=${inUrl(rng, rng.pick([...UNICODE_TEXTS, ...INJECTION_TEXTS, "2147483648", "-1", "1e308", "NaN", "0", "99999x99999", "1.5"]))}`,
    );
  }
  if (pairs.length > 0) url += `?${pairs.join("&")}`;
  return {
    target: "media",
    method: rng.chance(0.9) ? "GET" : rng.pick<Method>(["HEAD", "POST", "DELETE"]),
    url,
    headers: commonHeaders(rng),
    forgedToken: false,
  };
}

const STOREFRONT_PREFIXES = [
  "/",
  "/assets/",
  "/static/",
  "/product/",
  "/api/../",
  "/media/../",
  "//",
  "/./",
  "/%2F",
];

function storefrontCase(rng: Rng): HostileCase {
  const rest = rng.chance(0.7) ? rng.pick(TRAVERSAL_TEXTS) : inUrl(rng, hostileText(rng));
  let url = `${rng.pick(STOREFRONT_PREFIXES)}${rest}`;
  if (rng.chance(0.3)) url += `?${inUrl(rng, hostileText(rng))}=${inUrl(rng, hostileText(rng))}`;
  return {
    target: "storefront",
    method: rng.chance(0.9) ? "GET" : rng.pick<Method>(["HEAD", "POST", "PUT"]),
    url,
    headers: commonHeaders(rng),
    forgedToken: false,
  };
}

/**
 * One hostile request: mostly contract calls, with the picture and storefront paths, the back office and the
 * payment callbacks (hostile-provider-requests.ts) mixed in.
 */
export function hostileCase(rng: Rng, ctx: HostileContext): HostileCase {
  const roll = rng.next();
  if (roll < 0.07) return mediaCase(rng);
  if (roll < 0.13) return storefrontCase(rng);
  if (roll < 0.19) return adminCase(rng, ctx);
  if (roll < 0.25) return callbackCase(rng, ctx);
  return apiCase(rng, ctx);
}
