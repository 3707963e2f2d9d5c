// The page's script starts after the page's first paint (decision 0043). `npm run build` runs this after the
// Vite builds and before the precompression.
//
//   npx tsx scripts/build-boot.ts
//
// Rewrites dist/client/index.html: the entry's <script> and its modulepreload links give way to one small
// script, dist/client/assets/boot-<the entry's hash>.js, which imports the entry and its preloads once the
// browser has painted the server's page. The server's HTML is whole and styled without any script, so the
// first paint waits for none of it, and on a slow connection the pictures and fonts the first screen shows
// are not downloaded beside 135 KB of script.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bootScript, withBoot } from "./boot.ts";

const client = path.resolve(import.meta.dirname, "../dist/client");
const indexFile = path.join(client, "index.html");
const { html, boot } = withBoot(readFileSync(indexFile, "utf8"));
writeFileSync(path.join(client, boot.file), bootScript(boot.imports));
writeFileSync(indexFile, html);
console.log(`boot: ${boot.file} starts ${boot.imports.join(", ")} after the first paint`);
