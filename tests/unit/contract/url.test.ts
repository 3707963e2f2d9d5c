import { describe, expect, it } from "vitest";
import { endpoints, fillPath, toQueryString, validate } from "../../../contract/index.ts";

describe("fillPath", () => {
  it("fills and escapes the placeholders", () => {
    const slug = "sement-m400-50-kg";
    expect(fillPath(endpoints.productDetail.path, { slug })).toBe("products/detail/sement-m400-50-kg/");
    expect(fillPath(endpoints.instructionDetail.path, { id: 3 })).toBe("settings/instructions/3");
    expect(fillPath("common/staticpages/{slug}/", { slug: "a b" })).toBe("common/staticpages/a%20b/");
  });

  it("refuses a missing placeholder", () => {
    expect(() => fillPath(endpoints.orderDetail.path, {})).toThrow(/id/);
  });
});

describe("toQueryString", () => {
  it("writes lists as comma lists and leaves out empty values", () => {
    expect(
      toQueryString({ page: 2, status__in: [3, 4, 5], search: "", in_sale: true, size: undefined }),
    ).toBe("?page=2&status__in=3,4,5&in_sale=true");
    expect(toQueryString({})).toBe("");
  });

  it("round-trips through the query struct", () => {
    const query = { page: 2, size: 12, category_id__in: [3, 5], in_sale: true, ordering: "-price" as const };
    const text = toQueryString(query);
    const parsed = Object.fromEntries(new URLSearchParams(text));
    expect(validate(endpoints.productsList.query, parsed)).toEqual({ ok: true, value: query });
  });
});
