import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.port.ts";
import { MediaCacheBudget } from "../../server/modules/media/media-cache-budget.ts";
import { MediaRepository } from "../../server/modules/media/media.repository.ts";
import { mediaRoutes } from "../../server/modules/media/media.routes.ts";
import type { PictureStore } from "../../server/platform/picture-store.port.ts";

const BUDGET = 12_000;

/** Every file under the cache directory with its size. */
function onDisk(dir: string): { file: string; bytes: number }[] {
  const out: { file: string; bytes: number }[] = [];
  for (const shard of readdirSync(dir, { withFileTypes: true }))
    if (shard.isDirectory())
      for (const name of readdirSync(path.join(dir, shard.name))) {
        const file = path.join(dir, shard.name, name);
        out.push({ file, bytes: statSync(file).size });
      }
  return out;
}
const total = (dir: string) => onDisk(dir).reduce((n, f) => n + f.bytes, 0);

describe("the image disk cache within its byte budget", () => {
  let dir: string;
  let app: FastifyInstance;
  let budget: MediaCacheBudget;

  // The media routes alone, over a cache directory of their own: drawn pictures need no database.
  async function start() {
    budget = new MediaCacheBudget(dir, BUDGET, (error) => {
      throw error;
    });
    await budget.start();
    app = Fastify();
    const pictures: PictureStore = { save: async () => null, read: async () => null, remove: async () => {} };
    mediaRoutes(app, {
      repository: new MediaRepository({} as Database),
      cacheDir: dir,
      budget,
      pictures,
    });
  }
  const picture = async (url: string) => {
    const r = await app.inject({ url });
    await budget.idle();
    return r;
  };
  const urls = Array.from(
    { length: 40 },
    (_, i) => `/media/products/bag-${i % 10}-ef7f1a.webp?width=${120 + i * 7}`,
  );

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "qb-media-cache-"));
  });
  afterEach(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("evicts the least recently used files and draws an evicted picture again", async () => {
    await start();
    let rendered = 0;
    for (const url of urls) {
      const r = await picture(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("image/webp");
      rendered += r.rawPayload.length;
      expect(total(dir)).toBeLessThanOrEqual(BUDGET);
      expect(budget.bytes).toBe(total(dir));
    }
    // More was drawn than fits, so some of it was let go.
    expect(rendered).toBeGreaterThan(BUDGET * 1.5);
    expect(onDisk(dir).length).toBeLessThan(urls.length);

    // The first picture was the least recently used: gone, and drawn anew (the same bytes) when asked again.
    const first = await picture(urls[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(0);
    expect(total(dir)).toBeLessThanOrEqual(BUDGET);
  });

  it("keeps a picture in use over older ones", async () => {
    await start();
    const kept = urls[0]!;
    for (const url of urls) {
      await picture(url);
      await picture(kept);
    }
    const again = onDisk(dir).length;
    await picture(kept);
    // Read from disk, not drawn: nothing new was written.
    expect(onDisk(dir).length).toBe(again);
    expect(total(dir)).toBeLessThanOrEqual(BUDGET);
  });

  it("trims at start what an earlier run left beyond the budget, oldest first", async () => {
    const shard = path.join(dir, "ab");
    mkdirSync(shard, { recursive: true });
    for (let i = 0; i < 10; i++) {
      const file = path.join(shard, `ab${i}.webp`);
      writeFileSync(file, Buffer.alloc(1_500));
      utimesSync(file, new Date(1_000_000 * (i + 1)), new Date(1_000_000 * (i + 1)));
    }
    await start();
    expect(total(dir)).toBeLessThanOrEqual(BUDGET * 0.9);
    const left = onDisk(dir).map((f) => path.basename(f.file));
    expect(left).toEqual(["ab3", "ab4", "ab5", "ab6", "ab7", "ab8", "ab9"].map((n) => `${n}.webp`));
  });

  it("counts files another process wrote and takes a file it deleted as simply gone", async () => {
    await start();
    for (const url of urls.slice(0, 3)) await picture(url);
    const mine = onDisk(dir);
    rmSync(mine[0]!.file);
    const shard = path.join(dir, "ff");
    mkdirSync(shard, { recursive: true });
    writeFileSync(path.join(shard, "ff0.webp"), Buffer.alloc(BUDGET));
    for (const url of urls.slice(3, 8)) await picture(url);
    expect(total(dir)).toBeLessThanOrEqual(BUDGET);
    for (const url of urls.slice(0, 3)) expect((await picture(url)).statusCode).toBe(200);
  });
});
