import { describe, expect, it } from "vitest";
import { endpoints, validate } from "../../../contract/index.ts";
import { basketCases, cartEntry } from "./cases/basket.cases.ts";
import { runCases } from "./cases/run-cases.ts";

runCases(basketCases);

describe("basket: what validation hands back", () => {
  it("reads a cart update sent as form text as numbers", () => {
    const result = validate(endpoints.cartUpdate.body, { product: "12", amount: "0" });
    expect(result.ok && result.value).toEqual({ product: 12, amount: 0 });
  });

  it("keeps a null discount as null and '0.00' as text", () => {
    const result = validate(endpoints.cartProducts.answer, {
      products: [cartEntry, { ...cartEntry, sale_price: null }],
    });
    expect(result.ok && result.value.products.map((p) => p.sale_price)).toEqual(["0.00", null]);
  });
});
