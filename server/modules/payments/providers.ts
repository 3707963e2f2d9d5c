import { click } from "./click/click.descriptor.ts";
import { payme } from "./payme/payme.descriptor.ts";
import { paynet } from "./paynet/paynet.descriptor.ts";
import type { EnvReader, ProviderDescriptor, SettingsOf } from "./provider-descriptor.ts";
import { uzum } from "./uzum/uzum.descriptor.ts";

/**
 * Every online payment provider, in the order PAYMENT_TYPES names them. A new provider is its folder
 * exporting a descriptor (provider-descriptor.ts), one line here, its `payment_type` number (domain/order.ts,
 * as the shop's API has it) and its names in migration 0018's CHECK on `payment_transactions.provider`.
 */
export const PAYMENT_PROVIDERS = [payme, click, uzum, paynet] as const;

type Listed = (typeof PAYMENT_PROVIDERS)[number];
export type ProviderName = Listed["name"];
export const PROVIDER_NAMES: readonly ProviderName[] = PAYMENT_PROVIDERS.map((d) => d.name);

/** Each provider's settings by its name: null until the shop has its keys (docs/operations.md). */
export type ProviderSettings = { [D in Listed as D["name"]]: SettingsOf<D> | null };

/**
 * The list as the code that goes through it sees it: each descriptor is only ever handed back the settings
 * its own `settings` or `sandbox` made, which the list cannot say in types.
 */
export const DESCRIPTORS = PAYMENT_PROVIDERS as readonly ProviderDescriptor[];

/** Every provider's settings read from the environment. */
export function readProviderSettings(env: EnvReader): ProviderSettings {
  return Object.fromEntries(DESCRIPTORS.map((d) => [d.name, d.settings(env)])) as ProviderSettings;
}

/** A provider's own settings out of a partial record (tests give only some). */
export const settingsOf = (settings: Partial<ProviderSettings>, d: ProviderDescriptor): unknown =>
  (settings as Partial<Record<string, unknown>>)[d.name] ?? null;
