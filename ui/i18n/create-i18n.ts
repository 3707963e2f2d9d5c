import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales";

// Every area catalog (locales/<area>/<locale>.po) of a language is merged into one message table.
const modules = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po", { eager: true });

export function catalogFor(locale: Locale): Messages {
  const merged: Messages = {};
  for (const [file, mod] of Object.entries(modules)) {
    if (file.endsWith(`/${locale}.po`)) Object.assign(merged, mod.messages);
  }
  return merged;
}

/** One i18n instance per request on the server and one per story, never a shared global. */
export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogFor(locale) } });
}
