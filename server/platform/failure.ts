import type { DomainError, ErrorCode, ErrorParams, Result } from "../../domain/errors.ts";

/** One field of a refused request: its code and the field's name (the wire's `errors[i]` with `field`). */
export interface FieldFailure {
  readonly code: ErrorCode;
  readonly field: string;
  /** The field's own message params (a length limit). */
  readonly params?: ErrorParams;
}

/**
 * A domain error on its way out: services return errors as values (`Result`), and a route that cannot go on
 * raises the value as this, which http/errors.ts turns into the status of its code and the translated
 * message.
 */
export class Failure extends Error {
  constructor(
    readonly error: DomainError,
    /** Every refused field, for the `{status_code, errors}` form; empty for a one-sentence refusal. */
    readonly fields: readonly FieldFailure[] = [],
  ) {
    // A refusal is an answer, not a fault: no one reads where it was raised, and capturing the stack of
    // each was a hundredth of the server's CPU when a sold-out rush is refused (issue 25).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(error.code);
    Error.stackTraceLimit = limit;
    this.name = "Failure";
  }
}

export function failure(code: ErrorCode, params?: ErrorParams): Failure {
  return new Failure(params === undefined ? { code } : { code, params });
}

export function fieldsFailure(fields: readonly FieldFailure[]): Failure {
  const first = fields[0];
  return new Failure(
    first
      ? { code: first.code, params: { ...first.params, field: first.field } }
      : { code: "REQUEST.INVALID" },
    fields,
  );
}

/** The value of a result, or its error raised as a Failure. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  // A refusal that names a field is a field error, in the contract's `{status_code, errors}` form.
  const field = result.error.params?.field;
  throw new Failure(result.error, typeof field === "string" ? [{ code: result.error.code, field }] : []);
}

/** A lookup's value, or GENERIC.NOT_FOUND. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw failure("GENERIC.NOT_FOUND");
  return value;
}
