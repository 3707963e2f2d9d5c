import { validateCardNumber } from "../../domain/card";
import type { DomainError } from "../../domain/errors";
import { validateExpiry, type YearMonth } from "../../domain/expiry";
import { passesCheckDigit, PAYME_TEST_CARDS } from "../../domain/payment-card";
import type { CardToAdd } from "./cards.types";

export type CardFormField = "number" | "expire";
export type CardFormErrors = Partial<Record<CardFormField, DomainError>>;

/**
 * The add-card form's own checks at `now`, each field on its own so both can be flagged at once: 16 digits
 * of a supported system (a Luhn check digit for Visa and Mastercard, as the server asks), and an expiry by
 * the spec's rules (month 01-12, not past, at most five years ahead). Payme's published test cards carry
 * 03/99; the far year is let through for them only, and the server decides whether it takes test cards.
 */
export function checkCardForm(
  number: string,
  expire: string,
  now: YearMonth | Date,
): { ok: true; value: CardToAdd } | { ok: false; errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const card = validateCardNumber(number);
  if (!card.ok) errors.number = card.error;
  else if (!passesCheckDigit(card.value.number, card.value.system))
    errors.number = { code: "CARD.INVALID_NUMBER" };
  const expiry = validateExpiry(expire, now);
  const testCard = card.ok && PAYME_TEST_CARDS.includes(card.value.number);
  if (!expiry.ok && !(testCard && expiry.error.code === "EXPIRY.TOO_FAR")) errors.expire = expiry.error;
  if (!card.ok || errors.number || errors.expire) return { ok: false, errors };
  const [, mm, yy] = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expire.trim())!;
  return { ok: true, value: { number: card.value.number, expire: `${mm}/${yy}` } };
}

/**
 * A masked phone of the bank's answer as the code step shows it: "99890*****66" -> "+998 90 *** ** 66";
 * anything of another shape as it came.
 */
export function maskedPhoneText(phone: string): string {
  const chars = phone.replace(/[^\d*]/g, "");
  const national = chars.length === 12 && chars.startsWith("998") ? chars.slice(3) : chars;
  if (national.length !== 9) return phone.trim();
  return `+998 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
}
