import { MONEY_GROUP_SEPARATOR, type Som } from "./money";

// Apart from money.ts: only the forms that take a sum (the back office, calculators) load these, and a shared
// chunk of money.ts would carry them to every page that only shows prices.

/** Money typed by a person: digits grouped by thousands (or not grouped at all), the first digit 1-9. */
export const MONEY_INPUT_PATTERN = /^(?:[1-9]\d*|[1-9]\d{0,2}(?:[ \u00A0\u202F]\d{3})+)$/;

export function isValidMoneyInput(text: string): boolean {
  return MONEY_INPUT_PATTERN.test(text.trim());
}

/** Regroups whatever digits the field holds; leading zeros go because a money input may not start with 0. */
export function groupThousands(digits: string): string {
  const bare = digits.replace(/\D/g, "").replace(/^0+/, "");
  return bare.replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_GROUP_SEPARATOR);
}

export function parseMoneyInput(text: string): Som | null {
  if (!isValidMoneyInput(text)) return null;
  const value = Number(text.replace(/\D/g, ""));
  return Number.isSafeInteger(value) ? value : null;
}
