// The build stamp: a fingerprint of everything `npm run build` reads, written into dist/ when a build
// finishes, so `npm start` can tell a dist/ that matches the sources from one that does not without git (a
// deployed copy may have no .git, and uncommitted edits count).
//
//   npx tsx scripts/build-stamp.ts begin    (first step of npm run build: the old stamp goes)
//   npx tsx scripts/build-stamp.ts finish   (last step: the stamp of the sources the build saw)
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What the two Vite builds, the precompression and the server's bundle read: the storefront's sources
 * (ui/ imports application/, adapters/, domain/, contract/), the server's, the Lingui catalogs and config
 * (the Vite plugin compiles them), the static files, the HTML shell, the configs, and the installed packages
 * as the lock file pins them.
 */
export const BUILD_INPUTS = [
  "ui",
  "application",
  "adapters",
  "domain",
  "contract",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "scripts/precompress.ts",
  "scripts/build-static-css.ts",
  "server",
  "scripts/build-server.ts",
] as const;

/** What a usable dist/ holds besides the files the client manifest names. */
export const BUILD_OUTPUTS = [
  "client/index.html",
  "client/.vite/manifest.json",
  "server/entry-server.js",
  "server/static-styles.json",
  "server-bundle/main.mjs",
] as const;

export const STAMP_FILE = "build-stamp.json";
const PENDING_FILE = "build-stamp.pending.json";

export interface BuildStamp {
  fingerprint: string;
  builtAt: string;
}

export type Staleness = { stale: false } | { stale: true; reason: string };

function filesUnder(root: string, entry: string, out: string[]) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    out.push(entry);
    return;
  }
  for (const name of readdirSync(full, { recursive: true, encoding: "utf8" })) {
    const rel = path.join(entry, name);
    if (statSync(path.join(root, rel)).isFile()) out.push(rel);
  }
}

/**
 * A hash of the inputs' relative paths and contents, the parts of package.json a build depends on (a new
 * build command, a new dependency range), and the `VITE_*` variables Vite bakes into the bundle.
 */
export function fingerprintOf(
  root: string,
  inputs: readonly string[] = BUILD_INPUTS,
  env: Record<string, string | undefined> = process.env,
): string {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const entry of inputs) filesUnder(root, entry, files);
  // Paths with "/" whatever the platform, sorted, so the same tree hashes alike everywhere.
  for (const rel of files.map((f) => f.split(path.sep).join("/")).sort()) {
    const body = readFileSync(path.join(root, rel));
    hash.update(`${rel}\0${body.length}\0`).update(body);
  }
  const pkgFile = path.join(root, "package.json");
  if (existsSync(pkgFile)) {
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as Record<string, unknown>;
    const scripts = (pkg.scripts ?? {}) as Record<string, unknown>;
    const relevant = [pkg.type, pkg.dependencies, pkg.devDependencies, pkg.overrides, scripts.build];
    hash.update(`package.json\0${JSON.stringify(relevant)}\0`);
  }
  const vite = Object.keys(env)
    .filter((k) => k.startsWith("VITE_"))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(`env\0${vite.join("\n")}`);
  return hash.digest("hex");
}

export function readStamp(distDir: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(distDir, STAMP_FILE), "utf8")) as Partial<BuildStamp>;
    return typeof stamp.fingerprint === "string" ? (stamp as BuildStamp) : null;
  } catch {
    return null;
  }
}

/** The first of the outputs, or of the files the client manifest names, that is missing; null if none. */
export function missingOutput(distDir: string): string | null {
  for (const rel of BUILD_OUTPUTS) if (!existsSync(path.join(distDir, rel))) return rel;
  let manifest: Record<string, { file?: string; css?: string[]; assets?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, "client/.vite/manifest.json"), "utf8"));
  } catch {
    return "client/.vite/manifest.json";
  }
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      if (file && !existsSync(path.join(distDir, "client", file))) return `client/${file}`;
    }
  }
  return null;
}

export function staleness(distDir: string, fingerprint: string): Staleness {
  const stamp = readStamp(distDir);
  if (!stamp) return { stale: true, reason: `no ${STAMP_FILE} in ${distDir}` };
  if (stamp.fingerprint !== fingerprint)
    return { stale: true, reason: "the sources changed since the build" };
  const missing = missingOutput(distDir);
  if (missing) return { stale: true, reason: `${missing} is missing` };
  return { stale: false };
}

/**
 * Start of a build: the old stamp is removed (a build that stops half-way leaves dist/ unstamped, so the
 * next start builds again), and the fingerprint of the sources the build is about to read is kept aside.
 */
export function beginBuild(distDir: string, fingerprint: string) {
  rmSync(path.join(distDir, STAMP_FILE), { force: true });
  writeFileSync(path.join(distDir, PENDING_FILE), JSON.stringify({ fingerprint }));
}

/**
 * End of a build: stamps dist/ with the fingerprint taken at its start, unless the sources changed while it
 * ran (then dist/ may mix old and new, and stays unstamped). Returns whether it stamped.
 */
export function finishBuild(distDir: string, fingerprintNow: string, now = new Date()): boolean {
  const pendingFile = path.join(distDir, PENDING_FILE);
  let begun: string | null = null;
  try {
    begun = (JSON.parse(readFileSync(pendingFile, "utf8")) as { fingerprint: string }).fingerprint;
  } catch {
    // a build not started by beginBuild: its inputs are unknown, so it is not stamped
  }
  rmSync(pendingFile, { force: true });
  if (begun === null || begun !== fingerprintNow || missingOutput(distDir) !== null) return false;
  const stamp: BuildStamp = { fingerprint: begun, builtAt: now.toISOString() };
  writeFileSync(path.join(distDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return true;
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = path.join(ROOT, "dist");

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === "begin") {
    mkdirSync(DIST, { recursive: true });
    beginBuild(DIST, fingerprintOf(ROOT));
  } else if (step === "finish") {
    if (finishBuild(DIST, fingerprintOf(ROOT))) console.log(`build stamped: dist/${STAMP_FILE}`);
    else console.warn("build not stamped: the sources changed while it ran, or dist/ is incomplete");
  } else {
    console.error("usage: tsx scripts/build-stamp.ts begin|finish");
    process.exit(2);
  }
}
