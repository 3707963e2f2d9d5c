import { useLingui } from "@lingui/react/macro";
import type { EditProblem, ProductField } from "../../../../application/admin/sections/products.types";

/** The products section's shared words: the three editable fields and why a value cannot be sent. */
export function useProductTexts() {
  const { t } = useLingui();
  const field: Record<ProductField, string> = {
    price: t({ id: "admin.products.price", message: "Price" }),
    salePrice: t({ id: "admin.products.salePrice", message: "Sale price" }),
    stock: t({ id: "admin.products.stock", message: "In stock" }),
  };
  const problem: Record<EditProblem, string> = {
    required: t({ id: "admin.products.problem.required", message: "Enter a number above zero" }),
    whole: t({ id: "admin.products.problem.whole", message: "Enter a whole number" }),
    negative: t({ id: "admin.products.problem.negative", message: "Cannot be below zero" }),
    tooBig: t({ id: "admin.products.problem.tooBig", message: "The number is too big" }),
    notBelowPrice: t({
      id: "admin.products.problem.notBelowPrice",
      message: "The sale price must be below the price",
    }),
  };
  return {
    field,
    problem,
    noSale: t({ id: "admin.products.noSale", message: "No sale" }),
    number: (id: number) => t({ id: "admin.products.number", message: `№ ${id}` }),
  };
}
