import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

// The browser loads only the catalogs of the language it shows (each .po is its own chunk); the server and the
// stories use create-i18n's eager table instead.
// locales/stories holds texts only the kit's stories show.
const lazyModules = import.meta.glob<{ messages: Messages }>(["../../locales/*/*.po", "!../../locales/stories/*.po"]);

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const files = Object.entries(lazyModules).filter(([file]) => file.endsWith(`/${locale}.po`));
  const loaded = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...loaded.map((m) => m.messages)) as Messages;
}
