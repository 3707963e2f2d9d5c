import fc from "fast-check";
import {
  boolean,
  coerce,
  enums,
  integer,
  literal,
  max,
  min,
  number,
  optional,
  pattern,
  string,
} from "superstruct";
import { describe, expect, it } from "vitest";
import { optionalParam } from "../../../contract/query";
import {
  BoolFromText,
  IntLike,
  MoneyInput,
  MoneyString,
  Numeric,
  Points,
  Rate,
} from "../../../contract/scalars";
import { PaymentType, PaymentTypeFromText } from "../../../contract/enums";
import { validate } from "../../../contract/validate";

// The coercions as superstruct's own `coerce` wrote them before coerce-when.ts: each new one must read every
// value the same way, in what it gives and in what it refuses.
const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d+$/;
const numeric = coerce(number(), pattern(string(), DECIMAL), (s) => Number.parseFloat(s));
const before = {
  IntLike: coerce(integer(), pattern(string(), WHOLE), (s) => Number(s)),
  Numeric: numeric,
  MoneyInput: coerce(MoneyString, integer(), (n) => String(n)),
  Points: coerce(MoneyString, min(integer(), 0), (n) => `${n}.00`),
  Rate: coerce(max(min(numeric, 0), 5), literal(null), () => 0),
  BoolFromText: coerce(
    boolean(),
    enums(["true", "false", "True", "False", "1", "0"]),
    (s) => s === "true" || s === "True" || s === "1",
  ),
  PaymentTypeFromText: coerce(PaymentType, pattern(string(), /^\d+$/), (s) => Number(s)),
  optionalInt: optional(coerce(integer(), literal(""), () => undefined)),
};
const after = {
  IntLike,
  Numeric,
  MoneyInput,
  Points,
  Rate,
  BoolFromText,
  PaymentTypeFromText,
  optionalInt: optionalParam(integer()),
};

const values = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.integer().map(String),
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom("", "1", "0", "true", "True", "false", "-3", "4.50", "1e3", " 7", "07", null, undefined),
  fc.string(),
  fc.boolean(),
  fc.constant({ title: "x" }),
);

const outcome = (v: ReturnType<typeof validate>) =>
  v.ok ? { ok: true, value: v.value } : { ok: false, path: v.path };

describe("coercions by a plain test (contract/coerce-when.ts)", () => {
  for (const name of Object.keys(after) as (keyof typeof after)[]) {
    it(`read every value as superstruct's coerce did: ${name}`, () => {
      fc.assert(
        fc.property(values, (value) => {
          expect(outcome(validate(after[name] as never, value))).toEqual(
            outcome(validate(before[name] as never, value)),
          );
        }),
        { numRuns: 400 },
      );
    });
  }
});
