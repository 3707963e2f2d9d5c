import { createHmac, timingSafeEqual } from "node:crypto";
import { isTiyinAmount, type Tiyin } from "../../../../domain/money.ts";
import { returnUrlOf } from "../../../../domain/return-url.ts";
import { paymeCheckoutUrl } from "../payme/payme-link.ts";
import { SANDBOX_MERCHANT_ID, sandboxLink } from "./sandbox-config.ts";

/**
 * What a sandbox checkout link carries, in Payme's link format (payme/payme-link.ts) whichever provider
 * the page plays, read back by the sandbox's page.
 */
export interface SandboxLink {
  /** The base64 text as it stood in the path: what the form's token is bound to. */
  readonly encoded: string;
  readonly orderId: number;
  readonly amount: Tiyin;
  /** `c`: where the shopper returns, decoded from the link (may be hostile: escape it). */
  readonly returnUrl: string;
}

const MAX_ENCODED = 4096;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads `base64("m=...;ac.order_id=...;a=...;c=...")` as Payme would: `;`-separated `key=value` pairs, each
 * value URL-encoded (payme/payme-link.ts). Null for anything else: not strict base64, not UTF-8, a key twice
 * (a `;` smuggled into a value), a value that is not URL-encoding, another merchant, an order id or amount
 * that is not a positive whole number. Keys the sandbox does not use (`l`, `ct`) are let be.
 */
export function readSandboxLink(encoded: string): SandboxLink | null {
  if (encoded === "" || encoded.length > MAX_ENCODED || !BASE64.test(encoded)) return null;
  const params = new Map<string, string>();
  try {
    for (const pair of utf8.decode(Buffer.from(encoded, "base64")).split(";")) {
      const eq = pair.indexOf("=");
      const key = pair.slice(0, eq);
      if (eq <= 0 || params.has(key)) return null;
      params.set(key, decodeURIComponent(pair.slice(eq + 1)));
    }
  } catch {
    return null;
  }
  const [m, order, a, c] = ["m", "ac.order_id", "a", "c"].map((k) => params.get(k));
  if (m !== SANDBOX_MERCHANT_ID || !order || !a || !c) return null;
  if (!/^[1-9]\d{0,9}$/.test(order) || !/^[1-9]\d{0,15}$/.test(a)) return null;
  const [orderId, amount] = [Number(order), Number(a)];
  if (orderId > 2_147_483_647 || !isTiyinAmount(amount)) return null;
  return { encoded, orderId, amount, returnUrl: c };
}

/** A sandbox checkout link for `provider`'s page, in Payme's link format whichever provider it plays. */
export const sandboxCheckoutUrl = (provider: string, order: Parameters<typeof paymeCheckoutUrl>[1]) =>
  paymeCheckoutUrl(sandboxLink(provider), order);

/**
 * The form's token: the provider and the link signed with the sandbox's form key, so a POST made without the
 * page (or on another provider's page) pays nothing.
 */
export function formToken(key: string, provider: string, link: Pick<SandboxLink, "encoded">): string {
  return createHmac("sha256", key).update(`sandbox-form:${provider}:${link.encoded}`).digest("base64url");
}

export function formTokenValid(
  key: string,
  provider: string,
  link: Pick<SandboxLink, "encoded">,
  token: unknown,
): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(formToken(key, provider, link));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The return address when the browser may be sent there, as domain/return-url.ts allows an order's: a
 * path, or a URL on the shop's origin (PUBLIC_URL) or, while that is unknown, on the page's own (then cut
 * down to a path). Anything else (`javascript:`, `//elsewhere`, another host) is shown as text, never
 * followed, so a crafted link cannot make the shop's own page send a payer elsewhere.
 */
export function safeReturnUrl(c: string, shopOrigin: string, pageOrigin: string): string | null {
  const allowed = returnUrlOf(c, shopOrigin, pageOrigin);
  return allowed.ok ? allowed.value : null;
}
