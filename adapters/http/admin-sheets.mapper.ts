import type { AdminAnswer } from "../../contract/admin.endpoints";
import type { CatalogueStart, ImportJob } from "../../application/admin/sections/sheets.types";

// The spreadsheet calls' answers (contract/admin-sheets.endpoints.ts), as the pages read them.

export function importJobFromWire(w: AdminAnswer<"adminSheetImportJob">): ImportJob {
  return {
    id: w.id,
    state: w.state,
    fileName: w.file_name,
    total: w.total,
    processed: w.processed,
    created: w.created,
    updated: w.updated,
    // A server older than the count says it by the list alone.
    errorCount: Math.max(w.error_count, w.errors.length),
    errors: w.errors.map((e) => ({ row: e.row, field: e.field, message: e.message })),
    failure: w.failure?.trim() ? w.failure : null,
  };
}

export function catalogueStartFromWire(w: AdminAnswer<"adminCatalogueStart">): CatalogueStart {
  return {
    products: { total: w.products.total, visible: w.products.visible },
    onec: {
      url: w.onec.url,
      login: w.onec.login,
      priceType: w.onec.price_type,
      zip: w.onec.zip,
      fileLimitMb: w.onec.file_limit_mb,
    },
  };
}
