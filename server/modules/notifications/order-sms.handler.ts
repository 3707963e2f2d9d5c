import type { SmsOrderNews } from "../../platform/outbox.port.ts";
import { orderText } from "./sms-texts.ts";
import type { SmsSender } from "./sms.port.ts";

/** The outbox handler of `sms.order`: texts the shopper the news of their order. */
export function orderSmsHandler(sender: SmsSender) {
  return async (news: SmsOrderNews): Promise<void> => {
    await sender.send({
      phone: news.phone,
      purpose: news.news,
      text: orderText(news.news, news.lang, news.orderId),
    });
  };
}
