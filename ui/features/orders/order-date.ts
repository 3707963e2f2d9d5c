import type { I18n } from "@lingui/core";

/** A date and time in the page's language (Tashkent time, where the shop and its shoppers are). */
export function orderDate(i18n: I18n, iso: string | null, withTime = false): string {
  if (!iso) return "";
  const locale = i18n.locale === "ru" ? "ru-RU" : "uz-UZ";
  return new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone: "Asia/Tashkent",
  }).format(new Date(iso));
}
