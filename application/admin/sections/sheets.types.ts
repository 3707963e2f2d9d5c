/** The catalogue's spreadsheets and the empty shop's guide, as the back office's pages read them. */

export type ImportState = "queued" | "running" | "done" | "failed";

/** A refused row: its sheet row (the header is row 1), the column, and why, in the page's language. */
export interface ImportRowError {
  readonly row: number;
  readonly field: string;
  readonly message: string;
}

export interface ImportJob {
  readonly id: number;
  readonly state: ImportState;
  readonly fileName: string;
  /** null while the rows are still being counted. */
  readonly total: number | null;
  readonly processed: number;
  readonly created: number;
  readonly updated: number;
  /** Every refused row; `errors` holds the first ones the server keeps. */
  readonly errorCount: number;
  readonly errors: readonly ImportRowError[];
  /** Why a failed job stopped. */
  readonly failure: string | null;
}

export const isFinished = (job: ImportJob) => job.state === "done" || job.state === "failed";

/** Share of the rows applied, 0 to 100; null while the total is unknown. */
export function importPercent(job: ImportJob): number | null {
  if (job.state === "done") return 100;
  if (job.total === null) return null;
  if (job.total === 0) return job.state === "failed" ? 0 : 100;
  return Math.min(100, Math.floor((job.processed / job.total) * 100));
}

/** Errors a page of the error table holds. */
export const IMPORT_ERRORS_PAGE_SIZE = 20;

/** The export's optional narrowing, as the back office's product list filters. */
export interface SheetFilter {
  readonly search: string;
  readonly categoryId: number | null;
  readonly brandId: number | null;
}

export const NO_SHEET_FILTER: SheetFilter = { search: "", categoryId: null, brandId: null };

/** What the operator of a shop without goods is told (docs/decisions/0038-empty-shop.md). */
export interface CatalogueStart {
  readonly products: { readonly total: number; readonly visible: number };
  readonly onec: {
    /** The address to paste into 1C. */
    readonly url: string;
    /** The phone 1C signs in with (the caller's own); the password is theirs to type. */
    readonly login: string;
    readonly priceType: string;
    readonly zip: boolean;
    readonly fileLimitMb: number;
  };
}

/** The spreadsheets' downloads, named as the browser saves them. */
export const SHEET_FILES = { template: "catalogue-template.xlsx", export: "catalogue.xlsx" } as const;
export type SheetFile = keyof typeof SHEET_FILES;
