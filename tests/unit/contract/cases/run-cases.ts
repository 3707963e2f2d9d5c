import { describe, expect, it } from "vitest";
import { endpoints, validate, type EndpointName } from "../../../../contract/index.ts";

/** A value that must fail, and the dotted path the failure must name. */
export interface Bad {
  readonly value: unknown;
  readonly path: string;
}

export interface Check {
  readonly ok?: readonly unknown[];
  readonly bad?: readonly Bad[];
}

export const PARTS = ["params", "query", "body", "answer"] as const;
export type Part = (typeof PARTS)[number];

export type CallCases = Partial<Record<Part, Check>>;
export type CaseTable = Partial<Record<EndpointName, CallCases>>;

/**
 * A copy of `sample` with the value at `path` replaced (or removed, for `undefined`): the usual way to write
 * a failing case next to its passing sample. The failure is expected at the same path unless `expected` says
 * where.
 */
export function fault(sample: unknown, path: string, value: unknown, expected = path): Bad {
  const copy = structuredClone(sample) as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop() as string;
  let target: Record<string, unknown> = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return { value: copy, path: expected };
}

/** One describe per call: each `ok` value must pass its struct, each `bad` value fail at its path. */
export function runCases(table: CaseTable): void {
  for (const [name, cases] of Object.entries(table) as [EndpointName, CallCases][]) {
    describe(`${name} (${endpoints[name].method} ${endpoints[name].path})`, () => {
      for (const part of PARTS) {
        const check = cases[part];
        if (check === undefined) continue;
        const struct = (endpoints[name] as Partial<Record<Part, Parameters<typeof validate>[0]>>)[part];
        it(`has a ${part} struct`, () => expect(struct).toBeDefined());
        if (struct === undefined) continue;
        (check.ok ?? []).forEach((value, i) => {
          it(`${part} #${i + 1} passes`, () => {
            const result = validate(struct, value);
            expect(result.ok ? "ok" : `${result.path}: ${result.message}`).toBe("ok");
          });
        });
        (check.bad ?? []).forEach(({ value, path }, i) => {
          it(`${part} #${i + 1} fails at "${path}"`, () => {
            const result = validate(struct, value);
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.path).toBe(path);
          });
        });
      }
    });
  }
}
