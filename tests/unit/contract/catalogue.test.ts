import { describe, expect, it } from "vitest";
import { endpoints, validate, ProductDetail } from "../../../contract/index.ts";
import { catalogueCases, productDetail } from "./cases/catalogue.cases.ts";
import { runCases } from "./cases/run-cases.ts";
import { discountedCard, page, productCard } from "./cases/samples.ts";

runCases(catalogueCases);

describe("catalogue: what validation hands back", () => {
  it("turns the product list query text into numbers, lists and booleans", () => {
    const result = validate(endpoints.productsList.query, {
      page: "2",
      size: "12",
      in_sale: "true",
      category_id__in: "3, 5,8",
      manufacturer_id__in: ["1", "2"],
      price__gte: "10000",
      search: "sement",
    });
    expect(result.ok && result.value).toEqual({
      page: 2,
      size: 12,
      in_sale: true,
      category_id__in: [3, 5, 8],
      manufacturer_id__in: [1, 2],
      price__gte: "10000",
      search: "sement",
    });
  });

  it("treats an empty query value as absent", () => {
    const result = validate(endpoints.productsList.query, { page: "", category_id: "" });
    expect(result.ok && result.value).toEqual({ page: undefined, category_id: undefined });
  });

  it("fails a product list whose second price is a number at results.1.price", () => {
    const answer = page([productCard(), { ...discountedCard(), price: 54000 }]);
    const result = validate(endpoints.productsList.answer, answer);
    expect(result.ok ? "" : result.path).toBe("results.1.price");
  });

  it("reads a rate sent as text, and a null rate as 0", () => {
    const result = validate(
      endpoints.productsList.answer,
      page([discountedCard(), productCard({ rate: null })]),
    );
    expect(result.ok && result.value.results.map((p) => p.rate)).toEqual([4.2, 0]);
  });

  it("reads detail fields the backend may spell as numbers or objects as text", () => {
    const result = validate(ProductDetail, { ...productDetail, manufactured_country: { title: "Turkiya" } });
    expect(result.ok && result.value.manufactured_country).toBe("Turkiya");
    expect(result.ok && result.value.general_attributes[0]?.attributes[1]?.value).toBe("45");
    expect(result.ok && result.value.unit_value).toBe(50);
  });

  it("does not change the object it validates", () => {
    const answer = page([discountedCard()]);
    validate(endpoints.productsList.answer, answer);
    expect(answer.results[0]?.rate).toBe("4.20");
  });
});
