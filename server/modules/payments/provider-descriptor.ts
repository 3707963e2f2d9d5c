import type { FastifyInstance } from "fastify";
import type { Som } from "../../../domain/money.ts";
import type { PaymentType } from "../../../domain/order.ts";
import type { Provider } from "./payments.port.ts";
import type { PaymentsService } from "./payments.service.ts";
import type { SandboxSettings } from "./sandbox/sandbox-config.ts";
import type { SandboxPlayer } from "./sandbox/sandbox-player.ts";

/** How a provider reads its settings from the environment; server/config.ts implements it. */
export interface EnvReader {
  /** The variable's value; "" when unset. */
  text(key: string): string;
  /** The variable as an http(s) URL; undefined when unset, and a problem when it is not such a URL. */
  url(key: string): string | undefined;
  /** Refuses the configuration, naming what is wrong (the server then does not start). */
  problem(message: string): void;
}

/** What a checkout link is made of. `redirectUrl` was checked by domain/return-url.ts. */
export interface CheckoutOrder {
  orderId: number;
  total: Som;
  redirectUrl: string;
}

/** What a provider's callbacks are answered with. */
export interface ProviderCallbacks<C> {
  service: PaymentsService;
  /** The settings the calls are checked against; null: every call is refused. */
  settings: C | null;
  /** Whose rows the calls write: the provider's own name, or its sandbox's while the sandbox plays it. */
  rows: Provider;
  /** epoch milliseconds */
  now: () => number;
}

/**
 * One payment provider, whole: everything the rest of the server needs to know of it. A provider is its
 * folder exporting one of these, plus its line in providers.ts; config, the payment links, the callbacks and
 * the offline sandbox all go through the list (docs/payments.md, "Adding a provider").
 */
export interface ProviderDescriptor<N extends Provider = Provider, C = unknown> {
  /** Its name in PAYMENT_TYPES, in its sandbox page's path and in its `payment_transactions` rows. */
  readonly name: N;
  /** The order's `payment_type` it takes the money for. */
  readonly paymentType: PaymentType;
  /** Whose rows its callbacks write while the offline sandbox plays it (migration 0018). */
  readonly sandboxRows: Provider;
  /** Its environment variables (docs/operations.md). */
  readonly env: readonly string[];
  /** The URLs it calls the shop at (POST; Fastify's path syntax). */
  readonly callbackPaths: readonly string[];
  /** Its settings from the environment: null when none of its variables is set. */
  settings(env: EnvReader): C | null;
  /** The settings the offline sandbox plays it with, its secrets derived from TOKEN_SECRET. */
  sandbox(settings: SandboxSettings): NoInfer<C>;
  /** Its checkout page for an order; absent: the payer pays in the provider's own app by the order number. */
  checkoutUrl?(settings: NoInfer<C>, order: CheckoutOrder): string;
  /** Registers its callbacks at `callbackPaths`. */
  register(app: FastifyInstance, callbacks: ProviderCallbacks<NoInfer<C>>): void;
  /** Plays it in the offline sandbox against this server's own callbacks. */
  player(settings: NoInfer<C>): SandboxPlayer;
}

/** A descriptor with its name and settings types kept, so the list can type config by name. */
export const describeProvider = <N extends Provider, C>(descriptor: ProviderDescriptor<N, C>) => descriptor;

/** The settings type a descriptor reads. */
export type SettingsOf<D> = D extends ProviderDescriptor<Provider, infer C> ? C : never;
