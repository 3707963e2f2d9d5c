import type { I18n } from "@lingui/core";
import type { Refusal } from "../../application/shared/refusal";
import { isErrorCode, messageKeyOf, type DomainError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { translateError, VALIDATION_MESSAGES } from "./validation-messages";

/**
 * What to tell a person about a refused call: the catalog's text for a known domain code (when the answer
 * gave every value that text names), else the server's own words, else the generic an_error_occurred. Loaded
 * on demand with the messages table, so neither is in the first load.
 */
export function refusalText(i18n: I18n, refusal: Refusal): string {
  return knownCodeText(i18n, refusal) ?? refusal.words ?? i18n._(VALIDATION_MESSAGES.an_error_occurred);
}

/**
 * The catalog's text for the refusal's code, or null when the code is unknown or a value its text names is
 * missing.
 */
export function knownCodeText(i18n: I18n, refusal: Refusal): string | null {
  if (!isErrorCode(refusal.code)) return null;
  const error: DomainError = refusal.params
    ? { code: refusal.code, params: refusal.params }
    : { code: refusal.code };
  // Every catalog keeps the source text's placeholders (tests/unit/i18n/catalogs.test.ts), so the source
  // names them.
  const names = [...MESSAGES[messageKeyOf(error.code, error.params)].matchAll(/\{(\w+)\}/g)].map(
    (m) => m[1]!,
  );
  if (names.some((name) => refusal.params?.[name] === undefined)) return null;
  return translateError(i18n, error);
}
