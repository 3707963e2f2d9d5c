import { hkdfSync } from "node:crypto";

export const SANDBOX_PATH = "/api/v1/payments/sandbox";
/** A provider's sandbox checkout page; the link's base64 parameters follow as the last path segment. */
export const sandboxPage = (provider: string) => `${SANDBOX_PATH}/${provider}`;
export const SANDBOX_MERCHANT_ID = "sandbox";
/** The service id the sandbox plays for Click, Uzum and Paynet: digits, as their callbacks carry it. */
export const SANDBOX_SERVICE_ID = "1";

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

/** What a checkout link needs of the sandbox: no secret, so the orders module never holds one. */
export const sandboxLink = (provider: string) => ({
  merchantId: SANDBOX_MERCHANT_ID,
  checkoutUrl: sandboxPage(provider),
});
