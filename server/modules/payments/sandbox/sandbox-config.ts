import { hkdfSync } from "node:crypto";
import type { ClickConfig, PaymeConfig, ProviderLoginConfig } from "../../../config.ts";

/** The providers the offline sandbox can play, each on a checkout page of its own under SANDBOX_PATH. */
export const SANDBOXED = ["payme", "click", "uzum", "paynet"] as const;
export type Sandboxed = (typeof SANDBOXED)[number];

export const SANDBOX_PATH = "/api/v1/payments/sandbox";
/** A provider's sandbox checkout page; the link's base64 parameters follow as the last path segment. */
export const sandboxPage = (provider: Sandboxed) => `${SANDBOX_PATH}/${provider}`;
export const SANDBOX_PAYME_PATH = sandboxPage("payme");
export const SANDBOX_MERCHANT_ID = "sandbox";
/** The service id the sandbox plays for Click, Uzum and Paynet: digits, as their callbacks carry it. */
const SANDBOX_SERVICE_ID = "1";

export interface SandboxSettings {
  /** PAYMENT_SANDBOX */
  enabled: boolean;
  /** The server's TOKEN_SECRET, from which every secret the sandbox plays is derived. */
  secret: string;
}

/**
 * A secret derived from TOKEN_SECRET for one purpose, so every process and every restart agree on it without
 * storing another secret, and no two purposes share one.
 */
export function sandboxSecret(settings: SandboxSettings, purpose: string): string {
  return Buffer.from(
    hkdfSync("sha256", settings.secret, "qurilish-bozori", `payment-sandbox:${purpose}`, 32),
  ).toString("base64url");
}

/**
 * The Payme configuration the sandbox plays when the shop has no Payme keys: the merchant "sandbox", a
 * derived key, and the shop's own checkout page. Null when the sandbox is off or real Payme keys are set:
 * then it is never active. The same holds for the three below.
 */
export function paymeSandbox(payme: PaymeConfig | null, settings: SandboxSettings): PaymeConfig | null {
  if (payme || !settings.enabled) return null;
  return {
    merchantId: SANDBOX_MERCHANT_ID,
    key: sandboxSecret(settings, "payme"),
    checkoutUrl: SANDBOX_PAYME_PATH,
  };
}

/** Click's SHOP API as the sandbox plays it: service, merchant and user 1, a derived secret key. */
export function clickSandbox(click: ClickConfig | null, settings: SandboxSettings): ClickConfig | null {
  if (click || !settings.enabled) return null;
  return {
    serviceId: SANDBOX_SERVICE_ID,
    merchantId: SANDBOX_SERVICE_ID,
    merchantUserId: SANDBOX_SERVICE_ID,
    secretKey: sandboxSecret(settings, "click"),
    checkoutUrl: sandboxPage("click"),
  };
}

/** Uzum's or Paynet's login as the sandbox plays it: service 1, login "sandbox", a derived password. */
export function loginSandbox(
  provider: "uzum" | "paynet",
  config: ProviderLoginConfig | null,
  settings: SandboxSettings,
): ProviderLoginConfig | null {
  if (config || !settings.enabled) return null;
  return { serviceId: SANDBOX_SERVICE_ID, login: "sandbox", password: sandboxSecret(settings, provider) };
}

/** What a checkout link needs of the sandbox: no secret, so the orders module never holds one. */
export const sandboxLink = (provider: Sandboxed) => ({
  merchantId: SANDBOX_MERCHANT_ID,
  checkoutUrl: sandboxPage(provider),
});
