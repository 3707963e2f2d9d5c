import type { DomainError, ErrorCode, ErrorParams } from "./errors.ts";

// A rule's outcome without the codes' message table of errors.ts, so a rule a page runs early (a card's
// marks on the checkout) does not bring the table into that page's first load.

export type Result<T, E = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail(
  code: ErrorCode,
  params?: ErrorParams,
): { readonly ok: false; readonly error: DomainError } {
  return { ok: false, error: params === undefined ? { code } : { code, params } };
}
