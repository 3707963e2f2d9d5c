// `npm start`'s first step: builds the storefront only when dist/ does not match the sources (its stamp,
// scripts/build-stamp.ts, differs from their fingerprint, or a built file is missing), so a restart does not
// spend a minute rebuilding what is already there.
//
//   npx tsx scripts/build-if-stale.ts [--force]
import { spawnSync } from "node:child_process";
import { DIST, ROOT, fingerprintOf, readStamp, staleness } from "./build-stamp.ts";

const started = performance.now();
const fingerprint = fingerprintOf(ROOT);
const verdict = process.argv.includes("--force")
  ? ({ stale: true, reason: "--force" } as const)
  : staleness(DIST, fingerprint);
const ms = Math.round(performance.now() - started);

if (!verdict.stale) {
  console.log(`dist/ matches the sources (built ${readStamp(DIST)?.builtAt}; checked in ${ms} ms)`);
} else {
  console.log(`building the storefront: ${verdict.reason}`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
