import { PaymentType } from "../../../../domain/order.ts";
import { loginEnv, loginSettings } from "../login-settings.ts";
import { describeProvider } from "../provider-descriptor.ts";
import { SANDBOX_SERVICE_ID, sandboxSecret } from "../sandbox/sandbox-config.ts";
import { UzumMerchant } from "./uzum.merchant.ts";
import { UzumPlayer } from "./uzum.player.ts";
import { registerUzum, UZUM_PATH } from "./uzum.routes.ts";

/**
 * Uzum Bank's merchant webhooks (docs/payments.md, "Uzum Bank merchant webhooks"). No checkout link: the
 * payer pays in the Uzum Bank app by the order number.
 */
export const uzum = describeProvider({
  name: "uzum",
  paymentType: PaymentType.UZUM,
  sandboxRows: "sandbox-uzum",
  env: loginEnv("UZUM"),
  callbackPaths: [`${UZUM_PATH}:operation/`],
  settings: (env) => loginSettings(env, "UZUM"),
  sandbox: (settings) => ({
    serviceId: SANDBOX_SERVICE_ID,
    login: "sandbox",
    password: sandboxSecret(settings, "uzum"),
  }),
  register: (app, { service, settings, rows, now }) =>
    registerUzum(app, new UzumMerchant(service, settings, now, rows)),
  player: (settings) => new UzumPlayer(settings),
});
