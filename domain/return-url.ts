import { fail, ok, type Result } from "./errors.ts";
import { TEXT_LIMITS } from "./text-limits.ts";

/**
 * Where a payer is sent back after paying online (`redirect_url` of an order): the shop and nowhere else.
 * A provider's checkout page lives on the provider's trusted domain; letting anyone choose where it sends the
 * payer next would make it a phishing page's doorway (docs/payments.md, "Where the payer returns").
 */
export const RETURN_URL_FIELD = "redirect_url";

/**
 * Controls (C0, DEL, C1) and spaces, which URL parsers drop or read as separators, and the backslash that
 * browsers read as a slash in http(s) URLs ("/\evil.example" is another host to them).
 */
const unsafe = (value: string) =>
  [...value].some((ch) => ch <= " " || (ch >= "\u007f" && ch <= "\u009f") || ch === "\\");
// Only to read a path with URL's own parser; never part of an answer.
const PLACEHOLDER = "http://return.invalid";

interface Read {
  readonly url: URL;
  /** Given as a path of the shop (`/...`) rather than an absolute URL. */
  readonly path: boolean;
}

/** The value read as a URL if its shape can lead to a web page at all: a path, or an http(s) URL. */
function readReturn(value: string): Read | null {
  if (value === "" || value.length > TEXT_LIMITS.url || unsafe(value)) return null;
  const path = value.startsWith("/");
  // "//evil.example" is a path to nobody: a browser takes it for another host.
  if (path && value.startsWith("//")) return null;
  let url: URL;
  try {
    url = path ? new URL(value, PLACEHOLDER) : new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (path && url.origin !== PLACEHOLDER) return null;
  // "https://shop.example.uz@evil.example" reads as the shop to a person; no return address needs a login.
  if (url.username !== "" || url.password !== "") return null;
  // "/..//evil.example" and "/%2e%2e//evil.example" normalise to "//evil.example".
  if (url.pathname.startsWith("//")) return null;
  return { url, path };
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** An origin as URL spells it ("https://shop.example.uz"), "" for none or one that is not http(s). */
function originOf(value: string): string {
  if (value === "") return "";
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "";
  } catch {
    return "";
  }
}

/**
 * The return address an order may be placed with: a path of the shop (`/uz/my-orders?paying=1`), or an
 * absolute http(s) URL on the shop's own origin; anything else is FIELD.INVALID of `redirect_url`.
 *
 * `shopOrigin` is the origin the shop is known by (PUBLIC_URL, or the host a trusted proxy forwards); a path
 * is then made absolute on it, as the providers need. While it is unknown ("") the answer is always a path,
 * so it can only lead back to whichever site the payer's browser is on: an absolute URL is then taken only
 * when its origin is `requestOrigin` (the request's own Host, a client's word, which is why the URL is cut
 * down to its path rather than believed).
 */
export function returnUrlOf(value: string, shopOrigin: string, requestOrigin = ""): Result<string> {
  const read = readReturn(value);
  if (!read) return fail("FIELD.INVALID", { field: RETURN_URL_FIELD });
  const shop = originOf(shopOrigin);
  if (shop) {
    if (read.path) return ok(new URL(pathOf(read.url), shop).href);
    if (read.url.origin === shop) return ok(read.url.href);
  } else {
    if (read.path) return ok(pathOf(read.url));
    const claimed = originOf(requestOrigin);
    if (claimed && read.url.origin === claimed) return ok(pathOf(read.url));
  }
  return fail("FIELD.INVALID", { field: RETURN_URL_FIELD });
}

/**
 * A return address kept with an order, checked again before a new payment link is made of it: orders placed
 * before `returnUrlOf` was enforced may hold anything. What `returnUrlOf` gave back is kept as it is (an
 * absolute URL too while the shop's origin is unknown: it was checked against a trusted proxy's host); a
 * value that is not a path or an http(s) URL, or one on another origin than the shop's, becomes the shop's
 * home page.
 */
export function keptReturnUrl(value: string, shopOrigin: string): string {
  const shop = originOf(shopOrigin);
  const read = readReturn(value);
  if (read?.path) return shop ? new URL(pathOf(read.url), shop).href : pathOf(read.url);
  if (read && (!shop || read.url.origin === shop)) return read.url.href;
  return shop ? `${shop}/` : "/";
}
