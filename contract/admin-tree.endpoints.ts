import { array, integer, literal, nullable, optional, string, type, union } from "superstruct";
import { defineEndpoints } from "./endpoint.ts";
import { optionalParam } from "./query.ts";
import { atMost, Count, Id, PositiveIntFromText } from "./scalars.ts";
import { FileUpload } from "./uploads.ts";

/** A category as the back office edits it: every language's title, its parent and place among siblings. */
export const StaffCategory = type({
  id: Id,
  parent_id: nullable(Id),
  title_ru: string(),
  title_uz: string(),
  title_sr: string(),
  /** The icon's address, null when it has none. */
  icon: nullable(string()),
  position: integer(),
});

/** The whole tree, flat, parents before their children and siblings in their order. */
export const StaffCategoryList = type({ results: array(StaffCategory) });

/**
 * A category's form (multipart: the icon is a picture). An absent field is left as it is; `parent_id` ""
 * makes it a section of its own. Russian is required when making one; an empty Uzbek text shows the Russian.
 */
export const CategoryForm = type({
  title_ru: optional(atMost(string(), 300)),
  title_uz: optional(atMost(string(), 300)),
  title_sr: optional(atMost(string(), 300)),
  parent_id: optional(union([PositiveIntFromText, literal(""), literal(null)])),
  icon: optional(FileUpload),
});

/** A parent's children (null: the sections) in their new order; every child named once. */
export const CategoryOrder = type({ parent_id: nullable(Id), ids: array(Id) });

export const StaffBrand = type({
  id: Id,
  title: string(),
  country: string(),
  /** The logo's address, null when it has none. */
  logo: nullable(string()),
});

export const StaffBrandPage = type({
  count: Count,
  next: nullable(string()),
  previous: nullable(string()),
  results: array(StaffBrand),
});

export const BrandQuery = type({
  q: optionalParam(atMost(string(), 100)),
  page: optionalParam(PositiveIntFromText),
});

/** A brand's form (multipart: the logo is a picture); an absent field is left as it is. */
export const BrandForm = type({
  title: optional(atMost(string(), 300)),
  country: optional(atMost(string(), 60)),
  logo: optional(FileUpload),
});

const IdPath = type({ id: PositiveIntFromText });

/** The category tree and the brands (decision 0030: every write through the catalogue's tree upkeep). */
export const adminTreeEndpoints = defineEndpoints({
  adminCategories: {
    method: "GET",
    path: "admin/categories/",
    answer: StaffCategoryList,
    auth: "required",
    permission: "catalogue.edit",
  },
  adminCategoryCreate: {
    method: "POST",
    path: "admin/categories/",
    body: CategoryForm,
    encoding: "multipart",
    answer: StaffCategory,
    auth: "required",
    permission: "catalogue.edit",
  },
  adminCategoryEdit: {
    method: "PATCH",
    path: "admin/categories/{id}/",
    params: IdPath,
    body: CategoryForm,
    encoding: "multipart",
    answer: StaffCategory,
    auth: "required",
    permission: "catalogue.edit",
  },
  adminCategoriesOrder: {
    method: "POST",
    path: "admin/categories/order/",
    body: CategoryOrder,
    answer: StaffCategoryList,
    auth: "required",
    permission: "catalogue.edit",
  },
  adminBrands: {
    method: "GET",
    path: "admin/brands/",
    query: BrandQuery,
    answer: StaffBrandPage,
    auth: "required",
    permission: "catalogue.edit",
  },
  adminBrandCreate: {
    method: "POST",
    path: "admin/brands/",
    body: BrandForm,
    encoding: "multipart",
    answer: StaffBrand,
    auth: "required",
    permission: "catalogue.edit",
  },
  adminBrandEdit: {
    method: "PATCH",
    path: "admin/brands/{id}/",
    params: IdPath,
    body: BrandForm,
    encoding: "multipart",
    answer: StaffBrand,
    auth: "required",
    permission: "catalogue.edit",
  },
});
