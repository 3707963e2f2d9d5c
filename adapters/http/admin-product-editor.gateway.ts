import type { AdminProductEditorCalls } from "../../application/admin/sections/product-editor.port";
import type { ProductSave } from "../../application/admin/sections/product-editor.types";
import type { AdminClient } from "./admin-client";
import { choicesFromWire, editedFromWire, saveToWire } from "./admin-product-editor.mapper";

/** The product editor's calls, by their names in contract/admin-catalogue.endpoints.ts. */
export class HttpAdminProductEditor implements AdminProductEditorCalls {
  constructor(protected readonly api: AdminClient) {}

  async choices() {
    return choicesFromWire(await this.api.call("adminProductChoices"));
  }

  async product(id: number) {
    return editedFromWire(await this.api.call("adminProductRead", { params: { id } }));
  }

  async create(save: ProductSave) {
    return editedFromWire(await this.api.call("adminProductCreate", { body: saveToWire(save) }));
  }

  async save(id: number, save: ProductSave) {
    return editedFromWire(
      await this.api.call("adminProductSave", { params: { id }, body: saveToWire(save) }),
    );
  }

  async setVisible(id: number, visible: boolean) {
    return editedFromWire(
      await this.api.call("adminProductVisibility", { params: { id }, body: { visible } }),
    );
  }

  async remove(id: number) {
    await this.api.call("adminProductDelete", { params: { id } });
  }

  async addPhoto(id: number, photo: Blob) {
    return editedFromWire(
      await this.api.call("adminProductPhotoAdd", { params: { id }, body: { photo: photo as File } }),
    );
  }

  async orderPhotos(id: number, names: readonly string[]) {
    return editedFromWire(
      await this.api.call("adminProductPhotosOrder", { params: { id }, body: { images: [...names] } }),
    );
  }
}
