import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cheaperChakraStyles } from "../../../../vite.config";

const chakraEsm = path
  .dirname(createRequire(import.meta.url).resolve("@chakra-ui/react"))
  .replace(/cjs$/, "esm");
const systemJs = path.join(chakraEsm, "styled-system", "system.js");
type Transform = (code: string, id: string) => string | null;
const transform = cheaperChakraStyles.transform as unknown as Transform;

describe("Chakra's globals made when first read (vite.config.ts, cheaperChakraStyles)", () => {
  it("turns the installed Chakra's eager _global into a getter", () => {
    const out = transform(readFileSync(systemJs, "utf8"), systemJs);
    expect(out).not.toBeNull();
    expect(out).not.toContain("const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];");
    expect(out).toMatch(
      /get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
  });

  it("stops the build when Chakra's system.js no longer has that line", () => {
    expect(() => transform("export function createSystem() { return {}; }", systemJs)).toThrow(/changed/);
  });

  it("leaves every other module alone", () => {
    expect(transform("const _global = 1;", "/x/node_modules/other/system.js")).toBeNull();
  });
});
