import { PaymentType } from "../../../../domain/order.ts";
import { describeProvider } from "../provider-descriptor.ts";
import { SANDBOX_SERVICE_ID, sandboxPage, sandboxSecret } from "../sandbox/sandbox-config.ts";
import { clickCheckoutUrl } from "./click-link.ts";
import { CLICK_ENV, clickSettings } from "./click-settings.ts";
import { ClickPlayer } from "./click.player.ts";
import { CLICK_PATHS, registerClick } from "./click.routes.ts";
import { ClickShop } from "./click.shop.ts";

/** Click's SHOP API and payment page (docs/payments.md, "Click SHOP API"). */
export const click = describeProvider({
  name: "click",
  paymentType: PaymentType.CLICK,
  sandboxRows: "sandbox-click",
  env: CLICK_ENV,
  callbackPaths: Object.values(CLICK_PATHS),
  settings: clickSettings,
  // Service, merchant and user 1, a derived secret key.
  sandbox: (settings) => ({
    serviceId: SANDBOX_SERVICE_ID,
    merchantId: SANDBOX_SERVICE_ID,
    merchantUserId: SANDBOX_SERVICE_ID,
    secretKey: sandboxSecret(settings, "click"),
    checkoutUrl: sandboxPage("click"),
  }),
  checkoutUrl: clickCheckoutUrl,
  register: (app, { service, settings, rows }) => registerClick(app, new ClickShop(service, settings, rows)),
  player: (settings) => new ClickPlayer(settings),
});
