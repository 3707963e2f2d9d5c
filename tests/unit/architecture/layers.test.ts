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
    expect(violations).toContain(
      "ui-adapters-only-in-composition-root: ui/product-card.ts -> adapters/http-gateway.ts",
    );
    expect(violations.filter((v) => v.includes("ui/composition/"))).toEqual([]);
  });

  it("keep SQL in repositories, modules behind their index.ts and out of http/, and http/ and platform/ thin", async () => {
    const violations = await violationsIn(["server"]);
    expect(violations).toEqual(
      expect.arrayContaining([
        "server-sql-only-in-repositories: server/modules/shop/shop.service.ts -> server/db/schema.ts",
        "server-module-through-its-index: server/modules/shop/shop.service.ts -> server/modules/other/other.repository.ts",
        "server-modules-know-no-http: server/modules/shop/shop.routes.ts -> server/http/api-route.ts",
        "server-http-is-glue: server/http/api-route.ts -> server/modules/other/other.repository.ts",
        "server-outside-reaches-modules-through-index: server/app.ts -> server/modules/shop/shop.service.ts",
        "server-platform-is-shared-kernel: server/platform/kernel.ts -> server/db/schema.ts",
      ]),
    );
    const allowed = [
      "server/modules/shop/shop.repository.ts -> server/db/schema.ts",
      "server/modules/shop/index.ts -> server/db/database.port.ts",
      "server/modules/shop/index.ts -> server/modules/other/index.ts",
      "server/app.ts -> server/modules/shop/index.ts",
    ];
    expect(violations.filter((v) => allowed.some((a) => v.endsWith(a)))).toEqual([]);
  });
});
