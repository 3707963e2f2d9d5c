import { somToTiyin, type Som } from "../../../../domain/money.ts";
import type { PaymeConfig } from "./payme-settings.ts";

/**
 * Payme's checkout page for an order: the parameters `m` (merchant), `ac.order_id` (the account field),
 * `a` (tiyin) and `c` (where the payer returns), joined by `;` and base64-encoded into the path. Each value
 * is URL-encoded, as public integrations send `c`, so no value can hold a `;` and add a parameter.
 */
export function paymeCheckoutUrl(
  config: Pick<PaymeConfig, "merchantId" | "checkoutUrl">,
  order: { orderId: number; total: Som; redirectUrl: string },
): string {
  const params = [
    ["m", config.merchantId],
    ["ac.order_id", String(order.orderId)],
    ["a", String(somToTiyin(order.total))],
    ["c", order.redirectUrl],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join(";");
  return `${config.checkoutUrl}/${Buffer.from(params, "utf8").toString("base64")}`;
}
