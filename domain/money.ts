/**
 * Money is a whole number of so'm (`Som`, always an integer, never a float). Prices in Uzbekistan carry no
 * tiyin in practice, and integers keep sums exact. The wire format is a decimal string ("125000.00"), read
 * and written here as text so no fractional float ever appears.
 */
export type Som = number;

/**
 * Display decision: ru-RU style with two fraction digits, "125 000,00", so that the spec's default display
 * "0,00" is simply the format of zero. Groups are split by U+00A0 NO-BREAK SPACE (a space that never wraps a
 * price across lines); the U+202F some Intl builds produce is normalised to it.
 */
export const MONEY_GROUP_SEPARATOR = "\u00A0";
export const MONEY_DECIMAL_SEPARATOR = ",";
export const MONEY_EMPTY_DISPLAY = "0,00";

const SPACES = /[ \u00A0\u202F\u2009]/g;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A whole count grouped as prices are ("12 400", with the no-break space): how Russian and both Uzbek scripts
 * write it, where Intl writes Serbian's "12.400" for the shop's `sr` and, lacking Uzbek's data, "12,400" for
 * `uz`, whose comma reads as a decimal one.
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(THOUSANDS, MONEY_GROUP_SEPARATOR);
}

/**
 * Written by hand rather than with Intl.NumberFormat: the first Intl object of a page loads the locale's
 * data, which on a slow phone took about 14 ms of the first load's main thread for one price format.
 */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0)
    return MONEY_EMPTY_DISPLAY;
  const size = Math.abs(value);
  // Whole so'm (every price) are exact at any size; only a fraction is rounded, to hundredths.
  const hundredths = Number.isInteger(size) ? size * 100 : Math.round(size * 100);
  const whole = Number.isInteger(size) ? size : Math.floor(hundredths / 100);
  const fraction = Number.isInteger(size) ? 0 : hundredths % 100;
  const digits = String(whole).replace(THOUSANDS, MONEY_GROUP_SEPARATOR);
  const sign = value < 0 && hundredths > 0 ? "-" : "";
  return `${sign}${digits}${MONEY_DECIMAL_SEPARATOR}${String(fraction).padStart(2, "0")}`;
}

/** Reads text produced by formatMoney (or typed alike) back into so'm; null when it is not such text. */
export function parseFormattedMoney(text: string): Som | null {
  const match = /^(-?)(\d+)(?:,(\d{2}))?$/.exec(text.trim().replace(SPACES, "").replace("\u2212", "-"));
  if (!match) return null;
  return fromParts(match[1] === "-", match[2] as string, match[3] ?? "");
}

const WIRE = /^(-?)(\d+)(?:\.(\d+))?$/;

export function isMoneyString(text: string): boolean {
  return WIRE.test(text);
}

/**
 * "125000.00" -> 125000. A fractional part is rounded to the nearest so'm, half away from zero, by reading
 * its digits. Throws RangeError on text that is not a decimal string: the contract layer checks shape first,
 * so reaching here with bad text is a programming error, not a user error.
 */
export function parseMoneyString(text: string): Som {
  const match = WIRE.exec(text.trim());
  if (!match) throw new RangeError(`Not a money string: ${JSON.stringify(text)}`);
  return fromParts(match[1] === "-", match[2] as string, match[3] ?? "");
}

export function toMoneyString(som: Som): string {
  if (!Number.isSafeInteger(som)) throw new RangeError(`Money must be whole so'm: ${som}`);
  return `${som}.00`;
}

function fromParts(negative: boolean, whole: string, fraction: string): Som {
  const roundUp = fraction.length > 0 && fraction.charCodeAt(0) >= "5".charCodeAt(0);
  const value = Number(whole) + (roundUp ? 1 : 0);
  return negative && value !== 0 ? -value : value;
}

/**
 * Providers count money in tiyin, the hundredth of a so'm (Payme's `amount`). Kept a separate integer type so
 * a sum is converted once, at the provider's edge, and never passes through a fraction.
 */
export type Tiyin = number;
export const TIYIN_PER_SOM = 100;

export function somToTiyin(som: Som): Tiyin {
  const tiyin = som * TIYIN_PER_SOM;
  if (!Number.isSafeInteger(som) || !Number.isSafeInteger(tiyin))
    throw new RangeError(`Money must be whole so'm: ${som}`);
  return tiyin;
}

const DECIMAL_SOM = /^(\d{1,15})(?:\.(\d{1,20}))?$/;

/**
 * A provider's decimal so'm amount ("1000", "1000.00", "1000.5") read exactly into tiyin, by its digits and
 * never through a float; null when it is not such text or names a fraction of a tiyin ("1000.505").
 */
export function decimalSomToTiyin(text: string): Tiyin | null {
  const match = DECIMAL_SOM.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > 2) return null;
  const tiyin = Number(match[1]) * TIYIN_PER_SOM + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

/** A positive whole number of tiyin: what a provider may ask to be paid. */
export function isTiyinAmount(value: unknown): value is Tiyin {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}
