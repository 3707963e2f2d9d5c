import { describe, expect, it } from "vitest";
import { ByteLru } from "../../../server/platform/lru-bytes.ts";

const lru = (maxBytes: number, maxEntries = 100) =>
  new ByteLru<string, string>({ maxBytes, maxEntries, weigh: (k, v) => k.length + v.length });

describe("a byte-bounded LRU", () => {
  it("evicts the least recently used beyond its byte budget and stays within it", () => {
    const cache = lru(30);
    cache.set("a", "123456789");
    cache.set("b", "123456789");
    cache.get("a");
    cache.set("c", "123456789");
    expect(cache.bytes).toBe(30);
    cache.set("d", "1234");
    expect(cache.has("b")).toBe(false);
    expect(cache.has("a") && cache.has("c") && cache.has("d")).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(30);
  });

  it("bounds the count too, and keeps nothing heavier than the whole budget", () => {
    const cache = lru(1000, 2);
    for (const k of ["x", "y", "z"]) cache.set(k, "v");
    expect(cache.size).toBe(2);
    expect(cache.has("x")).toBe(false);
    cache.set("huge", "v".repeat(2000));
    expect(cache.has("huge")).toBe(false);
    expect(cache.bytes).toBe(4);
  });

  it("charges later growth and evicts for it; replacing and clearing give the bytes back", () => {
    const cache = lru(20);
    cache.set("a", "12345");
    cache.set("b", "12345");
    cache.grow("a", 10);
    expect(cache.has("a")).toBe(false);
    expect(cache.bytes).toBe(6);
    cache.set("b", "1");
    expect(cache.bytes).toBe(2);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
