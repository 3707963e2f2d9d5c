import { fail, ok, type Result } from "./result.ts";

export type CardSystem = "uzcard" | "humo" | "mastercard" | "visa";

/**
 * Card systems by the first four digits. The spec lists 5614 as a recognised prefix without its system; it is
 * a Humo co-branded range, so it is treated as humo.
 */
export const CARD_PREFIXES: Readonly<Record<string, CardSystem>> = {
  "8600": "uzcard",
  "9860": "humo",
  "5614": "humo",
  "5440": "mastercard",
  "6262": "mastercard",
  "4200": "visa",
  "4073": "visa",
};

export const CARD_NUMBER_LENGTH = 16;

function digitsOf(input: string): string {
  return input.replace(/\D/g, "");
}

export function detectCardSystem(cardNumber: string): CardSystem | null {
  return CARD_PREFIXES[digitsOf(cardNumber).slice(0, 4)] ?? null;
}

/** What the card field shows while typing: at most 16 digits in groups of four. */
export function formatCardInput(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_NUMBER_LENGTH)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The shown form of a stored card: the first six digits (which name the issuer) and the last four, the rest
 * hidden, "8600 12** **** 3456". Numbers the server already masked are regrouped as they are.
 */
export function maskCardNumber(cardNumber: string): string {
  const chars = cardNumber.replace(/[^\d*]/g, "");
  if (chars.length !== CARD_NUMBER_LENGTH) return cardNumber.trim();
  const masked = chars.slice(0, 6) + "*".repeat(6) + chars.slice(12);
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * A card number as the cards endpoint wants it: 16 digits of a supported system. No Luhn check: local Uzcard
 * and Humo ranges are not promised to satisfy it, and the processing centre verifies the card by SMS anyway.
 */
export function validateCardNumber(text: string): Result<{ number: string; system: CardSystem }> {
  const digits = digitsOf(text);
  if (digits.length !== CARD_NUMBER_LENGTH || /[^\d\s-]/.test(text)) return fail("CARD.INVALID_NUMBER");
  const system = detectCardSystem(digits);
  return system ? ok({ number: digits, system }) : fail("CARD.UNSUPPORTED");
}
