import { describe, expect, it } from "vitest";
import { ProductDrops } from "../../server/http/product-drops.ts";

// The bookkeeping both caches keep (server/http/response-cache.ts, page-cache.ts): what a drop finds, and
// whether something begun before a drop may still be kept.
describe("ProductDrops", () => {
  it("finds the keys that show a dropped product, and forgets a key once unindexed", () => {
    const drops = new ProductDrops(Date.now);
    drops.index("a", [1, 2]);
    drops.index("b", [2]);
    expect(drops.drop([2]).sort()).toEqual(["a", "b"]);
    drops.unindex("a", [1, 2]);
    expect(drops.drop([1, 2])).toEqual(["b"]);
  });

  it("counts a drop at or after a building's start as stale, and one before it as not", () => {
    let now = 100;
    const drops = new ProductDrops(() => now);
    drops.drop([7]);
    expect(drops.staleSince(101, [7])).toBe(false);
    expect(drops.staleSince(100, [7])).toBe(true);
    expect(drops.staleSince(99, [7, 8])).toBe(true);
    expect(drops.staleSince(99, [8])).toBe(false);
    now = 200;
    drops.clear();
    expect(drops.staleSince(150, [8])).toBe(true);
    expect(drops.staleSince(201, [7])).toBe(false);
  });

  it("past its bound forgets the products and counts everything begun before as dropped", () => {
    let now = 0;
    const drops = new ProductDrops(() => ++now, 3);
    const since = drops.stamp();
    drops.drop([1, 2, 3, 4]);
    const later = drops.stamp();
    expect(drops.staleSince(later, [9])).toBe(false);
    drops.drop([5]);
    // Four remembered, above the bound of three: all forgotten, and any building begun before counts stale.
    expect(drops.staleSince(since, [9])).toBe(true);
    expect(drops.staleSince(later, [9])).toBe(true);
    expect(drops.staleSince(drops.stamp(), [1, 5])).toBe(false);
  });
});
