import { array, create, enums, nullable, number, string, type, type Infer } from "superstruct";
import type {
  AdminProduct,
  ProductChange,
  ProductEdit,
  ProductField,
  ProductsPage,
} from "../../application/admin/sections/products.types";
import { PRODUCTS_PAGE_SIZE } from "../../application/admin/sections/products.types";

// The answers of server/modules/admin/admin-products.routes.ts, checked where they enter the storefront.

const WIRE_FIELD = { price: "price", sale_price: "salePrice", stock: "stock" } as const;
type WireField = keyof typeof WIRE_FIELD;
const FIELD_WIRE = { price: "price", salePrice: "sale_price", stock: "stock" } as const satisfies Record<
  ProductField,
  WireField
>;

const Product = type({
  id: number(),
  slug: string(),
  title: string(),
  price: number(),
  sale_price: number(),
  stock: number(),
});
const Page = type({ count: number(), results: array(Product) });
const Change = type({
  field: enums(Object.keys(WIRE_FIELD) as WireField[]),
  old_value: number(),
  new_value: number(),
  by: nullable(type({ full_name: nullable(string()), phone: nullable(string()) })),
  at: nullable(string()),
});
const Changes = type({ results: array(Change) });

function productOf(w: Infer<typeof Product>): AdminProduct {
  return { id: w.id, slug: w.slug, title: w.title, price: w.price, salePrice: w.sale_price, stock: w.stock };
}

export const productFromWire = (json: unknown): AdminProduct => productOf(create(json, Product));

export function productsFromWire(json: unknown): ProductsPage {
  const page = create(json, Page);
  return {
    results: page.results.map(productOf),
    total: page.count,
    totalPages: Math.ceil(page.count / PRODUCTS_PAGE_SIZE),
  };
}

export function changesFromWire(json: unknown): ProductChange[] {
  return create(json, Changes).results.map((c) => ({
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
