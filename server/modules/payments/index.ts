import type { FastifyInstance } from "fastify";
import type { PaymentType } from "../../../domain/order.ts";
import type { ClickConfig, PaymeConfig, ProviderLoginConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
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
import { paymeSandbox, SANDBOX_PAYME_LINK, type SandboxSettings } from "./sandbox/sandbox-config.ts";
import { SandboxPayer } from "./sandbox/sandbox-payer.ts";
import { registerSandbox } from "./sandbox/sandbox.routes.ts";
import type { OrderPayments } from "./payments.port.ts";
import { PaymentsRepository } from "./payments.repository.ts";
import { PaymentsService } from "./payments.service.ts";

export type { OrderPayments, PayableOrder, OrderPaymentEvent } from "./payments.port.ts";
export type { PaymentsService } from "./payments.service.ts";
export { createSavedCardsModule, type SavedCardsService } from "./cards/index.ts";

const PAYME: PaymentType = 4;
const CLICK: PaymentType = 5;

/**
 * Where the shopper pays an online order: Payme's checkout when Payme is configured, else the offline
 * sandbox's page (root-relative) when PAYMENT_SANDBOX is on; null otherwise. Needs no orders, so the orders
 * module can be given it before payments exist.
 */
export function paymentLinks(config: {
  payme: PaymeConfig | null;
  click?: ClickConfig | null;
  paymentSandbox?: boolean;
}) {
  const payme = config.payme ?? (config.paymentSandbox ? SANDBOX_PAYME_LINK : null);
  const click = config.click ?? null;
  return (order: { orderId: number; paymentType: PaymentType; total: number; redirectUrl: string }) => {
    if (order.paymentType === PAYME && payme) return paymeCheckoutUrl(payme, order);
    // Click's payment page (click/click-link.ts) when CLICK_* are set.
    if (order.paymentType === CLICK && click) return clickCheckoutUrl(click, order);
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
  /** The offline sandbox: it plays Payme while `payme` is null (sandbox/sandbox-config.ts). */
  sandbox?: SandboxSettings;
  /** epoch milliseconds */
  now?: () => number;
}) {
  const service = new PaymentsService({
    repository: new PaymentsRepository(deps.db),
    transactor: deps.transactor,
    orders: deps.orders,
    now: deps.now ?? Date.now,
  });
  const sandboxPayme = deps.sandbox ? paymeSandbox(deps.payme, deps.sandbox) : null;
  // The sandbox's calls come through the same Merchant API, recorded as provider "sandbox".
  const payme = deps.payme
    ? new PaymeMerchant(service, deps.payme.key)
    : new PaymeMerchant(service, sandboxPayme?.key ?? null, "sandbox");
  const sandboxPayer = sandboxPayme && new SandboxPayer(sandboxPayme.key);
  const click = new ClickShop(service, deps.click ?? null);
  const uzum = new UzumMerchant(service, deps.uzum ?? null, deps.now ?? Date.now);
  const paynet = new PaynetProvider(service, deps.paynet ?? null, deps.now ?? Date.now);
  return {
    service,
    register: (app: FastifyInstance) => {
      registerPayme(app, payme);
      registerClick(app, click);
      registerUzum(app, uzum);
      registerPaynet(app, paynet);
      registerSandbox(app, sandboxPayme, sandboxPayer);
    },
  };
}
