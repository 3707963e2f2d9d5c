import type { AdminSheetsCalls } from "../../application/admin/sections/sheets.port";
import type {
  CatalogueStart,
  ImportJob,
  ImportRowError,
  SheetFilter,
} from "../../application/admin/sections/sheets.types";
import { Refused } from "../../application/shared/refusal";

/** How the fake's spreadsheets behave (FakeAdminOptions.sheets). */
export interface FakeSheetsOptions {
  /** The catalogue holds no products: the first page shows its guide. */
  emptyShop?: boolean;
  /** What an upload becomes: "errors" (the default) ends with three refused rows, "failed" stops half-way. */
  outcome?: "clean" | "errors" | "failed";
  /** Rows of an uploaded file; each poll applies a quarter of them. */
  rows?: number;
  /** The guide's facts cannot be read (the rest of the back office works). */
  startFails?: boolean;
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const rowError = (row: number): ImportRowError => {
  const kinds = [
    { field: "price", message: "Цена: введите целое число сумов больше нуля" },
    { field: "category_id", message: "Категория 9999 не найдена" },
    { field: "sku", message: "Артикул повторяется в строке 4" },
  ];
  return { row, ...kinds[row % kinds.length]! };
};

const job = (id: number, rest: Partial<ImportJob>): ImportJob => ({
  id,
  state: "done",
  fileName: "prays-list.xlsx",
  total: 120,
  processed: 120,
  created: 0,
  updated: 0,
  errorCount: 0,
  errors: [],
  failure: null,
  ...rest,
});

/**
 * Jobs the stories open by URL (/admin/import?job=N): 1 done with a few refused rows, 2 done with many (the
 * table's pages), 3 failed half-way, 4 running and never moving, 5 still counting its rows.
 */
export const DEMO_IMPORT_JOBS: readonly ImportJob[] = [
  job(1, { created: 98, updated: 14, errorCount: 8, errors: [3, 7, 12, 19, 40, 41, 77, 118].map(rowError) }),
  job(2, {
    fileName: "katalog-noyabr.csv",
    total: 3000,
    processed: 3000,
    created: 2500,
    updated: 455,
    errorCount: 45,
    errors: Array.from({ length: 45 }, (_, i) => rowError(i * 61 + 2)),
  }),
  job(3, {
    state: "failed",
    total: 2000,
    processed: 800,
    created: 790,
    updated: 10,
    failure:
      "Загрузка прервана: сервер перезапустился. Загрузите файл ещё раз — строки найдутся по артикулу.",
  }),
  job(4, { state: "running", total: 30000, processed: 12400, created: 9000, updated: 3400 }),
  job(5, { state: "queued", total: null, processed: 0 }),
];

/** The back office's spreadsheets in memory: uploads become jobs that advance a quarter at each poll. */
export class FakeAdminSheets implements AdminSheetsCalls {
  readonly uploads: string[] = [];
  readonly downloads: { file: "template" | "export"; filter?: SheetFilter }[] = [];
  private readonly jobs = new Map<number, ImportJob>(DEMO_IMPORT_JOBS.map((j) => [j.id, j]));
  private nextId = 100;

  constructor(
    private readonly guard: () => Promise<void>,
    private readonly options: FakeSheetsOptions = {},
  ) {}

  async template() {
    await this.guard();
    this.downloads.push({ file: "template" });
    return new Blob(["sku,title_ru"], { type: XLSX });
  }

  async exported(filter: SheetFilter) {
    await this.guard();
    this.downloads.push({ file: "export", filter });
    return new Blob(["sku,title_ru"], { type: XLSX });
  }

  async upload(file: File) {
    await this.guard();
    if (!/\.(xlsx|csv)$/i.test(file.name))
      throw new Refused(400, "Загрузите файл .xlsx или .csv", "IMPORT.FILE_TYPE");
    this.uploads.push(file.name);
    const id = this.nextId++;
    this.jobs.set(id, job(id, { state: "queued", fileName: file.name, total: null, processed: 0 }));
    return id;
  }

  async job(id: number) {
    await this.guard();
    const found = this.jobs.get(id);
    if (!found) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    if (id >= 100 && found.state !== "done" && found.state !== "failed")
      this.jobs.set(id, this.advance(found));
    return found;
  }

  async start(): Promise<CatalogueStart> {
    await this.guard();
    if (this.options.startFails) throw new Refused(503, "");
    const total = this.options.emptyShop ? 0 : 30000;
    return {
      products: { total, visible: total },
      onec: {
        url: "https://qurilish-bozori.uz/api/v1/1c/exchange",
        login: "+998901234567",
        priceType: "Розничная",
        zip: true,
        fileLimitMb: 8,
      },
    };
  }

  /** The job as the next poll sees it. */
  private advance(j: ImportJob): ImportJob {
    const total = this.options.rows ?? 400;
    if (j.total === null) return { ...j, state: "running", total };
    const processed = Math.min(total, j.processed + Math.ceil(total / 4));
    const outcome = this.options.outcome ?? "errors";
    if (outcome === "failed" && processed >= total / 2)
      return { ...j, state: "failed", processed, created: processed, failure: "Загрузка прервана" };
    const errors = outcome === "errors" ? [5, 9, 14].filter((r) => r <= processed + 1).map(rowError) : [];
    const applied = processed - errors.length;
    return {
      ...j,
      state: processed >= total ? "done" : "running",
      processed,
      created: Math.ceil(applied * 0.8),
      updated: applied - Math.ceil(applied * 0.8),
      errors,
      errorCount: errors.length,
    };
  }
}
