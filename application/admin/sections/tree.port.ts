import type {
  BrandDraft,
  BrandPage,
  BrandQuery,
  CategoryDraft,
  StaffBrand,
  StaffCategory,
} from "./tree.types";

/**
 * The back office's calls on admin/categories/ and admin/brands/ (permission catalogue.edit). A refused
 * field (a missing Russian title, a loop in the tree, a file that is no picture, a brand name taken) is a
 * Refused with FIELD.REQUIRED or FIELD.INVALID naming the field.
 */
export interface AdminTreeCalls {
  /** The whole tree, parents before their children, siblings in order. */
  categories(): Promise<readonly StaffCategory[]>;
  /** Makes a category (id null) or changes it. */
  saveCategory(id: number | null, draft: CategoryDraft): Promise<StaffCategory>;
  /** Puts a parent's children (null: the sections) in this order; answers the tree as it now stands. */
  orderCategories(parentId: number | null, ids: readonly number[]): Promise<readonly StaffCategory[]>;
  brands(query: BrandQuery): Promise<BrandPage>;
  saveBrand(id: number | null, draft: BrandDraft): Promise<StaffBrand>;
}
