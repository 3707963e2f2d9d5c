import { array, boolean, enums, nullable, number, optional, string, type, unknown } from "superstruct";
import { defineEndpoints } from "./endpoint.ts";
import { IntFromText } from "./scalars.ts";
import { FileUpload } from "./uploads.ts";

export const XLSX_MEDIA = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const IMPORT_STATES = ["queued", "running", "done", "failed"] as const;

export const ImportJob = type({
  id: number(),
  state: enums(IMPORT_STATES),
  file_name: string(),
  /** Unknown until the file's rows are counted (a few seconds into the job). */
  total: nullable(number()),
  processed: number(),
  created: number(),
  updated: number(),
  /** All refused rows; `errors` keeps the first thousand of them. */
  error_count: number(),
  errors: array(type({ row: number(), field: string(), message: string() })),
  /** Why a failed job stopped, in the asker's language. */
  failure: nullable(string()),
});

/** What the operator of a shop with no goods needs to bring them in (docs/decisions/0038-empty-shop.md). */
export const CatalogueStart = type({
  products: type({ total: number(), visible: number() }),
  onec: type({
    /** The address to paste into 1C's "Адрес сайта": the shop's public origin and the exchange's path. */
    url: string(),
    /** The staff account 1C signs in as: the caller's own phone (catalogue editors may sign 1C in). */
    login: string(),
    price_type: string(),
    zip: boolean(),
    file_limit_mb: number(),
  }),
});

const SheetFilter = type({
  search: optional(string()),
  category_id: optional(IntFromText),
  brand: optional(IntFromText),
});

/**
 * The catalogue's spreadsheets (docs/decisions/0032-spreadsheets.md) and the facts of the empty shop's guide.
 * The .xlsx files answer bytes, not JSON: the back office fetches them with the staff's token (a plain link
 * could not send it) and hands them to the browser as a download.
 */
export const adminSheetsEndpoints = defineEndpoints({
  /** An empty sheet with the fixed columns and one example row. */
  adminSheetTemplate: {
    method: "GET",
    path: "admin/catalogue/template.xlsx",
    answer: unknown(),
    answerMedia: XLSX_MEDIA,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** The catalogue (narrowed by the product list's filters) as the import reads it back. */
  adminSheetExport: {
    method: "GET",
    path: "admin/catalogue/export.xlsx",
    query: SheetFilter,
    answer: unknown(),
    answerMedia: XLSX_MEDIA,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** An .xlsx or .csv (at most 50 MB) queued as a job; answers 202 with its id. */
  adminSheetImport: {
    method: "POST",
    path: "admin/catalogue/import/",
    body: type({ file: FileUpload }),
    encoding: "multipart",
    answer: type({ id: number() }),
    auth: "required",
    permission: "catalogue.edit",
  },
  /** A job's progress, polled until it is done or failed. */
  adminSheetImportJob: {
    method: "GET",
    path: "admin/catalogue/import/{id}/",
    params: type({ id: IntFromText }),
    answer: ImportJob,
    auth: "required",
    permission: "catalogue.edit",
  },
  /** How many products the shop holds and how 1C is pointed at it. */
  adminCatalogueStart: {
    method: "GET",
    path: "admin/catalogue/start/",
    answer: CatalogueStart,
    auth: "required",
    permission: "catalogue.edit",
  },
});
