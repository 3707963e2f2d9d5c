// The static stylesheet (decision 0028): the CSS of Chakra's globals and of the shop's components as the
// server renders them, built once here into a hashed file the browser keeps for a year, instead of written
// into every page. `npm run build` runs it after the two Vite builds and before the precompression.
//
//   npx tsx scripts/build-static-css.ts
//
// Writes dist/client/assets/page-styles-<hash>.css and dist/server/static-styles.json (its URL and the
// names of the rules in it), which the server render reads (ui/seo/page-template.ts): a page then links the
// file and names the rules it uses without their text; the rules the file lacks stay in the page's <style>.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";

// React's and Emotion's production builds, as the server renders with: the class names must be the same.
process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");

const vite = await createServer({
  root,
  logLevel: "error",
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const started = Date.now();
  const { collectStaticStyles } = (await vite.ssrLoadModule("/ui/composition/static-styles.tsx")) as {
    collectStaticStyles: () => Promise<{ css: string; globals: string[]; rules: string[] }>;
  };
  const { css, globals, rules } = await collectStaticStyles();
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10).replace(/[-_]/g, "x");
  const assets = path.join(dist, "client", "assets");
  mkdirSync(assets, { recursive: true });
  const file = `page-styles-${hash}.css`;
  writeFileSync(path.join(assets, file), css);
  mkdirSync(path.join(dist, "server"), { recursive: true });
  writeFileSync(
    path.join(dist, "server", "static-styles.json"),
    JSON.stringify({ href: `/assets/${file}`, globals, rules }),
  );
  console.log(
    `static stylesheet: assets/${file}, ${(css.length / 1024).toFixed(0)} KB, ${globals.length} global and ${rules.length} class rules (${Date.now() - started} ms)`,
  );
} finally {
  await vite.close();
}
