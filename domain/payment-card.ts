import { detectCardSystem, maskCardNumber, validateCardNumber, type CardSystem } from "./card.ts";
import { fail, ok, type Result } from "./result.ts";
import { formatExpiry, validateExpiry, type YearMonth } from "./expiry.ts";

// A card as saved for paying later (issue 11): the checks before a processing centre sees the number, the
// expiry in Payme's "MMYY", and what the shop keeps of it (never the whole number).

/** How the shop names each card system to shoppers (`vendor`). */
export const CARD_SYSTEM_NAMES: Readonly<Record<CardSystem, string>> = {
  uzcard: "Uzcard",
  humo: "Humo",
  visa: "Visa",
  mastercard: "Mastercard",
};

/** The spec recognises this prefix but shows no system for it. */
const UNNAMED_PREFIXES = new Set(["5614"]);

/** Systems whose numbers always carry a Luhn check digit; local Uzcard and Humo ranges may not. */
const LUHN_SYSTEMS: ReadonlySet<CardSystem> = new Set(["visa", "mastercard"]);

/**
 * Payme's published test cards (expiry 03/99, SMS code 666666 on its test host). Their far expiry breaks the
 * five-years-ahead rule, so a test setup may let them through (`testCards`).
 */
export const PAYME_TEST_CARDS: readonly string[] = ["8600069195406311", "8600495473316478"];

/** Whether a number of the system passes its check digit: Visa and Mastercard must, the others need not. */
export function passesCheckDigit(digits: string, system: CardSystem): boolean {
  return !LUHN_SYSTEMS.has(system) || luhnValid(digits);
}

/** The Luhn (mod 10) check over a string of digits; false for anything else or fewer than two digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The system a person is shown for the number: none for a prefix the spec recognises without naming it. */
export function shownCardSystem(number: string): CardSystem | null {
  return UNNAMED_PREFIXES.has(number.replace(/\D/g, "").slice(0, 4)) ? null : detectCardSystem(number);
}

/** `vendor`: the system's shown name (null where the spec shows none); `processing`: the system's id. */
export function cardLabels(number: string): { vendor: string | null; processing: string | null } {
  const system = detectCardSystem(number);
  if (!system) return { vendor: null, processing: null };
  const digits = number.replace(/\D/g, "");
  return {
    vendor: UNNAMED_PREFIXES.has(digits.slice(0, 4)) ? null : CARD_SYSTEM_NAMES[system],
    processing: system,
  };
}

/** "MM/YY" -> Payme's "MMYY". */
export function toPaymeExpire(month: YearMonth): string {
  return formatExpiry(month).replace("/", "");
}

/** Payme's "MMYY" -> "MM/YY"; null when it is not four digits with a month 01-12. */
export function fromPaymeExpire(expire: string): string | null {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expire);
  return match ? `${match[1]}/${match[2]}` : null;
}

export interface CardToSave {
  /** 16 digits, only for the processing centre's call: never stored. */
  readonly number: string;
  readonly system: CardSystem;
  /** "8600 06** **** 6311": what is stored and shown. */
  readonly masked: string;
  /** "MM/YY" */
  readonly expiry: string;
  /** "MMYY", as Payme takes it */
  readonly paymeExpire: string;
  readonly vendor: string | null;
  readonly processing: string | null;
}

/**
 * Checks a card before it is sent to be saved: 16 digits of a supported system (with a valid check digit for
 * Visa and Mastercard) and an expiry by the spec's rules at `now` (month 01-12, not past, at most five years
 * ahead). `testCards`: these numbers (a test setup's, e.g. PAYME_TEST_CARDS) pass with a far expiry (03/99).
 */
export function checkCardToSave(
  number: string,
  expire: string,
  now: YearMonth | Date,
  options: { testCards?: readonly string[] } = {},
): Result<CardToSave> {
  const card = validateCardNumber(number);
  if (!card.ok) return card;
  const { number: digits, system } = card.value;
  if (!passesCheckDigit(digits, system)) return fail("CARD.INVALID_NUMBER");
  const expiry = validateExpiry(expire, now);
  let month: YearMonth;
  if (expiry.ok) month = expiry.value;
  else if (expiry.error.code === "EXPIRY.TOO_FAR" && options.testCards?.includes(digits) === true) {
    const [, mm, yy] = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expire.trim())!;
    month = { year: 2000 + Number(yy), month: Number(mm) };
  } else return expiry;
  return ok({
    number: digits,
    system,
    masked: maskCardNumber(digits),
    expiry: formatExpiry(month),
    paymeExpire: toPaymeExpire(month),
    ...cardLabels(digits),
  });
}
