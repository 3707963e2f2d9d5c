import type { AdminProductsCalls } from "../../application/admin/sections/products.port";
import {
  PRODUCTS_PAGE_SIZE,
  type ProductEdit,
  type ProductsQuery,
} from "../../application/admin/sections/products.types";
import { Refused } from "../../application/shared/refusal";
import type { AdminClient } from "./admin-client";
import { changesFromWire, editToWire, productFromWire, productsFromWire } from "./admin-products.mapper";

/** The back office's products calls (server/modules/admin/admin-products.routes.ts). */
export class HttpAdminProducts implements AdminProductsCalls {
  constructor(protected readonly api: AdminClient) {}

  async list(query: ProductsQuery) {
    const search = query.search.trim();
    return productsFromWire(
      await this.api.call("adminProducts", {
        query: { search, page: query.page, page_size: PRODUCTS_PAGE_SIZE },
      }),
    );
  }

  async update(id: number, edit: ProductEdit) {
    try {
      return productFromWire(
        await this.api.call("adminProductUpdate", { params: { id }, body: editToWire(edit) }),
      );
    } catch (error) {
      throw withField(error);
    }
  }

  async changes(id: number) {
    return changesFromWire(await this.api.call("adminProductChanges", { params: { id } }));
  }
}

/**
 * The server answers a refused value as `{detail}` whose words name the field (`sale_price`), with no params;
 * the field is read back from the words so the form can put the refusal under its own field.
 */
function withField(error: unknown): unknown {
  if (!(error instanceof Refused) || error.code !== "FIELD.INVALID" || error.params?.field) return error;
  const field = /\b(sale_price|price|stock)\b/.exec(error.message)?.[1];
  return field ? new Refused(error.status, error.message, error.code, { field }) : error;
}
