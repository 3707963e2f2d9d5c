import { is, type Struct } from "superstruct";
import { MONEY_TEXT } from "./scalars.ts";
import { unionMembers } from "./union.ts";

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's structs are of every shape
type AnyStruct = Struct<any, any>;

// Superstruct keeps a struct's kind (`type`) and its fields (`schema`) as data, but optional(), nullable()
// and its refinements (pattern, min, size, refine) only as functions. Those are read back by trying values:
// whether `undefined` or `null` passes, and what the refiners say of an empty text, a very long one, a huge
// number or a long list (their messages carry the pattern or the limit). Coercions (text to number) are not
// visible; a schema says what a value is after them, which for a query or path parameter is what it means.

const LONG_TEXT = "~".repeat(100_000);
const BIG = 1e15;
const LONG_LIST = Array.from({ length: 10_000 }, () => null);
const MAX_DEPTH = 40;

/** Whether the struct takes the value as it stands: how optional() and nullable() show. */
export function accepts(struct: AnyStruct, value: unknown): boolean {
  return is(value, struct);
}

/** An object field or parameter a client may leave out. */
export function isOptional(struct: AnyStruct): boolean {
  return accepts(struct, undefined);
}

interface RefinementFailure {
  refinement?: string;
  message: string;
}

function refinementFailures(struct: AnyStruct, value: unknown): RefinementFailure[] {
  try {
    return [...struct.refiner(value, { path: [], branch: [value] })];
  } catch {
    // A refinement written for other values than the probe's says nothing about its limits.
    return [];
  }
}

/** What the contract's own named refinements (scalars.ts) mean in JSON Schema. */
const NAMED_REFINEMENTS: Record<string, JsonSchema> = {
  MoneyString: {
    pattern: MONEY_TEXT.source,
    description: "So'm as a decimal string",
    examples: ["125000.00"],
  },
  RequiredText: { minLength: 1, pattern: "\\S" },
  LongText: { minLength: 4 },
};

type Kind = "string" | "number" | "array";

const LIMIT_WORDS: Record<Kind, [min: string, max: string]> = {
  string: ["minLength", "maxLength"],
  number: ["minimum", "maximum"],
  array: ["minItems", "maxItems"],
};

function numberIn(text: string | undefined): number | undefined {
  const n = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function readFailure(kind: Kind, failure: RefinementFailure, into: JsonSchema) {
  const [minWord, maxWord] = LIMIT_WORDS[kind];
  const { refinement = "", message } = failure;
  const named = NAMED_REFINEMENTS[refinement];
  if (named) Object.assign(into, named);
  else if (refinement === "pattern") into.pattern ??= /matching `\/(.*)\/` but/s.exec(message)?.[1];
  else if (refinement === "nonempty") into[minWord] = Math.max(Number(into[minWord] ?? 0), 1);
  else if (refinement === "MaxLength") into.maxLength = numberIn(/at most (\d+)/.exec(message)?.[1]);
  else if (refinement === "min") into.minimum = numberIn(/or equal to (\S+) but/.exec(message)?.[1]);
  else if (refinement === "max") into.maximum = numberIn(/or equal to (\S+) but/.exec(message)?.[1]);
  else if (refinement === "size") {
    const between = /between `([^`]+)` and `([^`]+)`/.exec(message);
    const exactly = /of `([^`]+)`/.exec(message);
    const low = numberIn(between?.[1] ?? exactly?.[1]);
    const high = numberIn(between?.[2] ?? exactly?.[1]);
    if (low !== undefined && low > 0) into[minWord] = low;
    if (high !== undefined) into[maxWord] = high;
  }
}

function refinements(struct: AnyStruct, kind: Kind, probes: readonly unknown[]): JsonSchema {
  const facts: JsonSchema = {};
  for (const probe of probes) {
    for (const failure of refinementFailures(struct, probe)) readFailure(kind, failure, facts);
  }
  for (const key of Object.keys(facts)) if (facts[key] === undefined) delete facts[key];
  return facts;
}

const INT32 = { minimum: -2147483648, maximum: 2147483647 };

/** PostgreSQL's integer bounds (scalars.ts IntFromText) read better as `format: int32` than as numbers. */
function int32(type: string, facts: JsonSchema): JsonSchema {
  const { minimum, maximum, ...rest } = facts;
  if (type !== "integer" || (minimum !== INT32.minimum && maximum !== INT32.maximum))
    return { type, ...facts };
  return {
    type,
    format: "int32",
    ...(minimum === INT32.minimum ? {} : { minimum }),
    ...(maximum === INT32.maximum ? {} : { maximum }),
    ...rest,
  };
}

function admitsNull(schema: JsonSchema): boolean {
  const { type, anyOf } = schema;
  return (
    type === "null" ||
    (Array.isArray(type) && type.includes("null")) ||
    (Array.isArray(anyOf) && anyOf.some((s) => admitsNull(s as JsonSchema)))
  );
}

function withNull(schema: JsonSchema): JsonSchema {
  const { type, enum: values, const: constant, anyOf } = schema;
  if (typeof type === "string" && values === undefined && constant === undefined) {
    return { ...schema, type: [type, "null"] };
  }
  if (Array.isArray(anyOf)) return { ...schema, anyOf: [...anyOf, { type: "null" }] };
  return { anyOf: [schema, { type: "null" }] };
}

function objectSchema(struct: AnyStruct, depth: number): JsonSchema {
  const fields = struct.schema as Record<string, AnyStruct> | null;
  if (!fields) return { type: "object" };
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = schemaAt(field, depth + 1);
    if (!isOptional(field)) required.push(name);
  }
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    // `object()` refuses unknown keys; `type()` lets them through (and the storefront ignores them).
    ...(struct.type === "object" ? { additionalProperties: false } : {}),
  };
}

/** A record's value struct: its `entries` hand it over for any key. */
function recordValue(struct: AnyStruct): AnyStruct | undefined {
  const entries = [...struct.entries({ key: null }, { path: [], branch: [] })];
  return entries[1]?.[2] as AnyStruct | undefined;
}

function literalSchema(value: unknown): JsonSchema {
  if (value === null) return { type: "null" };
  if (typeof value === "number")
    return { type: Number.isInteger(value) ? "integer" : "number", const: value };
  return { type: typeof value, const: value };
}

function enumSchema(values: readonly unknown[]): JsonSchema {
  const kindOf = (v: unknown) => (Number.isInteger(v) ? "integer" : typeof v);
  const kinds = [...new Set(values.map(kindOf))];
  return { ...(kinds.length === 1 ? { type: kinds[0] } : {}), enum: values };
}

function baseSchema(struct: AnyStruct, depth: number): JsonSchema {
  switch (struct.type) {
    case "string":
      return { type: "string", ...refinements(struct, "string", ["", LONG_TEXT]) };
    case "number":
    case "integer":
      return int32(struct.type, refinements(struct, "number", [-BIG, BIG]));
    case "boolean":
      return { type: "boolean" };
    case "literal":
      // superstruct keeps only a string, number or boolean constant; literal(null) shows by taking null.
      return struct.schema === null
        ? accepts(struct, null)
          ? { type: "null" }
          : {}
        : literalSchema(struct.schema);
    case "enums":
      return enumSchema(Object.values(struct.schema as Record<string, unknown>));
    case "object":
    case "type":
      return objectSchema(struct, depth);
    case "array": {
      const items = struct.schema as AnyStruct | undefined;
      return {
        type: "array",
        ...(items ? { items: schemaAt(items, depth + 1) } : {}),
        ...refinements(struct, "array", [[], LONG_LIST]),
      };
    }
    case "record": {
      const value = recordValue(struct);
      return { type: "object", additionalProperties: value ? schemaAt(value, depth + 1) : {} };
    }
    case "union": {
      const members = unionMembers(struct);
      // A union made with superstruct's own `union` (not contract/union.ts) cannot be read.
      return members ? { anyOf: members.map((m) => schemaAt(m, depth + 1)) } : { description: "(union)" };
    }
    case "FileUpload":
      return { type: "string", format: "binary", contentMediaType: "image/*" };
    case "date":
      return { type: "string", format: "date-time" };
    case "unknown":
    case "any":
      return {};
    default:
      return { description: `(${struct.type})` };
  }
}

function schemaAt(struct: AnyStruct, depth: number): JsonSchema {
  if (depth > MAX_DEPTH) return {};
  const base = baseSchema(struct, depth);
  const open = struct.type === "unknown" || struct.type === "any";
  return !open && !admitsNull(base) && accepts(struct, null) ? withNull(base) : base;
}

/** The JSON Schema of a superstruct struct: what a value is after the contract's coercions. */
export function jsonSchemaOf(struct: AnyStruct): JsonSchema {
  return schemaAt(struct, 0);
}
