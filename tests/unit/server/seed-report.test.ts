import { describe, expect, it } from "vitest";
import { seedSummary } from "../../../server/db/seed/seed.ts";

// Issue 25: the start-up log said "seeded 300000 products" when the generator had made 152,522.
describe("the seed's line in the start-up log", () => {
  it("tells the products made and the time taken, and says so when fewer were made than asked", () => {
    expect(seedSummary({ seeded: true, products: 300_000, requested: 300_000, ms: 128_307 })).toBe(
      "seeded 300000 products in 128.3 s",
    );
    expect(seedSummary({ seeded: true, products: 152_522, requested: 300_000, ms: 100_726 })).toBe(
      "seeded 152522 products in 100.7 s (SEED_PRODUCTS asked for 300000: the demo catalogue has no more distinct products)",
    );
    expect(seedSummary({ seeded: false, products: 30_000, ms: 12 })).toBe(
      "catalogue of 30000 products found",
    );
  });
});
