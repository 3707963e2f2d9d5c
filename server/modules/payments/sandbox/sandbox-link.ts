import { createHmac, timingSafeEqual } from "node:crypto";
import { isTiyinAmount, type Tiyin } from "../../../../domain/money.ts";
import { SANDBOX_MERCHANT_ID, type Sandboxed } from "./sandbox-config.ts";

/**
 * What a sandbox checkout link carries, in Payme's link format (payme/payme-link.ts) whichever provider
 * the page plays, read back by the sandbox's page.
 */
export interface SandboxLink {
  /** The base64 text as it stood in the path: what the form's token is bound to. */
  readonly encoded: string;
  readonly orderId: number;
  readonly amount: Tiyin;
  /** `c`: where the shopper returns, exactly as the link holds it (may be hostile: escape it). */
  readonly returnUrl: string;
}

const MAX_ENCODED = 4096;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads `base64("m=...;ac.order_id=...;a=...;c=...")`, null for anything else: not strict base64, not
 * UTF-8, another merchant, an order id or amount that is not a positive whole number. `c` is last and takes
 * the rest of the text, `;` included, since a return address may hold one.
 */
export function readSandboxLink(encoded: string): SandboxLink | null {
  if (encoded === "" || encoded.length > MAX_ENCODED || !BASE64.test(encoded)) return null;
  let text: string;
  try {
    text = utf8.decode(Buffer.from(encoded, "base64"));
  } catch {
    return null;
  }
  const params = new Map<string, string>();
  let rest = text;
  while (rest !== "") {
    const eq = rest.indexOf("=");
    if (eq <= 0) return null;
    const key = rest.slice(0, eq);
    if (key === "c") {
      params.set(key, rest.slice(eq + 1));
      break;
    }
    const end = rest.indexOf(";", eq);
    if (params.has(key)) return null;
    params.set(key, rest.slice(eq + 1, end < 0 ? undefined : end));
    rest = end < 0 ? "" : rest.slice(end + 1);
  }
  const [m, order, a, c] = ["m", "ac.order_id", "a", "c"].map((k) => params.get(k));
  if (m !== SANDBOX_MERCHANT_ID || !order || !a || !c) return null;
  if (!/^[1-9]\d{0,9}$/.test(order) || !/^[1-9]\d{0,15}$/.test(a)) return null;
  const [orderId, amount] = [Number(order), Number(a)];
  if (orderId > 2_147_483_647 || !isTiyinAmount(amount)) return null;
  return { encoded, orderId, amount, returnUrl: c };
}

/**
 * The form's token: the provider and the link signed with the sandbox's form key, so a POST made without the
 * page (or on another provider's page) pays nothing.
 */
export function formToken(key: string, provider: Sandboxed, link: Pick<SandboxLink, "encoded">): string {
  return createHmac("sha256", key).update(`sandbox-form:${provider}:${link.encoded}`).digest("base64url");
}

export function formTokenValid(
  key: string,
  provider: Sandboxed,
  link: Pick<SandboxLink, "encoded">,
  token: unknown,
): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(formToken(key, provider, link));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The return address when a browser may be sent there: an http(s) URL or a path of this site. Anything
 * else (`javascript:`, `data:`, `//elsewhere`) is shown as text, never followed.
 */
export function safeReturnUrl(c: string): string | null {
  if ([...c].some((ch) => ch < " " || ch === "\u007f" || ch === "\\")) return null;
  try {
    if (c.startsWith("/")) {
      if (c.startsWith("//")) return null;
      // Percent-encoded as a URL would be, so it fits a Location header.
      const url = new URL(c, "http://sandbox.invalid");
      return `${url.pathname}${url.search}${url.hash}`;
    }
    const url = new URL(c);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
