import { PaymentType } from "../../../../domain/order.ts";
import { loginEnv, loginSettings } from "../login-settings.ts";
import { describeProvider } from "../provider-descriptor.ts";
import { SANDBOX_SERVICE_ID, sandboxSecret } from "../sandbox/sandbox-config.ts";
import { PaynetPlayer } from "./paynet.player.ts";
import { PaynetProvider } from "./paynet.provider.ts";
import { PAYNET_PATH, registerPaynet } from "./paynet.routes.ts";

/**
 * Paynet's provider API (docs/payments.md, "Paynet provider API"). No checkout link: the payer pays in
 * Paynet's app or at its terminals by the order number.
 */
export const paynet = describeProvider({
  name: "paynet",
  paymentType: PaymentType.PAYNET,
  sandboxRows: "sandbox-paynet",
  env: loginEnv("PAYNET"),
  callbackPaths: [PAYNET_PATH],
  settings: (env) => loginSettings(env, "PAYNET"),
  sandbox: (settings) => ({
    serviceId: SANDBOX_SERVICE_ID,
    login: "sandbox",
    password: sandboxSecret(settings, "paynet"),
  }),
  register: (app, { service, settings, rows, now }) =>
    registerPaynet(app, new PaynetProvider(service, settings, now, rows)),
  player: (settings) => new PaynetPlayer(settings),
});
