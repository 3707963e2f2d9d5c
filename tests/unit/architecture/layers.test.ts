import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import path from "node:path";
import { cruise, type IConfiguration, type IReporterOutput } from "dependency-cruiser";

// The layer rules of DESIGN.md are enforced by dependency-cruiser in `npm test`; this proves the rules bite,
// on a fixture tree that holds one deliberately wrong import per rule under test and one allowed wiring.
const require = createRequire(import.meta.url);
const config = require("../../../.dependency-cruiser.cjs") as IConfiguration;
const fixture = path.resolve("tests/fixtures/layers");

async function violationsIn(dirs: string[]) {
  const cwd = process.cwd();
  process.chdir(fixture);
  try {
    const result: IReporterOutput = await cruise(dirs, {
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
    });
    if (typeof result.output === "string") throw new Error("expected a structured result");
    return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    process.chdir(cwd);
  }
}

describe("layer import rules", () => {
  it("fail an import from domain/ into adapters/", async () => {
    expect(await violationsIn(["domain", "adapters"])).toContain(
      "domain-is-pure: domain/impure-rule.ts -> adapters/http-gateway.ts",
    );
  });

  it("fail an import from ui/ into adapters/ outside the composition root, and allow it inside", async () => {
    const violations = await violationsIn(["ui", "adapters"]);
    expect(violations).toContain("ui-adapters-only-in-composition-root: ui/product-card.ts -> adapters/http-gateway.ts");
    expect(violations.filter((v) => v.includes("ui/composition/"))).toEqual([]);
  });
});
