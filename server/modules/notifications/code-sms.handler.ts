import type { SmsCodeOrder } from "../../platform/outbox.port.ts";
import type { Sealer } from "../../platform/sealed.ts";
import { codeText } from "./sms-texts.ts";
import type { SmsSender } from "./sms.port.ts";

/**
 * The outbox handler of `sms.code`: opens the sealed code and texts it. An order whose seal does not open
 * (the secret changed since) can never be sent, so it is dropped rather than retried forever; a send the
 * provider refuses throws, and the outbox tries it again later.
 */
export function codeSmsHandler(sender: SmsSender, sealer: Sealer) {
  return async (order: SmsCodeOrder): Promise<void> => {
    const code = sealer.open(order.sealedCode);
    if (code === null) return;
    await sender.send({
      phone: order.phone,
      purpose: order.purpose,
      text: codeText(order.purpose, order.lang, code),
    });
  };
}
