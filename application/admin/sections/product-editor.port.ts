import type { EditedProduct, ProductChoices, ProductSave } from "./product-editor.types";

/**
 * The back office's product editor (contract/admin-catalogue.endpoints.ts), for staff with catalogue.edit.
 * Refusals are Refused values naming their field in `params.field` by the server's name (`title_ru`,
 * `category_id`, `sku`, `photo`...): FIELD.REQUIRED / FIELD.INVALID, CATALOGUE.SKU_TAKEN for a SKU another
 * product holds, IMAGE.WRONG_FORMAT for a file that is no jpg, png or webp; GENERIC.NOT_FOUND for a product
 * deleted meanwhile; STAFF.FORBIDDEN for an operator.
 */
export interface AdminProductEditorCalls {
  /** The category tree, brands and units in the page's language. */
  choices(): Promise<ProductChoices>;
  product(id: number): Promise<EditedProduct>;
  create(save: ProductSave): Promise<EditedProduct>;
  save(id: number, save: ProductSave): Promise<EditedProduct>;
  /** false: off the storefront, kept in the back office. */
  setVisible(id: number, visible: boolean): Promise<EditedProduct>;
  /** Gone from every list; the orders that name it keep their lines. */
  remove(id: number): Promise<void>;
  /** Adds the photo last. */
  addPhoto(id: number, photo: Blob): Promise<EditedProduct>;
  /** The photos in this order, the first the main one; a name left out is removed. */
  orderPhotos(id: number, names: readonly string[]): Promise<EditedProduct>;
}
