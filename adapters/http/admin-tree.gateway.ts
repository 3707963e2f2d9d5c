import type { AdminTreeCalls } from "../../application/admin/sections/tree.port";
import type { BrandDraft, BrandQuery, CategoryDraft } from "../../application/admin/sections/tree.types";
import type { AdminClient } from "./admin-client";
import {
  brandFromWire,
  brandPageFromWire,
  brandToWire,
  categoriesFromWire,
  categoryFromWire,
  categoryToWire,
} from "./admin-tree.mapper";

/** The category tree and the brands (contract/admin-tree.endpoints.ts), called by their registry names. */
export class HttpAdminTree implements AdminTreeCalls {
  constructor(protected readonly api: AdminClient) {}

  async categories() {
    return categoriesFromWire(await this.api.call("adminCategories"));
  }

  async saveCategory(id: number | null, draft: CategoryDraft) {
    const body = categoryToWire(draft);
    return categoryFromWire(
      id === null
        ? await this.api.call("adminCategoryCreate", { body })
        : await this.api.call("adminCategoryEdit", { params: { id }, body }),
    );
  }

  async orderCategories(parentId: number | null, ids: readonly number[]) {
    const body = { parent_id: parentId, ids: [...ids] };
    return categoriesFromWire(await this.api.call("adminCategoriesOrder", { body }));
  }

  async brands(query: BrandQuery) {
    const q = { q: query.search.trim() || undefined, page: query.page > 1 ? query.page : undefined };
    return brandPageFromWire(await this.api.call("adminBrands", { query: q }));
  }

  async saveBrand(id: number | null, draft: BrandDraft) {
    const body = brandToWire(draft);
    return brandFromWire(
      id === null
        ? await this.api.call("adminBrandCreate", { body })
        : await this.api.call("adminBrandEdit", { params: { id }, body }),
    );
  }
}
