import type { Struct } from "superstruct";
import { validate } from "../../../contract/validate.ts";
import { fieldsFailure } from "../../platform/failure.ts";

/**
 * A request's part checked against its registry entry's struct, refused as the shop's calls are: a missing
 * field FIELD.REQUIRED, a wrong one FIELD.INVALID, each naming its field (the first part of the path).
 */
export function checked<T, S>(struct: Struct<T, S>, value: unknown, where: string): T {
  const result = validate(struct, value ?? {});
  if (result.ok) {
    // PostgreSQL text cannot hold NUL: such input is malformed, not a server fault.
    const nul = Object.entries(result.value ?? {}).find(([, v]) =>
      JSON.stringify(v ?? null).includes("\\u0000"),
    );
    if (nul) throw fieldsFailure([{ code: "FIELD.INVALID", field: nul[0] }]);
    return result.value;
  }
  const refused = result.failures.map((f) => ({
    code: /received: undefined/.test(f.message) ? ("FIELD.REQUIRED" as const) : ("FIELD.INVALID" as const),
    field: f.path.split(".")[0] || where,
  }));
  throw fieldsFailure(refused.filter((r, i) => refused.findIndex((o) => o.field === r.field) === i));
}
