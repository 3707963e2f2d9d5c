// The memory 3,000 distinct product-list URLs cost the server: RSS before and after, with the response
// cache's own byte estimate.
// `npx tsx --expose-gc scripts/response-cache-rss.ts [products] [RESPONSE_CACHE_MB]`
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";

const products = Number(process.argv[2] ?? 30_000);
const cacheMb = process.argv[3] ?? "64";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-rss-"));
const config = {
  ...loadConfig(
    { NODE_ENV: "test", DATA_DIR: dataDir, RESPONSE_CACHE_MB: cacheMb },
    { persistSecrets: false },
  ),
  seedProducts: products,
  inMemoryDatabase: true,
};
const app = await buildApp(config);
console.log(`seeded ${products} products`);
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const rss = () => {
  gc?.();
  return process.memoryUsage().rss;
};
const list = (i: number) =>
  app.inject({
    url: `/api/v1/products/?size=48&page=${1 + (i % 20)}&price__gte=${i - (i % 20)}`,
    headers: { "accept-language": ["ru", "uz", "sr"][i % 3]!, "accept-encoding": "gzip" },
  });
for (let i = 0; i < 50; i++) {
  await list(100_000 + i);
  await new Promise((resolve) => setImmediate(resolve));
}
app.internals.cache.clear();
const before = rss();
const heapBefore = process.memoryUsage();
for (let i = 0; i < 3000; i++) {
  const r = await list(i);
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  // Let the event loop turn, as a server's sockets make it: the embedded database answers without I/O, and
  // each injected request's clean-up waits in a setImmediate that otherwise never runs, keeping every
  // request and its body alive (3,000 of them were most of the growth this script used to report).
  await new Promise((resolve) => setImmediate(resolve));
  if (i % 500 === 499) console.log(`${i + 1} lists, RSS ${mb(process.memoryUsage().rss)}`);
}
const after = rss();
const heap = process.memoryUsage();
const { cache } = app.internals;
// RSS also holds the embedded database's WebAssembly memory, which grows with the queries' work areas and is
// never given back; the JavaScript heap is where the answer cache lives.
console.log(
  `JavaScript heap before ${mb(heapBefore.heapUsed)}, after ${mb(heap.heapUsed)} ` +
    `(+${mb(heap.heapUsed - heapBefore.heapUsed)}); array buffers ${mb(heapBefore.arrayBuffers)} -> ` +
    `${mb(heap.arrayBuffers)}`,
);
console.log(
  `RSS before ${mb(before)}, after 3,000 distinct list URLs ${mb(after)} (+${mb(after - before)}); ` +
    `cache ${cache.size} answers, ${mb(cache.bytes)} of ${mb(cache.maxBytes)} estimated`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
