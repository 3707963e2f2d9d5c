import type { AdminSheetsCalls } from "../../application/admin/sections/sheets.port";
import type { SheetFilter } from "../../application/admin/sections/sheets.types";
import type { AdminClient } from "./admin-client";
import { catalogueStartFromWire, importJobFromWire } from "./admin-sheets.mapper";

/** The back office's spreadsheet calls (server/modules/admin/catalogue-sheets/), the empty shop's facts. */
export class HttpAdminSheets implements AdminSheetsCalls {
  constructor(protected readonly api: AdminClient) {}

  template() {
    return this.api.blob("adminSheetTemplate");
  }

  exported(filter: SheetFilter) {
    const query = {
      search: filter.search.trim() || undefined,
      category_id: filter.categoryId ?? undefined,
      brand: filter.brandId ?? undefined,
    };
    return this.api.blob("adminSheetExport", { query });
  }

  async upload(file: File) {
    return (await this.api.call("adminSheetImport", { body: { file } })).id;
  }

  async job(id: number) {
    return importJobFromWire(await this.api.call("adminSheetImportJob", { params: { id } }));
  }

  async start() {
    return catalogueStartFromWire(await this.api.call("adminCatalogueStart"));
  }
}
