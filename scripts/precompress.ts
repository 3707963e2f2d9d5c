// Writes .br and .gz beside each compressible file of dist/client, once at build time, at the highest levels:
// the server then sends them as they are (@fastify/static preCompressed) instead of compressing per request.
//
//   npx tsx scripts/precompress.ts
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(import.meta.dirname, "../dist/client");
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
let raw = 0;
let br = 0;
let files = 0;
for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
  const file = path.join(dir, name);
  // Small files too: a page loads a score of chunks under 1 KB (the boot script among them), and brotli at
  // its highest level takes a fifth or more off each.
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile() || statSync(file).size < 256) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  files++;
}
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB, brotli ${(br / 1024).toFixed(0)} KB`,
);
