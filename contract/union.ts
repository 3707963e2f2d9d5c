import { union as superstructUnion, type Infer, type Struct } from "superstruct";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a union holds structs of any shape
type AnyStruct = Struct<any, any>;
type InferTuple<T extends AnyStruct[]> = { [K in keyof T]: Infer<T[K]> };

// Superstruct's union keeps its members only inside closures (its `schema` is null), so the OpenAPI document
// (openapi.ts) could not say what a union holds. Its members are remembered here by the union's coercer: a
// function only that union has, which optional(), nullable() and refine() carry over to the structs they
// wrap it in (coerce() replaces it, so a coerced union reads as its coercion's target).
const membersByCoercer = new WeakMap<AnyStruct["coercer"], readonly AnyStruct[]>();

/** Superstruct's `union`, whose members the OpenAPI generator can read back (unionMembers). */
export function union<A extends AnyStruct, B extends AnyStruct[]>(
  structs: [A, ...B],
): Struct<Infer<A> | InferTuple<B>[number], null> {
  const made = superstructUnion(structs);
  membersByCoercer.set(made.coercer, structs);
  return made;
}

/** The members of a union made by `union` above (or of a struct wrapping one); undefined for any other. */
export function unionMembers(struct: AnyStruct): readonly AnyStruct[] | undefined {
  return struct.type === "union" ? membersByCoercer.get(struct.coercer) : undefined;
}
