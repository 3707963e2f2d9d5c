import { array, coerce, integer, is, optional, string, type Struct } from "superstruct";
import { coerceWhen, isText } from "./coerce-when.ts";
import { union } from "./union.ts";

// Query values arrive as text. Fastify gives a repeated key as an array, so list coercions take both
// spellings: `category_id__in=1,2` and `category_id__in=1&category_id__in=2`.

/** An optional query parameter; an empty value (`?page=`) counts as not given. */
export function optionalParam<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  return optional(
    coerceWhen(
      struct,
      (v): v is "" => v === "",
      () => undefined,
    ),
  );
}

/**
 * An optional query parameter whose text is dropped unless it is one of the values (a client sends
 * `ordering=?` for "none"): for a choice that only arranges an answer, never for one that narrows it.
 */
export function choiceParam<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  return optional(coerceWhen(struct, isText, (value) => (is(value, struct) ? value : undefined)));
}

const listText = union([string(), array(union([string(), integer()]))]);

function splitList(value: string | (string | number)[]): (string | number)[] {
  const parts = typeof value === "string" ? value.split(",") : value;
  return parts
    .map((p) => (typeof p === "string" ? p.trim() : p))
    .filter((p) => p !== "")
    .map((p) => (typeof p === "string" && /^-?\d+$/.test(p) ? Number(p) : p));
}

/**
 * A comma list of codes or ids ("3,4,5") read into an array of `element`; an item that is not a whole number
 * stays text, so the failure names its place ("category_id__in.1").
 */
export function commaList<T, S>(element: Struct<T, S>) {
  return coerce(array(element), listText, splitList);
}
