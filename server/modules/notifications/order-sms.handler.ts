import type { OrderStatusChanged } from "../../platform/outbox.port.ts";
import { orderNewsOf } from "./order-news.ts";
import { orderText } from "./sms-texts.ts";
import type { SmsSender } from "./sms.port.ts";

/** The notifications module's reaction to `orders.status_changed`: texts the shopper the news, if any. */
export function orderSmsHandler(sender: SmsSender) {
  return async (move: OrderStatusChanged): Promise<void> => {
    const news = orderNewsOf(move);
    if (!news) return;
    await sender.send({ phone: move.phone, purpose: news, text: orderText(news, move.lang, move.orderId) });
  };
}
