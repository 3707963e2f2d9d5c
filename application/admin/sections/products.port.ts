import type { AdminProduct, ProductChange, ProductEdit, ProductsPage, ProductsQuery } from "./products.types";

/**
 * The back office's calls on admin/products/ (price, sale price, stock and their audit log), for staff with
 * catalogue.edit. Refusals are Refused values: FIELD.INVALID with `params.field` naming the field
 * (`price`, `sale_price`, `stock`, the server's names) for a value the server will not take,
 * GENERIC.NOT_FOUND for a product that is gone.
 */
export interface AdminProductsCalls {
  /** Newest first; `search` matches the title in the page's language, the slug or the id. */
  list(query: ProductsQuery): Promise<ProductsPage>;
  /** Saves the fields given; the product as it now is. */
  update(id: number, edit: ProductEdit): Promise<AdminProduct>;
  /** The product's audit log, newest first. */
  changes(id: number): Promise<ProductChange[]>;
}
