import { describe, expect, it } from "vitest";
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { cachedRecipeFn } from "../../../../ui/theme/chakra-recipe-cache";

// The real recipe factory of a Chakra system, wrapped as the build wraps it (vite.config.ts).
const system = createSystem(defaultConfig);
const built: object[] = [];
const cva = cachedRecipeFn((config) => {
  built.push(config ?? {});
  return system.cva(config ?? {}) as never;
});

const box = { base: { display: "flex" }, variants: { size: { sm: { p: "1" }, lg: { p: "4" } } } };
const text = { base: { color: "red" } };

describe("Chakra's recipes built once per config (ui/theme/chakra-recipe-cache.ts)", () => {
  it("gives one recipe per config, and the same styles as a recipe built afresh", () => {
    const first = cva(box);
    expect(cva(box)).toBe(first);
    expect(cva(text)).not.toBe(first);
    expect(cva()).toBe(cva());
    const fresh = system.cva(box) as unknown as (props: object) => unknown;
    expect((first as unknown as (props: object) => unknown)({ size: "lg" })).toEqual(fresh({ size: "lg" }));
  });

  it("keeps a merge per pair of recipes, with the merged styles", () => {
    const a = cva(box);
    const b = cva(text);
    const merged = a.merge(b);
    expect(a.merge(b)).toBe(merged);
    expect(b.merge(a)).not.toBe(merged);
    const fresh = (system.cva(box) as unknown as { merge(o: unknown): (p: object) => unknown }).merge(
      system.cva(text),
    );
    expect((merged as unknown as (props: object) => unknown)({ size: "sm" })).toEqual(fresh({ size: "sm" }));
    // A merge of a merge is kept too: a component over a component over a base.
    expect(merged.merge(cva(box))).toBe(merged.merge(cva(box)));
  });

  it("builds each config once however many times it is asked for", () => {
    const config = { base: { margin: "2" } };
    const before = built.length;
    for (let i = 0; i < 50; i++) cva(config).merge(cva(text));
    expect(built.length - before).toBe(1);
  });
});

describe("the build's wiring (vite.config.ts, cheaperChakraStyles)", () => {
  it("puts the cheaper memo and the kept recipes in Chakra's place, and nowhere else", async () => {
    const { cheaperChakraStyles: plugin } = await import("../../../../vite.config");
    const root = "/app/node_modules/@chakra-ui/react/dist/esm";
    const resolveId = plugin.resolveId as unknown as (
      this: { resolve(source: string, importer: string): Promise<{ id: string }> },
      source: string,
      importer?: string,
    ) => Promise<string | null>;
    const context = {
      resolve: async (source: string) => ({ id: `${root}/styled-system/${source.slice(2)}` }),
    };
    expect(await resolveId.call(context, "../utils/memo.js", `${root}/styled-system/css.js`)).toMatch(
      /ui\/theme\/chakra-memo\.ts$/,
    );
    const cva = await resolveId.call(context, "./cva.js", `${root}/styled-system/system.js`);
    expect(cva).toBe(`\0chakra-cached-cva?${root}/styled-system/cva.js`);
    expect(await resolveId.call(context, "./memo.js", "/app/ui/kit/badge.tsx")).toBeNull();
    const load = plugin.load as unknown as (id: string) => string | null;
    expect(load(cva!)).toContain(`from "${root}/styled-system/cva.js"`);
    expect(load(cva!)).toContain("cachedRecipeFn(build(options))");
  });
});
