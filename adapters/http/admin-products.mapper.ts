import type { AdminAnswer } from "../../contract/admin.endpoints";
import type {
  AdminProduct,
  ProductChange,
  ProductEdit,
  ProductField,
  ProductsPage,
} from "../../application/admin/sections/products.types";
import { PRODUCTS_PAGE_SIZE } from "../../application/admin/sections/products.types";

// The products calls' answers (contract/admin-products.endpoints.ts), as the pages read them.

const WIRE_FIELD = { price: "price", sale_price: "salePrice", stock: "stock" } as const;
type WireField = keyof typeof WIRE_FIELD;
const FIELD_WIRE = { price: "price", salePrice: "sale_price", stock: "stock" } as const satisfies Record<
  ProductField,
  WireField
>;

type Product = AdminAnswer<"adminProductUpdate">;

function productOf(w: Product): AdminProduct {
  const row = {
    id: w.id,
    slug: w.slug,
    title: w.title,
    price: w.price,
    salePrice: w.sale_price,
    stock: w.stock,
  };
  return w.visible === undefined ? row : { ...row, visible: w.visible, missing: w.missing ?? [] };
}

export const productFromWire = (w: Product): AdminProduct => productOf(w);

export function productsFromWire(page: AdminAnswer<"adminProducts">): ProductsPage {
  return {
    results: page.results.map(productOf),
    total: page.count,
    totalPages: Math.ceil(page.count / PRODUCTS_PAGE_SIZE),
  };
}

export function changesFromWire(answer: AdminAnswer<"adminProductChanges">): ProductChange[] {
  return answer.results.map((c) => ({
    field: WIRE_FIELD[c.field],
    oldValue: c.old_value,
    newValue: c.new_value,
    by: c.by ? { fullName: c.by.full_name, phone: c.by.phone } : null,
    at: c.at,
  }));
}

/** The PATCH body: only the fields given, under the server's names. */
export function editToWire(edit: ProductEdit): Record<string, number> {
  return Object.fromEntries(
    (Object.keys(edit) as ProductField[])
      .filter((f) => edit[f] !== undefined)
      .map((f) => [FIELD_WIRE[f], edit[f]!]),
  );
}
