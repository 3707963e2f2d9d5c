import type { EnvReader } from "./provider-descriptor.ts";

/**
 * Uzum Bank's Merchant API webhooks or Paynet's provider API (docs/payments.md): set only when all three are
 * given. The provider sends `login` and `password` in HTTP Basic auth and names our service by `serviceId`.
 */
export interface ProviderLoginConfig {
  serviceId: string;
  login: string;
  password: string;
}

/** `<PREFIX>_SERVICE_ID`, `_LOGIN` and `_PASSWORD`. */
export const loginEnv = (prefix: string) =>
  [`${prefix}_SERVICE_ID`, `${prefix}_LOGIN`, `${prefix}_PASSWORD`] as const;

/** A provider's `loginEnv(prefix)` values, all three or none. */
export function loginSettings(env: EnvReader, prefix: string): ProviderLoginConfig | null {
  const keys = loginEnv(prefix);
  const [serviceId, login, password] = keys.map((key) => env.text(key)) as [string, string, string];
  if (serviceId === "" && login === "" && password === "") return null;
  if (serviceId === "" || login === "" || password === "") {
    env.problem(`${keys.join(", ")} are given together or not at all`);
    return null;
  }
  // The service id is compared with the callbacks' number; the login and password travel in a Basic header.
  if (!/^\d{1,18}$/.test(serviceId)) env.problem(`${keys[0]} must be digits`);
  if (/[\s:]/.test(login)) env.problem(`${keys[1]} may not hold spaces or a colon`);
  if (/\s/.test(password)) env.problem(`${keys[2]} may not hold spaces`);
  return { serviceId, login, password };
}
