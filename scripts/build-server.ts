// The server as one file: `npm run build` bundles server/main.ts and the project's own modules into
// dist/server-bundle/main.mjs (packages stay in node_modules), so `npm start` runs it with plain node. Run
// from the sources through tsx, every module of every package is resolved through tsx's loader thread, which
// cost about 2 of a warm restart's seconds (bench/warm-restart.ts).
//
//   npx tsx scripts/build-server.ts
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUNDLE = "server-bundle/main.mjs";

await build({
  absWorkingDir: root,
  entryPoints: ["server/main.ts"],
  outfile: path.join("dist", SERVER_BUNDLE),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(`server bundled: dist/${SERVER_BUNDLE}`);
