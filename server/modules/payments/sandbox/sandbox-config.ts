import { hkdfSync } from "node:crypto";
import type { PaymeConfig } from "../../../config.ts";

/** The sandbox's Payme checkout page; the base64 parameters follow as the last path segment(s). */
export const SANDBOX_PAYME_PATH = "/api/v1/payments/sandbox/payme";
export const SANDBOX_MERCHANT_ID = "sandbox";

export interface SandboxSettings {
  /** PAYMENT_SANDBOX */
  enabled: boolean;
  /** The server's TOKEN_SECRET, from which the sandbox's Payme key is derived. */
  secret: string;
}

/**
 * The Payme configuration the sandbox plays when the shop has no Payme keys: the merchant "sandbox", a key
 * derived from TOKEN_SECRET (so every process and every restart agree on it without storing another secret),
 * and the shop's own checkout page. Null when the sandbox is off or real Payme keys are set: then it is never
 * active.
 */
export function paymeSandbox(payme: PaymeConfig | null, settings: SandboxSettings): PaymeConfig | null {
  if (payme || !settings.enabled) return null;
  const key = Buffer.from(
    hkdfSync("sha256", settings.secret, "qurilish-bozori", "payment-sandbox:payme", 32),
  );
  return { merchantId: SANDBOX_MERCHANT_ID, key: key.toString("base64url"), checkoutUrl: SANDBOX_PAYME_PATH };
}

/** What the checkout link needs of the sandbox: no key, so the orders module never holds it. */
export const SANDBOX_PAYME_LINK = { merchantId: SANDBOX_MERCHANT_ID, checkoutUrl: SANDBOX_PAYME_PATH };
