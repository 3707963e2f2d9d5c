import { isValidPhoneNumber } from "libphonenumber-js";

/** Uzbek numbers are typed after a fixed country prefix; the wire carries the 9 national digits only. */
export const PHONE_PREFIX = "+998";
export const PHONE_MASK = "+998 (##) ###-##-##";
export const PHONE_NATIONAL_DIGITS = 9;

/** Mobile and fixed operator codes the shop accepts as the first two national digits. */
export const OPERATOR_CODES = [
  "90",
  "91",
  "33",
  "50",
  "93",
  "94",
  "88",
  "95",
  "97",
  "98",
  "99",
  "77",
  "20",
] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number];

/**
 * Length limits of a national significant number in any country (ITU-T E.164 as libphonenumber applies it).
 */
export const NATIONAL_NUMBER_MIN = 2;
export const NATIONAL_NUMBER_MAX = 17;

const DECORATION = /[\s()-]/g;
const WITH_COUNTRY_CODE = /^\+?998(\d{9})$/;

/**
 * The form a phone is sent in: decoration removed and, when what follows is exactly 9 digits, the country
 * code too. Anything else is left as typed so the validators can reject it.
 */
export function stripPhone(input: string): string {
  const bare = input.replace(DECORATION, "");
  const national = WITH_COUNTRY_CODE.exec(bare);
  return national ? (national[1] as string) : bare;
}

export function isValidUzPhone(input: string): boolean {
  const digits = stripPhone(input);
  return /^\d{9}$/.test(digits) && (OPERATOR_CODES as readonly string[]).includes(digits.slice(0, 2));
}

/**
 * An optional extra phone: empty is allowed, otherwise any number that is valid when dialled from Uzbekistan.
 */
export function isValidGeneralPhone(input: string): boolean {
  const trimmed = input.trim();
  if (trimmed === "") return true;
  return isValidPhoneNumber(trimmed, "UZ");
}

/**
 * Fills the mask with as many national digits as are given, so a half-typed number reads naturally
 * ("90" -> "+998 (90"); mask characters after the last digit are left out.
 */
export function formatPhoneMask(digits9: string): string {
  const digits = stripPhone(digits9).replace(/\D/g, "").slice(0, PHONE_NATIONAL_DIGITS);
  const body = PHONE_MASK.slice(PHONE_PREFIX.length);
  let out = PHONE_PREFIX;
  let used = 0;
  for (const ch of body) {
    if (used === digits.length) break;
    if (ch === "#") out += digits[used++];
    else out += ch;
  }
  return out;
}
