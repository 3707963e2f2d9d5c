import { PaymentType } from "../../../../domain/order.ts";
import { describeProvider } from "../provider-descriptor.ts";
import { SANDBOX_MERCHANT_ID, sandboxPage, sandboxSecret } from "../sandbox/sandbox-config.ts";
import { paymeCheckoutUrl } from "./payme-link.ts";
import { PaymeMerchant } from "./payme.merchant.ts";
import { PaymePlayer } from "./payme.player.ts";
import { PAYME_PATH, registerPayme } from "./payme.routes.ts";
import { PAYME_ENV, paymeSettings } from "./payme-settings.ts";

/** Payme's Merchant API and checkout (docs/payments.md, "Payme Merchant API"). */
export const payme = describeProvider({
  name: "payme",
  paymentType: PaymentType.PAYME,
  // Named before the sandbox played other providers (migration 0015).
  sandboxRows: "sandbox",
  env: PAYME_ENV,
  callbackPaths: [PAYME_PATH],
  settings: paymeSettings,
  sandbox: (settings) => ({
    merchantId: SANDBOX_MERCHANT_ID,
    key: sandboxSecret(settings, "payme"),
    checkoutUrl: sandboxPage("payme"),
  }),
  checkoutUrl: paymeCheckoutUrl,
  register: (app, { service, settings, rows }) =>
    registerPayme(app, new PaymeMerchant(service, settings?.key ?? null, rows)),
  player: (settings) => new PaymePlayer(settings.key),
});
