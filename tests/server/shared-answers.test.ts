import { afterEach, describe, expect, it, vi } from "vitest";
import { ResponseCache } from "../../server/http/response-cache.ts";

// An answer built in one worker and adopted by another (server/adapters/cluster/shared-answers.ts), and the
// rule both go by: an answer whose building began before an invalidation touching it is never kept.

const KEY = "ru|http://shop|/api/v1/products/?page=3";
const value = { results: [{ id: 7, realtime_count: 4, title: "Цемент М500" }] };
const built = (since: number) => ({ body: JSON.stringify(value), etag: '"abc"', products: [7], since });

describe("sharing built answers between workers", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps an adopted answer, serves its body and parses its value only when asked", () => {
    const cache = new ResponseCache();
    cache.adopt(KEY, built(Date.now()));
    const entry = cache.get(KEY)!;
    expect(entry.body).toBe(JSON.stringify(value));
    expect(entry.etag).toBe('"abc"');
    expect(entry.value).toEqual(value);
    // Found again by its product when an order moves that product's stock.
    expect(cache.dropProducts([7])).toBe(1);
    expect(cache.get(KEY)).toBeUndefined();
  });

  it("refuses an answer begun before a clear or before a drop of one of its products", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new ResponseCache();
    const begun = Date.now();
    vi.advanceTimersByTime(5);
    cache.clear();
    cache.adopt(KEY, built(begun));
    expect(cache.get(KEY)).toBeUndefined();

    vi.advanceTimersByTime(5);
    const next = Date.now();
    vi.advanceTimersByTime(5);
    cache.dropProducts([7]);
    cache.adopt(KEY, built(next));
    expect(cache.get(KEY)).toBeUndefined();
    // A drop of another product leaves it alone; one begun after the drop is kept.
    cache.dropProducts([8]);
    vi.advanceTimersByTime(5);
    cache.adopt(KEY, built(Date.now()));
    expect(cache.get(KEY)).toBeDefined();
  });

  it("answers but does not keep, nor hand on, its own answer when an invalidation came while it was built", () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const cache = new ResponseCache();
    const handed: string[] = [];
    cache.onStore((key) => handed.push(key));
    const begun = Date.now();
    vi.advanceTimersByTime(3);
    cache.dropProducts([7]);
    const entry = cache.set(KEY, value, [7], begun);
    expect(entry.body).toBe(JSON.stringify(value));
    expect(cache.get(KEY)).toBeUndefined();
    expect(handed).toEqual([]);

    vi.advanceTimersByTime(3);
    cache.set(KEY, value, [7], Date.now());
    expect(cache.get(KEY)).toBeDefined();
    expect(handed).toEqual([KEY]);
  });

  it("keeps its own answer over one adopted later for the same address", () => {
    const cache = new ResponseCache();
    cache.set(KEY, value, [7], Date.now());
    cache.adopt(KEY, { ...built(Date.now()), body: "{}", etag: '"other"' });
    expect(cache.get(KEY)!.etag).not.toBe('"other"');
  });
});
