import { Struct } from "superstruct";

/**
 * superstruct's `coerce` with a plain test in place of its condition struct. `coerce` asks `is(value,
 * condition)`, and a value that is already of the target type, nearly every one, fails that check: a
 * StructError is built each time, a twentieth of the server's CPU in a checkout rush (issue 25). The
 * coerced struct is otherwise the same: its type, schema, validator and refiners are `struct`'s.
 */
export function coerceWhen<T, S, C>(
  struct: Struct<T, S>,
  when: (value: unknown) => value is C,
  coercer: (value: C) => unknown,
): Struct<T, S> {
  return new Struct({
    ...struct,
    coercer: (value, context) =>
      when(value) ? struct.coercer(coercer(value), context) : struct.coercer(value, context),
  });
}

export const isWhole = (value: unknown): value is number => Number.isInteger(value);
export const isText = (value: unknown): value is string => typeof value === "string";
/** Text that reads in full as `shape`. */
export const textLike =
  (shape: RegExp) =>
  (value: unknown): value is string =>
    typeof value === "string" && shape.test(value);
