import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * A DIST_DIR whose server entry is the storefront's source entry, so the server renders real pages,
 * robots.txt and sitemaps without a build. `remove` deletes it.
 */
export function sourceRenderDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "qb-render-"));
  mkdirSync(path.join(dir, "server"), { recursive: true });
  const entry = pathToFileURL(path.resolve("ui/entry-server.tsx")).href;
  writeFileSync(
    path.join(dir, "server", "entry-server.js"),
    `export { render, planPage, renderPage } from ${JSON.stringify(entry)};\n`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
