import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  optional,
  string,
  tuple,
  type,
  type Infer,
} from "superstruct";
import { UNITS } from "../domain/product-draft.ts";
import { defineEndpoints } from "./endpoint.ts";
import { IdParams } from "./common.ts";
import { FileUpload } from "./uploads.ts";

/** A language whose title still shows the Russian meanwhile (decision 0030), flagged for staff. */
export const MissingLanguage = enums(["uz", "sr"] as const);

/** One photo of a product: the picture store's name (what a reorder sends back) and its link. */
export const ProductPhoto = type({ name: string(), url: string() });

/**
 * A product as the back office's editor reads it. A language in `missing` has its title and description
 * empty here (the storefront shows the Russian meanwhile); `images` is in order, the main one first.
 */
export const ProductEditorView = type({
  id: integer(),
  slug: string(),
  visible: boolean(),
  missing: array(MissingLanguage),
  sku: nullable(string()),
  external_id: nullable(string()),
  title_ru: string(),
  title_uz: string(),
  title_sr: string(),
  description_ru: string(),
  description_uz: string(),
  description_sr: string(),
  category_id: integer(),
  brand_id: integer(),
  unit: enums(UNITS),
  unit_value: number(),
  /** [name, value]; a value kept in three languages is shown in Russian. */
  attributes: array(tuple([string(), string()])),
  group_id: nullable(integer()),
  price: integer(),
  sale_price: integer(),
  stock: integer(),
  images: array(ProductPhoto),
});
export type ProductEditorView = Infer<typeof ProductEditorView>;

/**
 * What the editor sends to make or change a product: a field left out keeps its value; a new product needs
 * `title_ru`, `category_id` and `price`. Limits and rules are the catalogue's (domain/product-draft.ts), each
 * refusal naming its field. An empty Uzbek title leaves the language flagged as missing.
 */
export const ProductForm = type({
  title_ru: optional(string()),
  title_uz: optional(string()),
  title_sr: optional(string()),
  description_ru: optional(string()),
  description_uz: optional(string()),
  description_sr: optional(string()),
  category_id: optional(integer()),
  /** null: no brand of its own (Noname). */
  brand_id: optional(nullable(integer())),
  unit: optional(enums(UNITS)),
  unit_value: optional(number()),
  attributes: optional(array(tuple([string(), string()]))),
  group_id: optional(nullable(integer())),
  price: optional(integer()),
  sale_price: optional(integer()),
  stock: optional(integer()),
  sku: optional(nullable(string())),
  external_id: optional(nullable(string())),
  visible: optional(boolean()),
});
export type ProductForm = Infer<typeof ProductForm>;

/** The placements and brands the editor picks from; sections hold categories, products hang on those. */
export const ProductChoices = type({
  categories: array(type({ id: integer(), parent_id: nullable(integer()), title: string() })),
  brands: array(type({ id: integer(), title: string() })),
  units: array(enums(UNITS)),
});
export type ProductChoices = Infer<typeof ProductChoices>;

export const adminCatalogueEndpoints = defineEndpoints({
  /** The category tree, the brands and the units, in the caller's language. */
  adminProductChoices: {
    method: "GET",
    path: "admin/product-choices/",
    answer: ProductChoices,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** One product as the editor shows it; a deleted one is not found. */
  adminProductRead: {
    method: "GET",
    path: "admin/products/{id}/",
    params: IdParams,
    answer: ProductEditorView,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** A new product (201); a SKU or 1C id another product holds is CATALOGUE.SKU_TAKEN naming the field. */
  adminProductCreate: {
    method: "POST",
    path: "admin/products/",
    body: ProductForm,
    answer: ProductEditorView,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** Changes the fields sent, through the catalogue's one writer, logged in the product's history. */
  adminProductSave: {
    method: "PUT",
    path: "admin/products/{id}/",
    params: IdParams,
    body: ProductForm,
    answer: ProductEditorView,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** Off the storefront (false) or back on it; kept in the back office either way. */
  adminProductVisibility: {
    method: "POST",
    path: "admin/products/{id}/visibility/",
    params: IdParams,
    body: type({ visible: boolean() }),
    answer: ProductEditorView,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** Gone from the shop and the back office's lists; the orders that name it keep their lines. */
  adminProductDelete: {
    method: "DELETE",
    path: "admin/products/{id}/",
    params: IdParams,
    answer: type({ id: integer(), deleted: literal(true) }),
    auth: "required",
    permission: "catalogue.edit",
  },
  /** One photo, a jpg, png or webp by its content, added last; re-encoded and resized by the store. */
  adminProductPhotoAdd: {
    method: "POST",
    path: "admin/products/{id}/photos/",
    params: IdParams,
    body: type({ photo: FileUpload }),
    encoding: "multipart",
    answer: ProductEditorView,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** The photos in their new order (the first is the main one); a name left out is removed. */
  adminProductPhotosOrder: {
    method: "PUT",
    path: "admin/products/{id}/photos/",
    params: IdParams,
    body: type({ images: array(string()) }),
    answer: ProductEditorView,
    auth: "required",
    permission: "catalogue.edit",
  },
});
