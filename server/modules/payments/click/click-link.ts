import type { Som } from "../../../../domain/money.ts";
import type { ClickConfig } from "./click-settings.ts";

/**
 * Click's payment page for an order: the service and merchant, the sum in whole so'm, the order id as
 * `transaction_param` (it comes back as the callbacks' `merchant_trans_id`) and where the payer returns.
 */
export function clickCheckoutUrl(
  config: Pick<ClickConfig, "serviceId" | "merchantId" | "checkoutUrl">,
  order: { orderId: number; total: Som; redirectUrl: string },
): string {
  if (!Number.isSafeInteger(order.total)) throw new RangeError(`Money must be whole so'm: ${order.total}`);
  const url = new URL(config.checkoutUrl);
  url.searchParams.set("service_id", config.serviceId);
  url.searchParams.set("merchant_id", config.merchantId);
  url.searchParams.set("amount", String(order.total));
  url.searchParams.set("transaction_param", String(order.orderId));
  url.searchParams.set("return_url", order.redirectUrl);
  return url.toString();
}
