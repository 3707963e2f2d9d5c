import { describe, expect, it } from "vitest";
import { listHeading } from "../../../application/products/list-heading";
import { EMPTY_LIST_QUERY } from "../../../application/products/list-query";
import type { ProductCard } from "../../../application/catalogue/catalogue.types";

const sections = [{ id: 3, title: "Цемент" }];
const brands = [{ id: 7, title: "Knauf", icon: null }];
const card = (brand: { id: number; title: string } | null) => ({ brand }) as unknown as ProductCard;

describe("a product list's heading", () => {
  it("names the one chosen brand, from the loaded brands or else from its products", () => {
    expect(listHeading({ ...EMPTY_LIST_QUERY, brands: [7] }, sections, brands, [])).toEqual({
      kind: "named",
      title: "Knauf",
    });
    expect(
      listHeading({ ...EMPTY_LIST_QUERY, brands: [9] }, sections, brands, [
        card(null),
        card({ id: 9, title: "Ceresit" }),
      ]),
    ).toEqual({ kind: "named", title: "Ceresit" });
  });

  it("prefers the search, then the section, and falls back for several or unknown brands", () => {
    expect(listHeading({ ...EMPTY_LIST_QUERY, search: "sement", brands: [7] }, sections, brands, [])).toEqual(
      {
        kind: "search",
        text: "sement",
      },
    );
    expect(listHeading({ ...EMPTY_LIST_QUERY, sections: [3], brands: [7] }, sections, brands, [])).toEqual({
      kind: "named",
      title: "Цемент",
    });
    expect(listHeading({ ...EMPTY_LIST_QUERY, brands: [7, 8] }, sections, brands, []).kind).toBe("all");
    expect(listHeading({ ...EMPTY_LIST_QUERY, brands: [42] }, sections, brands, []).kind).toBe("all");
    expect(listHeading(EMPTY_LIST_QUERY, sections, brands, []).kind).toBe("all");
  });
});
