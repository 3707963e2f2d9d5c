import type { I18n, Messages } from "@lingui/core";
import type { Locale } from "./locales";

// The browser loads only the catalogs of the language it shows (each .po is its own chunk); the server and
// the stories use create-i18n's eager table instead. locales/stories holds texts only the kit's stories show;
// en.po is the source language's, which no tab shows.
const lazyModules = import.meta.glob<{ messages: Messages }>([
  "../../locales/*/*.po",
  "!../../locales/stories/*.po",
  "!../../locales/*/en.po",
]);

/**
 * Areas whose texts only a later interaction shows (the login modal, the account menu, the profile forms,
 * the messages of refused requests): fetched with that code.
 */
export type OnDemandArea =
  "account" | "profile" | "validation" | "checkout" | "orders" | "reviews" | "support" | "loyalty" | "admin";
const ON_DEMAND: readonly OnDemandArea[] = [
  "account",
  "profile",
  "validation",
  "checkout",
  "orders",
  "reviews",
  "support",
  "loyalty",
  "admin",
];
/** Areas whose forms also say the validation messages (a flagged field, a refused code). */
const WITH_VALIDATION: readonly OnDemandArea[] = [
  "account",
  "profile",
  "checkout",
  "reviews",
  "support",
  "admin",
];

const areaOf = (file: string) => file.split("/").at(-2) ?? "";
const wanted = new Set<OnDemandArea>();
let tabI18n: I18n | null = null;

/**
 * The catalogs of a language: every area the first load needs, plus the on-demand areas this tab has used.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const files = Object.entries(lazyModules).filter(([file]) => {
    const area = areaOf(file) as OnDemandArea;
    return file.endsWith(`/${locale}.po`) && (!ON_DEMAND.includes(area) || wanted.has(area));
  });
  const loaded = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...loaded.map((m) => m.messages)) as Messages;
}

/** The browser's one i18n instance, which on-demand areas are merged into. */
export function registerTabI18n(i18n: I18n): void {
  tabI18n = i18n;
}

/**
 * Makes an on-demand area's texts available before the code that shows them renders. Without a tab instance
 * (the server and the stories, which hold every catalog) there is nothing to fetch.
 */
export async function ensureArea(area: OnDemandArea): Promise<void> {
  if (tabI18n && WITH_VALIDATION.includes(area)) await ensureArea("validation");
  await ensureAreaAlone(area);
}

/**
 * An area's texts without the validation messages its forms say: for a view that shows none of them until
 * a later step or a refusal, which ensure "validation" themselves (the checkout's first step).
 */
export async function ensureAreaAlone(area: OnDemandArea): Promise<void> {
  const i18n = tabI18n;
  if (!i18n) return;
  wanted.add(area);
  const locale = i18n.locale;
  const file = Object.keys(lazyModules).find((f) => areaOf(f) === area && f.endsWith(`/${locale}.po`));
  if (!file) return;
  const { messages } = await lazyModules[file]!();
  i18n.load(locale, messages);
}
