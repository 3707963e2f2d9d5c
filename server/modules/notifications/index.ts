import type { Config } from "../../config.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import type { OutboxSubscriber } from "../../platform/outbox.port.ts";
import type { Sealer } from "../../platform/sealed.ts";
import { codeSmsHandler } from "./code-sms.handler.ts";
import { orderSmsHandler } from "./order-sms.handler.ts";
import { ConsoleSmsSender } from "./providers/console-sms.adapter.ts";
import { EskizSmsSender } from "./providers/eskiz-sms.adapter.ts";
import type { SmsSender } from "./sms.port.ts";

export type { SmsMessage, SmsPurpose, SmsSender } from "./sms.port.ts";
export { CODE_TEXTS, codeText, ORDER_TEXTS, orderText } from "./sms-texts.ts";
export { orderNewsOf } from "./order-news.ts";
export { SMS_OUTBOX_FILE } from "./providers/console-sms.adapter.ts";
export { EskizRefusal } from "./providers/eskiz-api.ts";

export type SmsSettings = Pick<Config, "smsProvider" | "eskiz" | "dataDir">;

/** The SMS sender SMS_PROVIDER names: `console` (the default) or `eskiz`, each send counted in `metrics`. */
export function createSmsSender(
  config: SmsSettings,
  deps: { now?: () => Date; fetch?: typeof fetch; metrics?: Metrics } = {},
): SmsSender {
  const provider = config.smsProvider;
  let sender: SmsSender;
  if (provider === "eskiz") {
    // loadConfig refuses eskiz without credentials; a hand-made config must not fall back silently.
    if (!config.eskiz) throw new Error("SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD");
    sender = new EskizSmsSender(config.eskiz, deps.fetch);
  } else sender = new ConsoleSmsSender(config.dataDir, deps.now);
  const metrics = deps.metrics;
  if (!metrics) return sender;
  return {
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        metrics.smsFailed(provider, message.purpose);
        throw error;
      }
      metrics.smsSent(provider, message.purpose);
    },
  };
}

/**
 * Messages to people: the sender SMS_PROVIDER names, and the outbox handlers that text one-time codes and the
 * news of orders, each once after the commit that asked for it.
 */
export function createNotificationsModule(
  config: SmsSettings,
  deps: { codeSealer: Sealer; metrics?: Metrics; now?: () => Date; fetch?: typeof fetch },
) {
  const sender = createSmsSender(config, deps);
  return {
    sender,
    handlers: {
      "sms.code": codeSmsHandler(sender, deps.codeSealer),
      "orders.status_changed": orderSmsHandler(sender),
    } satisfies OutboxSubscriber,
  };
}
