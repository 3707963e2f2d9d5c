import { TEXT_LIMITS } from "../domain/text-limits.ts";
import { coerceWhen, isWhole, textLike } from "./coerce-when.ts";
import {
  boolean,
  integer,
  max,
  min,
  nonempty,
  number,
  pattern,
  refine,
  size,
  string,
  type Struct,
} from "superstruct";

// Answers are read strictly in type but leniently in spelling: where the existing backend may send a number
// as text (Django serialises DecimalField as a string), a coercion turns it into the one type the reader
// works with. Coercions only run through `validate` (contract/validate.ts), which always coerces.

/** What a MoneyString matches (exported for the OpenAPI document). */
export const MONEY_TEXT = /^\d{1,15}(\.\d{1,2})?$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d+$/;

/**
 * So'm as a decimal string, "125000.00": never a float on the wire, so rounding stays with whoever owns the
 * sum. "0.00" is how the contract spells "no discount". Whole numbers ("125000") pass as well, since a
 * decimal field with no places renders that way; a negative amount never appears in this contract.
 */
export const MoneyString = refine(
  string(),
  "MoneyString",
  (s) => MONEY_TEXT.test(s) || `Expected a money string like "125000.00", but received: "${s}"`,
);

/** Money in a request may come as the number the storefront holds (a price filter); it travels as text. */
export const MoneyInput = coerceWhen(MoneyString, isWhole, (n) => String(n));

/**
 * Discount points ("ball"): the contract does not say whether they are whole, so both spellings are read as
 * text.
 */
export const Points = coerceWhen(
  MoneyString,
  (n): n is number => isWhole(n) && n >= 0,
  (n) => `${n}.00`,
);

/** 9 national digits: no +998, no mask (the storefront strips spaces, dashes and brackets before sending). */
export const Phone9 = pattern(string(), /^\d{9}$/);

/** SMS codes are 6 digits (spec 9: "Code length 6"). */
export const SmsCode = pattern(string(), /^\d{6}$/);

export const Id = integer();
export const Count = min(integer(), 0);
export const Slug = nonempty(string());
export const Title = string();
/** A URL as the backend sends it: absolute or site-relative ("/media/products/12/cement-m400.webp"). */
export const Url = string();
/** ISO 8601 date or date-time; only the date prefix is checked, the backend's precision varies. */
export const DateTimeString = pattern(string(), /^\d{4}-\d{2}-\d{2}/);
/** JWT-like access/refresh strings; opaque to everyone but their issuer. */
export const Token = nonempty(string());

/** A number that may arrive as decimal text ("4.50", "41.311081"). */
export const Numeric = coerceWhen(number(), textLike(DECIMAL), (s) => Number.parseFloat(s));

/** Whole numbers that may arrive as text ("2023"). */
export const IntLike = coerceWhen(integer(), textLike(WHOLE), (s) => Number(s));

export const Latitude = max(min(Numeric, -90), 90);
export const Longitude = max(min(Numeric, -180), 180);

/** Average rating 0-5. A product nobody rated may come as null; it reads as 0. */
export const Rate = coerceWhen(
  max(min(Numeric, 0), 5),
  (v): v is null => v === null,
  () => 0,
);

/** The stars one review gives: 1-5, required (spec 5: "Rate is required"). */
export const ReviewRate = max(min(IntLike, 1), 5);

// ----- request side: values as they arrive from a URL or a form -----

/**
 * An integer from a URL or a form field ("12"), or already a number in a JSON body; within PostgreSQL's
 * integer, so an id past it is a refusal (400), never a database error.
 */
export const IntFromText = max(min(IntLike, -2147483648), 2147483647);
export const PositiveIntFromText = min(IntFromText, 1);

const BOOLEAN_TEXT = ["true", "false", "True", "False", "1", "0"] as const;
/** "true"/"false" (also Python's "True"/"False" and "1"/"0") from a query string or a form. */
export const BoolFromText = coerceWhen(
  boolean(),
  (v): v is string => (BOOLEAN_TEXT as readonly unknown[]).includes(v),
  (s) => s === "true" || s === "True" || s === "1",
);

/** Passwords: none is checked at login; reset and change need 6, registration 8 (spec 5 and 9). */
export function password(minLength: number): Struct<string, null> {
  return atMost(size(string(), minLength, Number.POSITIVE_INFINITY), TEXT_LIMITS.password);
}

/**
 * Text of at most `max` characters; longer is refused as FIELD.MAX_LENGTH with the limit (validate.ts reads
 * it back from the message), so no field can carry megabytes into the database and the back office.
 */
export function atMost<T extends string>(struct: Struct<T, null>, max: number): Struct<T, null> {
  return refine(struct, "MaxLength", (s) => s.length <= max || `at most ${max} characters`);
}

/** Required text, non-empty after trimming (spec 5: "Value is required"). */
export const RequiredText = refine(
  string(),
  "RequiredText",
  (s) => s.trim().length > 0 || "Value is required",
);

/** Free text the person typed: at least 4 characters (spec 5, "Kamida 4 ta belgi"). */
export const LongText = refine(
  string(),
  "LongText",
  (s) => s.trim().length >= 4 || "This field should be at least 4 characters long",
);
