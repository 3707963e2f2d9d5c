import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../ui/i18n/locales";

// What a story asserts a person reads: our message in the story's language (the toolbar's global).

export const localeOf = (locale: unknown): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

export const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(localeOf(locale))._(id, values);
