import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BUILD_INPUTS,
  STAMP_FILE,
  beginBuild,
  finishBuild,
  fingerprintOf,
  missingOutput,
  readStamp,
  staleness,
} from "../../../scripts/build-stamp.ts";

// A miniature project and its dist/ in a temporary directory: the stale check never looks at the real ones.

let root: string;
let dist: string;
const write = (rel: string, body: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), body);
};
const INPUTS = ["ui", "domain", "index.html", "public"];
const fp = (env: Record<string, string> = {}) => fingerprintOf(root, INPUTS, env);

/** What a finished build leaves: the outputs the server reads and the files the manifest names. */
function build() {
  write("dist/client/index.html", "<html></html>");
  write("dist/client/assets/main.js", "console.log(1)");
  write("dist/client/.vite/manifest.json", JSON.stringify({ "index.html": { file: "assets/main.js" } }));
  write("dist/server/entry-server.js", "export {}");
  write("dist/server/static-styles.json", "{}");
  write("dist/server-bundle/main.mjs", "export {}");
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "qb-stamp-"));
  dist = path.join(root, "dist");
  write("ui/app.tsx", "export const App = 1;");
  write("ui/pages/home.tsx", "export const Home = 2;");
  write("domain/money.ts", "export const som = 3;");
  write("index.html", "<div id=root></div>");
  write("package.json", JSON.stringify({ type: "module", scripts: { build: "vite build", start: "x" } }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("fingerprintOf", () => {
  it("is the same for the same tree and changes with a file's content, a new file or a renamed one", () => {
    const first = fp();
    expect(fp()).toBe(first);
    write("ui/pages/home.tsx", "export const Home = 4;");
    const edited = fp();
    expect(edited).not.toBe(first);
    write("public/favicon.svg", "<svg/>");
    const added = fp();
    expect(added).not.toBe(edited);
    rmSync(path.join(root, "public/favicon.svg"));
    write("public/icon.svg", "<svg/>");
    expect(fp()).not.toBe(added);
  });

  it("ignores what the build does not read: other folders, other scripts of package.json", () => {
    const first = fp();
    write("docs/notes.md", "# notes");
    write("package.json", JSON.stringify({ type: "module", scripts: { build: "vite build", start: "y" } }));
    expect(fp()).toBe(first);
    write("package.json", JSON.stringify({ type: "module", scripts: { build: "vite build --x" } }));
    expect(fp()).not.toBe(first);
  });

  it("takes the VITE_ variables Vite bakes in, and no others", () => {
    expect(fp({ HOME: "/a" })).toBe(fp({ HOME: "/b" }));
    expect(fp({ VITE_API_BASE_URL: "https://a.uz/" })).not.toBe(fp({ VITE_API_BASE_URL: "https://b.uz/" }));
  });

  it("hashes this repository's build inputs in well under a second", () => {
    const started = performance.now();
    fingerprintOf(path.resolve(import.meta.dirname, "../../.."));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("a build's stamp", () => {
  const stamped = () => {
    mkdirSync(dist, { recursive: true });
    beginBuild(dist, fp());
    build();
    return finishBuild(dist, fp(), new Date("2026-01-02T03:04:05Z"));
  };

  it("is written when the build ends on the sources it began with, and stale once one changes", () => {
    expect(staleness(dist, fp())).toEqual({ stale: true, reason: `no ${STAMP_FILE} in ${dist}` });
    expect(stamped()).toBe(true);
    expect(readStamp(dist)).toEqual({ fingerprint: fp(), builtAt: "2026-01-02T03:04:05.000Z" });
    expect(staleness(dist, fp())).toEqual({ stale: false });
    write("domain/money.ts", "export const som = 5;");
    expect(staleness(dist, fp())).toEqual({
      stale: true,
      reason: "the sources changed since the build",
    });
  });

  it("is not written when a source changed while the build ran, and the old one is gone from the start", () => {
    expect(stamped()).toBe(true);
    beginBuild(dist, fp());
    expect(readStamp(dist)).toBeNull();
    write("ui/app.tsx", "export const App = 9;");
    expect(finishBuild(dist, fp())).toBe(false);
    expect(staleness(dist, fp())).toEqual({ stale: true, reason: `no ${STAMP_FILE} in ${dist}` });
  });

  it("does not vouch for a dist/ that lost a built file", () => {
    expect(stamped()).toBe(true);
    expect(missingOutput(dist)).toBeNull();
    rmSync(path.join(dist, "client/assets/main.js"));
    expect(staleness(dist, fp())).toEqual({
      stale: true,
      reason: "client/assets/main.js is missing",
    });
    rmSync(path.join(dist, "server/entry-server.js"));
    expect(missingOutput(dist)).toBe("server/entry-server.js");
  });

  it("covers the server's bundle: npm start runs dist/server-bundle/, so an edited server is a stale build", () => {
    expect(BUILD_INPUTS).toContain("server");
    const inputs = [...INPUTS, "server"];
    write("server/main.ts", "export {};");
    mkdirSync(dist, { recursive: true });
    beginBuild(dist, fingerprintOf(root, inputs, {}));
    build();
    expect(finishBuild(dist, fingerprintOf(root, inputs, {}))).toBe(true);
    write("server/main.ts", "export const changed = 1;");
    expect(staleness(dist, fingerprintOf(root, inputs, {}))).toEqual({
      stale: true,
      reason: "the sources changed since the build",
    });
    rmSync(path.join(dist, "server-bundle/main.mjs"));
    expect(missingOutput(dist)).toBe("server-bundle/main.mjs");
  });

  it("is not written by a build that was not begun, nor over an incomplete dist/", () => {
    mkdirSync(dist, { recursive: true });
    build();
    expect(finishBuild(dist, fp())).toBe(false);
    beginBuild(dist, fp());
    rmSync(path.join(dist, "client/index.html"));
    expect(finishBuild(dist, fp())).toBe(false);
    expect(readStamp(dist)).toBeNull();
  });
});
