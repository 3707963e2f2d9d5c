import type { EnvReader } from "../provider-descriptor.ts";

/**
 * Click's SHOP API (docs/payments.md): set only when all four of Click's values are given. The ids are the
 * digits Click's merchant cabinet shows; `secretKey` signs every Prepare and Complete callback.
 */
export interface ClickConfig {
  serviceId: string;
  merchantId: string;
  /** Click's Merchant API login (invoices, refunds); the SHOP API callbacks do not use it. */
  merchantUserId: string;
  secretKey: string;
  /** Click's payment page the shopper is sent to. */
  checkoutUrl: string;
}

const KEYS = ["CLICK_SERVICE_ID", "CLICK_MERCHANT_ID", "CLICK_MERCHANT_USER_ID", "CLICK_SECRET_KEY"] as const;
export const CLICK_ENV = [...KEYS, "CLICK_CHECKOUT_URL"] as const;

/** The four CLICK_* values, all or none; CLICK_CHECKOUT_URL defaults to Click's own page. */
export function clickSettings(env: EnvReader): ClickConfig | null {
  const checkoutUrl = env.url("CLICK_CHECKOUT_URL") ?? "https://my.click.uz/services/pay";
  const [serviceId, merchantId, merchantUserId, secretKey] = KEYS.map((key) => env.text(key)) as [
    string,
    string,
    string,
    string,
  ];
  const given = [serviceId, merchantId, merchantUserId, secretKey].filter((value) => value !== "");
  if (given.length === 0) return null;
  if (given.length < KEYS.length) {
    env.problem(`${KEYS.join(", ")} are given together or not at all`);
    return null;
  }
  // The ids go into the payment link and are compared with the callbacks' digits; the key is hashed as text.
  for (const key of KEYS.slice(0, 3))
    if (!/^\d{1,18}$/.test(env.text(key))) env.problem(`${key} must be digits`);
  if (/\s/.test(secretKey)) env.problem("CLICK_SECRET_KEY may not hold spaces");
  return { serviceId, merchantId, merchantUserId, secretKey, checkoutUrl };
}
