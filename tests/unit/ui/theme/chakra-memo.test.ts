import { describe, expect, it } from "vitest";
import { memo } from "../../../../ui/theme/chakra-memo";

/** A function that counts its calls, memoised. */
function counted<A extends unknown[], R>(fn: (...args: A) => R) {
  const calls: A[] = [];
  const cached = memo((...args: A) => {
    calls.push(args);
    return fn(...args);
  });
  return { cached, calls };
}

describe("Chakra's style cache, cheaper (ui/theme/chakra-memo.ts)", () => {
  it("answers as the function does, and computes each argument once", () => {
    const { cached, calls } = counted((value: string) => value.toUpperCase());
    expect(cached("color")).toBe("COLOR");
    expect(cached("color")).toBe("COLOR");
    expect(cached("bg")).toBe("BG");
    expect(calls).toEqual([["color"], ["bg"]]);
  });

  it("keys an object by its content, in any key order, as Chakra's does", () => {
    const { cached, calls } = counted((style: Record<string, unknown>) => ({ ...style }));
    const first = cached({ color: "red", p: 2, nested: { a: [1, "x"] } });
    expect(cached({ nested: { a: [1, "x"] }, p: 2, color: "red" })).toBe(first);
    expect(cached({ color: "red", p: 3, nested: { a: [1, "x"] } })).not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it("tells apart what only looks alike: a number and its text, a text and an object's key", () => {
    const { cached, calls } = counted((value: unknown) => typeof value);
    expect(cached(1)).toBe("number");
    expect(cached("1")).toBe("string");
    expect(cached("o:{}")).toBe("string");
    expect(cached({})).toBe("object");
    expect(cached(null)).toBe("object");
    expect(cached(undefined)).toBe("undefined");
    expect(calls).toHaveLength(6);
  });

  it("keys several arguments together, in their order", () => {
    const { cached, calls } = counted((a: string, b: string) => `${a}/${b}`);
    expect(cached("a", "b")).toBe("a/b");
    expect(cached("b", "a")).toBe("b/a");
    expect(cached("a", "b")).toBe("a/b");
    expect(calls).toHaveLength(2);
  });

  it("keeps no undefined answer, and passes `this` on", () => {
    let calls = 0;
    const cached = memo(function (this: { base: number } | undefined, n: number) {
      calls++;
      return this ? this.base + n : undefined;
    });
    expect(cached.call(undefined, 1)).toBeUndefined();
    expect(cached.call(undefined, 1)).toBeUndefined();
    expect(calls).toBe(2);
    expect(cached.call({ base: 10 }, 2)).toBe(12);
  });

  it("stays bounded: a full cache starts again, and still answers right", () => {
    const { cached, calls } = counted((n: number) => n * 2);
    for (let n = 0; n < 12_000; n++) expect(cached(n)).toBe(n * 2);
    expect(cached(11_999)).toBe(23_998);
    expect(calls).toHaveLength(12_000);
    expect(cached(0)).toBe(0);
    expect(calls).toHaveLength(12_001);
  });
});
