import type { FastifyInstance } from "fastify";
import type { PaymentType } from "../../../domain/order.ts";
import type { ClickConfig, PaymeConfig, ProviderLoginConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { clickCheckoutUrl } from "./click/click-link.ts";
import { ClickShop } from "./click/click.shop.ts";
import { registerClick } from "./click/click.routes.ts";
import { PaynetProvider } from "./paynet/paynet.provider.ts";
import { registerPaynet } from "./paynet/paynet.routes.ts";
import { UzumMerchant } from "./uzum/uzum.merchant.ts";
import { registerUzum } from "./uzum/uzum.routes.ts";
import { paymeCheckoutUrl } from "./payme/payme-link.ts";
import { PaymeMerchant } from "./payme/payme.merchant.ts";
import { registerPayme } from "./payme/payme.routes.ts";
import { ClickPlayer } from "./sandbox/click.player.ts";
import { PaymePlayer } from "./sandbox/payme.player.ts";
import { PaynetPlayer } from "./sandbox/paynet.player.ts";
import {
  clickSandbox,
  loginSandbox,
  paymeSandbox,
  sandboxLink,
  sandboxSecret,
  type Sandboxed,
  type SandboxSettings,
} from "./sandbox/sandbox-config.ts";
import type { SandboxPlayer } from "./sandbox/sandbox-player.ts";
import { registerSandbox } from "./sandbox/sandbox.routes.ts";
import { UzumPlayer } from "./sandbox/uzum.player.ts";
import type { OrderPayments } from "./payments.port.ts";
import { PaymentsRepository } from "./payments.repository.ts";
import { PaymentsService } from "./payments.service.ts";

export type { OrderPayments, PayableOrder, OrderPaymentEvent } from "./payments.port.ts";
export type { PaymentsService } from "./payments.service.ts";
export { createSavedCardsModule, type SavedCardsService } from "./cards/index.ts";

const PAYME: PaymentType = 4;
const CLICK: PaymentType = 5;
/** The payment types the offline sandbox plays; each has its own checkout page there. */
const SANDBOXED_TYPES: Partial<Record<PaymentType, Sandboxed>> = {
  3: "uzum",
  4: "payme",
  5: "click",
  7: "paynet",
};

/**
 * Where the shopper pays an online order: Payme's or Click's own checkout when that provider is configured;
 * Uzum Bank and Paynet have none (the payer pays in their app by the order number). A provider that is not
 * configured gets the offline sandbox's page (root-relative) while PAYMENT_SANDBOX is on; null otherwise.
 * Needs no orders, so the orders module can be given it before payments exist.
 */
export function paymentLinks(config: {
  payme: PaymeConfig | null;
  click?: ClickConfig | null;
  uzum?: ProviderLoginConfig | null;
  paynet?: ProviderLoginConfig | null;
  paymentSandbox?: boolean;
}) {
  const configured: Record<Sandboxed, boolean> = {
    payme: config.payme !== null,
    click: (config.click ?? null) !== null,
    uzum: (config.uzum ?? null) !== null,
    paynet: (config.paynet ?? null) !== null,
  };
  return (order: { orderId: number; paymentType: PaymentType; total: number; redirectUrl: string }) => {
    if (order.paymentType === PAYME && config.payme) return paymeCheckoutUrl(config.payme, order);
    if (order.paymentType === CLICK && config.click) return clickCheckoutUrl(config.click, order);
    const played = SANDBOXED_TYPES[order.paymentType];
    // Every sandbox page reads Payme's link format (sandbox/sandbox-link.ts).
    if (played && !configured[played] && config.paymentSandbox)
      return paymeCheckoutUrl(sandboxLink(played), order);
    return null;
  };
}

/** Online payments: the providers' callbacks, which pay and refund orders through `orders`. */
export function createPaymentsModule(deps: {
  db: Database;
  transactor: Transactor;
  orders: OrderPayments;
  payme: PaymeConfig | null;
  /** Click's SHOP API (click/); null: every Click callback is refused. */
  click?: ClickConfig | null;
  /** Uzum Bank's merchant webhooks (uzum/); null: every Uzum webhook is refused. */
  uzum?: ProviderLoginConfig | null;
  /** Paynet's provider API (paynet/); null: every Paynet call is refused. */
  paynet?: ProviderLoginConfig | null;
  /** The offline sandbox: it plays each provider whose configuration is null (sandbox/sandbox-config.ts). */
  sandbox?: SandboxSettings;
  /** epoch milliseconds */
  now?: () => number;
  metrics?: Metrics;
}) {
  const service = new PaymentsService({
    repository: new PaymentsRepository(deps.db),
    transactor: deps.transactor,
    orders: deps.orders,
    now: deps.now ?? Date.now,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const now = deps.now ?? Date.now;
  const off = { enabled: false, secret: "" };
  const sandbox = deps.sandbox ?? off;
  // A provider without keys is played by the sandbox; its calls come through the same callback code,
  // recorded as the sandbox's provider so they never mix with the real provider's statement.
  const played = {
    payme: paymeSandbox(deps.payme, sandbox),
    click: clickSandbox(deps.click ?? null, sandbox),
    uzum: loginSandbox("uzum", deps.uzum ?? null, sandbox),
    paynet: loginSandbox("paynet", deps.paynet ?? null, sandbox),
  };
  const payme = deps.payme
    ? new PaymeMerchant(service, deps.payme.key)
    : new PaymeMerchant(service, played.payme?.key ?? null, "sandbox");
  const click = deps.click
    ? new ClickShop(service, deps.click)
    : new ClickShop(service, played.click, "sandbox-click");
  const uzum = deps.uzum
    ? new UzumMerchant(service, deps.uzum, now)
    : new UzumMerchant(service, played.uzum, now, "sandbox-uzum");
  const paynet = deps.paynet
    ? new PaynetProvider(service, deps.paynet, now)
    : new PaynetProvider(service, played.paynet, now, "sandbox-paynet");
  const players: Partial<Record<Sandboxed, SandboxPlayer>> = {
    ...(played.payme ? { payme: new PaymePlayer(played.payme.key) } : {}),
    ...(played.click ? { click: new ClickPlayer(played.click) } : {}),
    ...(played.uzum ? { uzum: new UzumPlayer(played.uzum) } : {}),
    ...(played.paynet ? { paynet: new PaynetPlayer(played.paynet) } : {}),
  };
  const formKey = sandbox.enabled ? sandboxSecret(sandbox, "form") : null;
  return {
    service,
    register: (app: FastifyInstance) => {
      registerPayme(app, payme);
      registerClick(app, click);
      registerUzum(app, uzum);
      registerPaynet(app, paynet);
      registerSandbox(app, players, formKey);
    },
  };
}
