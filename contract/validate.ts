import type { Struct } from "superstruct";

export interface ValidationFailure {
  /** Dotted path of the failing value, e.g. "results.0.price"; "" when the value itself is wrong. */
  readonly path: string;
  readonly message: string;
  /** Set when the value is longer than its field allows (scalars.ts `atMost`): that limit. */
  readonly maxLength?: number;
}

export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | ({ readonly ok: false; readonly failures: readonly ValidationFailure[] } & ValidationFailure);

/**
 * Checks a request or an answer against its struct. Always coerces: query text becomes numbers and lists, and
 * an answer's lenient spellings ("4.50" for a rate) become the one type the reader works with; the input
 * object is copied, never changed. `path`/`message` name the first failure, `failures` all of them (for a
 * 400's `errors`).
 */
export function validate<T, S>(struct: Struct<T, S>, value: unknown): Validation<T> {
  const [error, result] = struct.validate(value, { coerce: true });
  if (error === undefined) return { ok: true, value: result as T };
  const failures = error.failures().map((f) => {
    const max = f.refinement === "MaxLength" ? /at most (\d+)/.exec(f.message)?.[1] : undefined;
    return { path: f.path.join("."), message: f.message, ...(max ? { maxLength: Number(max) } : {}) };
  });
  // StructError.message prefixes "At path: ..."; the raw text of the first failure reads better next to
  // `path`.
  const first = failures[0] ?? { path: error.path.join("."), message: error.message };
  return { ok: false, path: first.path, message: first.message, failures };
}
