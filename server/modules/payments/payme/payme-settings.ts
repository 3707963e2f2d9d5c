import type { EnvReader } from "../provider-descriptor.ts";

/** Payme's Merchant API (docs/payments.md): set only when both the merchant id and its key are given. */
export interface PaymeConfig {
  merchantId: string;
  /** The password of the `Paycom` login Payme's callbacks send in Basic auth. */
  key: string;
  /** Payme's checkout page the shopper is sent to. */
  checkoutUrl: string;
}

export const PAYME_ENV = ["PAYME_MERCHANT_ID", "PAYME_KEY", "PAYME_CHECKOUT_URL"] as const;

/** PAYME_MERCHANT_ID and PAYME_KEY, both or neither; PAYME_CHECKOUT_URL defaults to Payme's own. */
export function paymeSettings(env: EnvReader): PaymeConfig | null {
  const checkoutUrl = env.url("PAYME_CHECKOUT_URL") ?? "https://checkout.paycom.uz";
  const merchantId = env.text("PAYME_MERCHANT_ID");
  const key = env.text("PAYME_KEY");
  if (merchantId === "" && key === "") return null;
  if (merchantId === "" || key === "") {
    env.problem("PAYME_MERCHANT_ID and PAYME_KEY are given together or not at all");
    return null;
  }
  // The id goes into a `;`-separated link and the key into a header: neither may break them.
  if (!/^[A-Za-z0-9]+$/.test(merchantId)) env.problem("PAYME_MERCHANT_ID must be letters and digits");
  if (/\s/.test(key)) env.problem("PAYME_KEY may not hold spaces");
  return { merchantId, key, checkoutUrl: checkoutUrl.replace(/\/$/, "") };
}
