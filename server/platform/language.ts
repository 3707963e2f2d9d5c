import type { Language } from "../../domain/language.ts";

/** Picks the value for the request's language from the three columns every translated row holds. */
export function pick<R, U, S>(lang: Language, ru: R, uz: U, sr: S): R | U | S {
  return lang === "ru" ? ru : lang === "sr" ? sr : uz;
}
