import { useLingui } from "@lingui/react/macro";
import { formatPhoneMask } from "../../../domain/phone";

// uz is the Cyrillic script and sr the Latin one (ui/i18n/locales.ts); Intl needs the script said outright.
const INTL_LOCALE: Record<string, string> = { ru: "ru-RU", uz: "uz-Cyrl", sr: "uz-Latn", en: "en-GB" };
// The shop and its shoppers are in Tashkent; a fixed zone also keeps the server's and the tab's text equal.
const ZONE = "Asia/Tashkent";
const formats = new Map<string, Intl.DateTimeFormat>();

// Browsers ship without Uzbek month names (Chromium writes "2026 M11 21"), while Node has them: the shop
// names the months itself, as Node's CLDR does, so the server's page and the tab's read the same.
const UZBEK_MONTHS: Record<string, readonly string[]> = {
  "uz-Latn": [
    "yanvar",
    "fevral",
    "mart",
    "aprel",
    "may",
    "iyun",
    "iyul",
    "avgust",
    "sentabr",
    "oktabr",
    "noyabr",
    "dekabr",
  ],
  "uz-Cyrl": [
    "январ",
    "феврал",
    "март",
    "апрел",
    "май",
    "июн",
    "июл",
    "август",
    "сентябр",
    "октябр",
    "ноябр",
    "декабр",
  ],
};
const NUMERIC = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Tashkent",
});

/** "25-noyabr, 2026" or "25 ноябр, 2026", with the time after it when asked, punctuated as the CLDR does. */
export function uzbekDate(locale: "uz-Latn" | "uz-Cyrl", when: Date, withTime: boolean): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    NUMERIC.formatToParts(when).find((p) => p.type === type)?.value ?? "";
  const month = UZBEK_MONTHS[locale]![Number(part("month")) - 1];
  const date = `${Number(part("day"))}${locale === "uz-Latn" ? "-" : " "}${month}, ${part("year")}`;
  const time = `${part("hour")}:${part("minute")}`;
  if (!withTime) return date;
  return locale === "uz-Latn" ? `${date}, ${time}` : `${date} ${time}`;
}

function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
      timeZone: ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

export interface OrderFormat {
  /** "21 ноября 2026 г."; empty for a missing or unreadable time. */
  date: (iso: string | null) => string;
  /** "21 ноября 2026 г. в 14:00". */
  dateTime: (iso: string | null) => string;
  /** A plain number such as a VAT percent ("12", "12,5"). */
  number: (value: number) => string;
}

/** Dates and numbers in the page's language and script. */
export function useOrderFormat(): OrderFormat {
  const { i18n } = useLingui();
  const locale = INTL_LOCALE[i18n.locale] ?? "ru-RU";
  const text = (iso: string | null, withTime: boolean) => {
    if (!iso) return "";
    const when = new Date(iso);
    if (Number.isNaN(when.getTime())) return "";
    if (locale === "uz-Latn" || locale === "uz-Cyrl") return uzbekDate(locale, when, withTime);
    return formatter(locale, withTime).format(when);
  };
  return {
    date: (iso) => text(iso, false),
    dateTime: (iso) => text(iso, true),
    number: (value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
  };
}

/** A phone as the shop writes it and its tel: target; a number that is not Uzbek is shown as it came. */
export function phoneOf(raw: string): { text: string; href: string } {
  const digits = raw.replace(/\D/g, "");
  const national = /^(?:998)?(\d{9})$/.exec(digits)?.[1];
  if (!national) return { text: raw, href: `tel:${raw.replace(/[^\d+]/g, "")}` };
  // No-break spaces and a word joiner after each dash: a narrow column never splits the number.
  const text = formatPhoneMask(national).replace(/ /g, "\u00A0").replace(/-/g, "-\u2060");
  return { text, href: `tel:+998${national}` };
}
