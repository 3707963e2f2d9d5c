// npx tsx bench/sitemap.ts [--products N]
// What the sitemaps cost on a catalogue of N products (default 30,000, the bench's PGlite database, seeded on
// first use): the time to the last byte of /sitemap.xml and of each products file, their sizes, and the
// server's resident memory before and at its peak (VmHWM), first from the database and then from the cache.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startChildServer } from "../tests/server/helpers/child-server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf("--products");
const products = at >= 0 ? Number(args[at + 1]) : 30_000;

const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
};

const server = await startChildServer({
  env: {
    NODE_ENV: "production",
    TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(here, "data", `pglite-${products}`),
    SEED_PRODUCTS: String(products),
    DATABASE_URL: "",
    PUBLIC_URL: "https://shop.example.uz",
  },
  timeoutMs: 600_000,
});
try {
  const fetchTimed = async (url: string) => {
    const started = performance.now();
    const r = await fetch(`${server.url}${url}`);
    const body = await r.text();
    return { status: r.status, ms: Math.round(performance.now() - started), bytes: body.length, body };
  };
  // The server's own pages first, so the figures are the sitemap's and not a cold start's.
  await fetchTimed("/ru");
  const before = memory(server.pid);
  for (const round of ["from the database", "from the cache"]) {
    const index = await fetchTimed("/sitemap.xml");
    const files = [...index.body.matchAll(/<loc>https:\/\/shop\.example\.uz([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    console.log(`${round}: /sitemap.xml ${index.status} in ${index.ms} ms, ${files.length} files`);
    for (const file of files) {
      const r = await fetchTimed(file);
      const urls = r.body.match(/<url>/g)?.length ?? 0;
      console.log(`  ${file}: ${r.status} in ${r.ms} ms, ${(r.bytes / 1024).toFixed(0)} KB, ${urls} URLs`);
    }
  }
  const after = memory(server.pid);
  console.log(
    `sitemaps of ${products} products: RSS ${before.rss} MB before, ${after.rss} MB after, peak ${after.peak} MB ` +
      `(peak before them ${before.peak} MB)`,
  );
} finally {
  await server.stop();
}
