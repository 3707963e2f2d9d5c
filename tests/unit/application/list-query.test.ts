import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  EMPTY_LIST_QUERY,
  parseListQuery,
} from "../../../application/products/list-query";

describe("activeFilterCount (the number on the phone's Filters button)", () => {
  it("is zero for the bare list, and for a search or an order alone (they are not in the sheet)", () => {
    expect(activeFilterCount(EMPTY_LIST_QUERY)).toBe(0);
    expect(activeFilterCount(parseListQuery("?search=cement&ordering=-price&page=3"))).toBe(0);
  });

  it("counts each section, each brand, each price bound and in-stock-only", () => {
    expect(
      activeFilterCount(parseListQuery("?sections=1,2&brands=7&price_from=1000&price_to=9000&in_sale=true")),
    ).toBe(6);
  });
});
