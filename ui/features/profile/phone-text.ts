import { formatPhoneMask } from "../../../domain/phone";

/**
 * A phone number inside a sentence, in the mask, that never breaks across lines (a narrow screen would
 * otherwise cut it at a space or after a dash): no-break spaces, and a word joiner after each dash.
 */
export function phoneText(digits: string): string {
  return formatPhoneMask(digits).replace(/ /g, "\u00A0").replace(/-/g, "-\u2060");
}
