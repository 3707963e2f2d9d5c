import type { FastifyInstance } from "fastify";
import type { PaymentType } from "../../../domain/order.ts";
import { keptReturnUrl } from "../../../domain/return-url.ts";
import type { Database } from "../../db/database.port.ts";
import type { Metrics } from "../../platform/metrics.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { OrderPayments } from "./payments.port.ts";
import { PaymentsRepository } from "./payments.repository.ts";
import { PaymentsService } from "./payments.service.ts";
import { DESCRIPTORS, settingsOf, type ProviderSettings } from "./providers.ts";
import { sandboxSecret, type SandboxSettings } from "./sandbox/sandbox-config.ts";
import { sandboxCheckoutUrl } from "./sandbox/sandbox-link.ts";
import type { SandboxPlayer } from "./sandbox/sandbox-player.ts";
import { registerSandbox } from "./sandbox/sandbox.routes.ts";

export type { OrderPayments, PayableOrder, OrderPaymentEvent } from "./payments.port.ts";
export type { PaymentsService } from "./payments.service.ts";
export { createSavedCardsModule, type SavedCardsService } from "./cards/index.ts";
export type { EnvReader } from "./provider-descriptor.ts";
export type { PaymeConfig } from "./payme/payme-settings.ts";
export {
  PAYMENT_PROVIDERS,
  PROVIDER_NAMES,
  readProviderSettings,
  type ProviderName,
  type ProviderSettings,
} from "./providers.ts";

/** What the payment links are made from: the providers' settings (Config holds them all), the sandbox's. */
export interface PaymentLinkSettings extends Partial<ProviderSettings> {
  paymentSandbox?: boolean;
  /** PUBLIC_URL: the origin a kept return address must be on (domain/return-url.ts); "" or none: unknown. */
  publicUrl?: string;
}

/**
 * Where the shopper pays an online order: the provider's own checkout when it is configured and has one
 * (Payme, Click; Uzum Bank's and Paynet's payers pay in the provider's app by the order number, so null). A
 * provider that is not configured gets the offline sandbox's page (root-relative) while PAYMENT_SANDBOX is
 * on; null otherwise. Needs no orders, so the orders module can be given it before payments exist.
 */
export function paymentLinks(config: PaymentLinkSettings) {
  const byType = new Map(DESCRIPTORS.map((d) => [d.paymentType, d]));
  return (order: { orderId: number; paymentType: PaymentType; total: number; redirectUrl: string }) => {
    const d = byType.get(order.paymentType);
    if (!d) return null;
    // Checked when the order was placed; again here for orders kept from before that check existed.
    const redirectUrl = keptReturnUrl(order.redirectUrl, config.publicUrl ?? "");
    const link = { orderId: order.orderId, total: order.total, redirectUrl };
    const own = settingsOf(config, d);
    if (own !== null) return d.checkoutUrl ? d.checkoutUrl(own, link) : null;
    return config.paymentSandbox ? sandboxCheckoutUrl(d.name, link) : null;
  };
}

/** Online payments: the providers' callbacks, which pay and refund orders through `orders`. */
export function createPaymentsModule(deps: {
  db: Database;
  transactor: Transactor;
  orders: OrderPayments;
  /** Each provider's settings by its name (Config holds them); missing or null: its calls are refused. */
  providers: Partial<ProviderSettings>;
  /** PUBLIC_URL: where the sandbox may send the payer back to besides its own page's origin. */
  publicUrl?: string;
  /** The offline sandbox: it plays each provider whose settings are null (sandbox/sandbox-config.ts). */
  sandbox?: SandboxSettings;
  /** epoch milliseconds */
  now?: () => number;
  metrics?: Metrics;
}) {
  const now = deps.now ?? Date.now;
  const service = new PaymentsService({
    repository: new PaymentsRepository(deps.db),
    transactor: deps.transactor,
    orders: deps.orders,
    now,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const sandbox = deps.sandbox ?? { enabled: false, secret: "" };
  const players = new Map<string, SandboxPlayer>();
  const registrations = DESCRIPTORS.map((d) => {
    const own = settingsOf(deps.providers, d);
    // A provider without keys is played by the sandbox; its calls come through the same callback code,
    // recorded as the sandbox's provider so they never mix with the real provider's statement.
    const played = own === null && sandbox.enabled ? d.sandbox(sandbox) : null;
    if (played !== null) players.set(d.name, d.player(played));
    const callbacks = { service, settings: own ?? played, rows: own !== null ? d.name : d.sandboxRows, now };
    return (app: FastifyInstance) => d.register(app, callbacks);
  });
  const formKey = sandbox.enabled ? sandboxSecret(sandbox, "form") : null;
  return {
    service,
    register: (app: FastifyInstance) => {
      for (const register of registrations) register(app);
      registerSandbox(app, { players, formKey, publicUrl: deps.publicUrl ?? "" });
    },
  };
}
