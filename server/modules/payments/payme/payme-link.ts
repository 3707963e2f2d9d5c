import { somToTiyin, type Som } from "../../../../domain/money.ts";
import type { PaymeConfig } from "../../../config.ts";

/**
 * Payme's checkout page for an order: the parameters `m` (merchant), `ac.order_id` (the account field),
 * `a` (tiyin) and `c` (where the payer returns), joined by `;` and base64-encoded into the path.
 */
export function paymeCheckoutUrl(
  config: Pick<PaymeConfig, "merchantId" | "checkoutUrl">,
  order: { orderId: number; total: Som; redirectUrl: string },
): string {
  const params = `m=${config.merchantId};ac.order_id=${order.orderId};a=${somToTiyin(order.total)};c=${
    order.redirectUrl
  }`;
  return `${config.checkoutUrl}/${Buffer.from(params, "utf8").toString("base64")}`;
}
