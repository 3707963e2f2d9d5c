import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// domain/ holds every shop rule, some written ahead of the feature that calls them. Such a module says so in
// its first line (`// @planned issue N (...)`), so unused code is visible; the tag goes once the first caller
// comes.
const ROOT = path.resolve(".");
const CALLERS = ["application", "adapters", "ui", "server", "contract", "stories"];
const IMPORT = /from\s+"([^"]+)"/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The domain modules a file imports, as names ("cart"). */
function domainImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)]
    .filter((m) => m[1]!.startsWith("."))
    .map((m) => path.resolve(path.dirname(file), m[1]!))
    .filter((target) => path.dirname(target) === path.join(ROOT, "domain"))
    .map((target) => path.basename(target).replace(/\.ts$/, ""));
}

describe("domain modules without a caller", () => {
  const modules = readdirSync(path.join(ROOT, "domain"))
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.replace(/\.ts$/, ""));
  // Reached from outside domain/, directly or through another domain module that is.
  const reached = new Set(CALLERS.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap(domainImports));
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...reached]) {
      for (const next of domainImports(path.join(ROOT, "domain", `${name}.ts`))) {
        if (reached.has(next)) continue;
        reached.add(next);
        grew = true;
      }
    }
  }
  const planned = (name: string) =>
    readFileSync(path.join(ROOT, "domain", `${name}.ts`), "utf8").startsWith("// @planned ");

  it("are marked as planned, and a module with callers is not", () => {
    expect(
      modules.filter((m) => !reached.has(m) && !planned(m)),
      "unused and not marked @planned",
    ).toEqual([]);
    expect(
      modules.filter((m) => reached.has(m) && planned(m)),
      "marked @planned but already called",
    ).toEqual([]);
  });
});
