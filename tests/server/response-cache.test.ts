import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResponseCache } from "../../server/http/response-cache.ts";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

// Each answer costs tens of kilobytes: far fewer URLs than the bench's 3,000 fill a 1 MB budget many times.
const URLS = 600;

describe("the response cache's byte budget", () => {
  it("evicts the least recently used answers and never holds more than its budget", () => {
    const cache = new ResponseCache({ maxBytes: 20_000 });
    const value = (i: number) => ({ results: Array.from({ length: 20 }, (_, n) => ({ id: i * 100 + n })) });
    for (let i = 0; i < 200; i++) {
      cache.set(`ru|/api/v1/products/?page=${i}`, value(i));
      cache.get("ru|/api/v1/products/?page=0");
      expect(cache.bytes).toBeLessThanOrEqual(20_000);
    }
    expect(cache.get("ru|/api/v1/products/?page=0")).toBeDefined();
    expect(cache.get("ru|/api/v1/products/?page=1")).toBeUndefined();
    expect(cache.size).toBeLessThan(200);
  });

  describe("distinct list URLs beyond the budget", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp("pglite", { products: 60, env: { RESPONSE_CACHE_MB: "1" } });
    });
    afterAll(async () => t?.close());

    it("keep the cache within its budget, gzip copies counted", async () => {
      const { cache } = t.app.internals;
      expect(cache.maxBytes).toBe(1024 * 1024);
      for (let i = 0; i < URLS; i++) {
        const r = await t.app.inject({
          url: `/api/v1/products/?size=30&price__gte=${i}`,
          headers: { "accept-language": "ru", "accept-encoding": "gzip" },
        });
        expect(r.statusCode).toBe(200);
      }
      expect(cache.bytes).toBeGreaterThan(cache.maxBytes * 0.5);
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
      expect(cache.size).toBeLessThan(URLS);
    }, 180_000);
  });
});
