import { array, boolean, enums, nullable, number, optional, string, type } from "superstruct";
import { defineEndpoints } from "./endpoint.ts";
import { IntFromText } from "./scalars.ts";

/** A product's price and stock as the back office edits them. */
export const StaffProduct = type({
  id: number(),
  slug: string(),
  title: string(),
  price: number(),
  sale_price: number(),
  stock: number(),
  /** In the list: whether the storefront shows it, and the languages its title lacks. */
  visible: optional(boolean()),
  missing: optional(array(enums(["uz", "sr"] as const))),
});

/** The fields whose changes the audit log keeps. */
export const PRODUCT_LOGGED_FIELDS = ["price", "sale_price", "stock"] as const;

const Person = type({ full_name: nullable(string()), phone: nullable(string()) });

export const adminProductEndpoints = defineEndpoints({
  adminProducts: {
    method: "GET",
    path: "admin/products/",
    query: type({ search: optional(string()), page: optional(number()), page_size: optional(number()) }),
    answer: type({
      count: number(),
      next: optional(nullable(string())),
      previous: optional(nullable(string())),
      results: array(StaffProduct),
    }),
    auth: "required",
    permission: "catalogue.edit",
  },
  /** A partial change: only the fields sent change; the sale rule is checked on the result. */
  adminProductUpdate: {
    method: "PATCH",
    path: "admin/products/{id}/",
    params: type({ id: IntFromText }),
    body: type({ price: optional(number()), sale_price: optional(number()), stock: optional(number()) }),
    answer: StaffProduct,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** The product's audit log, newest first. */
  adminProductChanges: {
    method: "GET",
    path: "admin/products/{id}/changes/",
    params: type({ id: IntFromText }),
    answer: type({
      results: array(
        type({
          field: enums(PRODUCT_LOGGED_FIELDS),
          old_value: number(),
          new_value: number(),
          by: nullable(Person),
          at: nullable(string()),
        }),
      ),
    }),
    auth: "required",
    permission: "catalogue.edit",
  },
});
