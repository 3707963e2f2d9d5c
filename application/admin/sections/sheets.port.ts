import type { CatalogueStart, ImportJob, SheetFilter } from "./sheets.types";

/** The back office's calls on admin/catalogue/ (spreadsheets and the empty shop's guide). */
export interface AdminSheetsCalls {
  /** The empty sheet with its columns and an example row, as bytes (only the staff's token opens it). */
  template(): Promise<Blob>;
  /** The catalogue, narrowed by `filter`, as .xlsx bytes. */
  exported(filter: SheetFilter): Promise<Blob>;
  /** Sends an .xlsx or .csv; answers the id of the job that applies it. */
  upload(file: File): Promise<number>;
  job(id: number): Promise<ImportJob>;
  start(): Promise<CatalogueStart>;
}
