// First-load JavaScript per page of the production build (run `vite build` first; needs build.manifest).
//
// For each page: the JS the HTML shell references (script src + modulepreload), everything the entry imports
// statically, the route's lazy page chunk with its static imports (main.tsx resolves it before hydrating),
// and the shown language's catalogs. Each file is gzipped once with node:zlib at level 6 (zlib's default,
// which
// @fastify/compress and most servers use); level 9 is printed beside it. Exit 1 when a page exceeds the
// budget.
//
//   npx tsx scripts/bench-web.ts [--budget 170]
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist/client");
const manifest = JSON.parse(readFileSync(path.join(client, ".vite/manifest.json"), "utf8")) as Record<
  string,
  Chunk
>;
const budgetArg = process.argv.indexOf("--budget");
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 170;
const language = "uz";

const pages = [
  { name: "home", url: `/${language}`, module: "ui/pages/home-page.tsx" },
  { name: "list", url: `/${language}/products`, module: "ui/pages/products-page.tsx" },
  { name: "product", url: `/${language}/products/<slug>`, module: "ui/pages/product-page.tsx" },
];

const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));

function closure(key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
}

// The shell: script src + modulepreload hrefs of dist/client/index.html.
const shell = readFileSync(path.join(client, "index.html"), "utf8");
const shellFiles = [
  ...shell.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
].map((m) => m[1] ?? "");
// With the shell grouped into one chunk (vite.config.ts), the entry module lives in that chunk and the
// manifest marks no entry; the shell files from index.html then stand for it.
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);

const gz = new Map<string, { raw: number; l6: number; l9: number }>();
function size(file: string) {
  let s = gz.get(file);
  if (!s) {
    const buf = readFileSync(path.join(client, file));
    s = { raw: buf.length, l6: gzipSync(buf, { level: 6 }).length, l9: gzipSync(buf, { level: 9 }).length };
    gz.set(file, s);
  }
  return s;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const results = [];
let over = false;
for (const page of pages) {
  const files = new Set<string>();
  for (const f of shellFiles) {
    const key = byFile.get(f);
    if (key) closure(key, files);
    else files.add(f);
  }
  if (entryKey) closure(entryKey, files);
  const entryOnly = new Set(files);
  if (!manifest[page.module]) throw new Error(`${page.module} is not a chunk`);
  closure(page.module, files);
  for (const key of Object.keys(manifest)) {
    // On-demand areas (ui/i18n/load-catalog.ts ON_DEMAND) come with the code that shows them, not the first
    // load.
    if (
      new RegExp(
        `^locales/(?!(?:account|profile|validation|checkout|orders|reviews|support|loyalty|admin)/)[^/]+/${language}\\.po$`,
      ).test(key)
    )
      closure(key, files);
  }
  const list = [...files].map((file) => ({ file, ...size(file), shared: entryOnly.has(file) }));
  const total = list.reduce((a, f) => ({ raw: a.raw + f.raw, l6: a.l6 + f.l6, l9: a.l9 + f.l9 }), {
    raw: 0,
    l6: 0,
    l9: 0,
  });
  const entryTotal = list.filter((f) => f.shared).reduce((a, f) => a + f.l6, 0);
  const pass = total.l6 <= budgetKb * 1024;
  over ||= !pass;
  results.push({
    page: page.name,
    url: page.url,
    files: list.sort((a, b) => b.l6 - a.l6),
    totalRaw: total.raw,
    totalGzip6: total.l6,
    totalGzip9: total.l9,
    sharedGzip6: entryTotal,
    budget: budgetKb * 1024,
    pass,
  });
}

console.log(`First-load JS (gzip level 6; level 9 in brackets), budget ${budgetKb} KB\n`);
console.log(
  [
    "page".padEnd(8),
    "url".padEnd(24),
    "files".padStart(5),
    "raw KB".padStart(8),
    "shared KB".padStart(10),
    "gzip KB".padStart(8),
    "(l9)".padStart(8),
    "",
  ].join(" "),
);
for (const r of results) {
  console.log(
    [
      r.page.padEnd(8),
      r.url.padEnd(24),
      String(r.files.length).padStart(5),
      kb(r.totalRaw).padStart(8),
      kb(r.sharedGzip6).padStart(10),
      kb(r.totalGzip6).padStart(8),
      `(${kb(r.totalGzip9)})`.padStart(8),
      r.pass ? "ok" : "OVER",
    ].join(" "),
  );
}
if (process.argv.includes("--files")) {
  for (const r of results) {
    console.log(`\n${r.page}:`);
    for (const f of r.files)
      console.log(`  ${kb(f.l6).padStart(7)} KB  ${f.file}${f.shared ? "" : "  (page)"}`);
  }
}
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(
  path.join(root, "bench/results/web.json"),
  JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: 6, language, pages: results }, null, 2) +
    "\n",
);
process.exit(over ? 1 : 0);
