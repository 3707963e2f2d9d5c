import type { ProductDraft } from "../../../../domain/product-draft.ts";
import { Refusal } from "../../../platform/refusal.ts";
import type { Transactor, Tx } from "../../../platform/transactions.ts";
import type { ChangeBatch, ProductUpkeep, TreeUpkeep } from "../../catalogue/index.ts";
import type { BatchProgress, CatalogueImportsRepository } from "./catalogue-imports.repository.ts";
import type { CatalogueSheetRepository } from "./catalogue-sheet.repository.ts";
import { mergeAttributes, type RowError, type SheetRow } from "./sheet-row.ts";

export interface BatchDeps {
  transactor: Transactor;
  imports: CatalogueImportsRepository;
  sheet: CatalogueSheetRepository;
  products: Pick<ProductUpkeep, "saveIn" | "batch" | "publishIn">;
  tree: Pick<TreeUpkeep, "saveBrandIn">;
}

/** The job this batch belongs to, as its runner holds it. */
export interface BatchJob {
  id: number;
  lease: string;
  leaseSeconds: number;
  userId: number | null;
  /** Errors the job has already reported: only the first KEPT_ERRORS are kept. */
  errorCount: number;
  keptErrors: number;
  /** Brands found or made so far, by lower-case title. */
  brands: Map<string, number>;
  /** Whether a batch made a product or changed what search finds it by: search is rebuilt at the end. */
  wordsChanged: boolean;
}

/** Another process holds the job now (this one was too slow to renew its lease): stop without a trace. */
export class LeaseLost extends Error {}

/** A row failed after it wrote, with no savepoint to undo it alone: the batch is done again, row by row. */
class RowFailed extends Error {}

const isError = (line: SheetRow | RowError): line is RowError => "code" in line;

/**
 * One transaction for a batch of rows, each saved through the catalogue's upkeep; one `catalogue.changed`
 * for them all; and the job's counts, which so say what is applied. A refused row changes nothing while the
 * others apply. The upkeep refuses before it writes, so most rows need no savepoint (two round trips and a
 * subtransaction each, half the time of a row): only a row that makes a brand before its product is saved
 * takes one. A failure the checks did not foresee (a constraint of the database) leaves the transaction
 * unusable; the batch is then rolled back and done again with a savepoint for every row.
 */
export async function applyBatch(
  deps: BatchDeps,
  job: BatchJob,
  lines: readonly (SheetRow | RowError)[],
): Promise<BatchProgress> {
  try {
    return await runBatch(deps, job, lines, false);
  } catch (error) {
    if (!(error instanceof RowFailed)) throw error;
    return runBatch(deps, job, lines, true);
  }
}

async function runBatch(
  deps: BatchDeps,
  job: BatchJob,
  lines: readonly (SheetRow | RowError)[],
  everyRowAlone: boolean,
): Promise<BatchProgress> {
  const { progress, made, words } = await deps.transactor.run(async (tx) => {
    if (!(await deps.imports.renew(tx, job.id, job.lease, job.leaseSeconds))) throw new LeaseLost();
    const made = new Map<string, number>();
    const rows = lines.filter((l): l is SheetRow => !isError(l));
    const attributes = await deps.sheet.attributesOf(
      tx,
      rows.filter((r) => r.attributes.length > 0).map((r) => r.sku),
    );
    const batch = deps.products.batch();
    const progress: BatchProgress = { processed: lines.length, created: 0, updated: 0, errors: [] };
    for (const line of lines) {
      if (isError(line)) {
        progress.errors.push(line);
        continue;
      }
      let alone = everyRowAlone;
      const savepoint = async () => {
        if (alone) return;
        await deps.imports.savepoint(tx);
        alone = true;
      };
      if (everyRowAlone) await deps.imports.savepoint(tx);
      const rowMade = new Map<string, number>();
      try {
        const draft: ProductDraft = { ...line.draft };
        if (line.brand !== undefined)
          draft.brandId = await brandOf(deps, tx, line.brand, [job.brands, made, rowMade], batch, savepoint);
        const merged = mergeAttributes(attributes.get(line.sku) ?? [], line.attributes);
        // A translated value the row leaves alone stays translated: the draft's type names only plain text.
        if (merged) draft.attributes = merged as [string, string][];
        const saved = await deps.products.saveIn(
          tx,
          { sku: line.sku },
          draft,
          { userId: job.userId, source: "import" },
          batch,
        );
        if (alone) await deps.imports.releaseRow(tx);
        if (saved.created) progress.created++;
        else if (saved.changed) progress.updated++;
        if (merged) attributes.set(line.sku, merged);
        for (const [title, id] of rowMade) made.set(title, id);
      } catch (error) {
        if (alone) {
          // A failure the savepoint cannot undo (a lost connection) ends the batch, and the job fails.
          await deps.imports.rollbackRow(tx);
          progress.errors.push(rowErrorOf(line, error));
        } else if (error instanceof Refusal) progress.errors.push(rowErrorOf(line, error));
        else throw new RowFailed("a row failed without a savepoint", { cause: error });
      }
    }
    await deps.products.publishIn(tx, batch);
    const room = Math.max(0, job.keptErrors - job.errorCount);
    await deps.imports.progress(
      tx,
      job.id,
      { ...progress, errors: progress.errors.slice(0, room) },
      progress.errors.length,
    );
    return { progress, made, words: batch.wordsChanged };
  });
  for (const [title, id] of made) job.brands.set(title, id);
  job.wordsChanged ||= words;
  job.errorCount += progress.errors.length;
  return progress;
}

/**
 * The brand of this title: one seen in this job, one the shop has, or a new one made now, after
 * `beforeWrite` (the row's savepoint: the brand goes if the product is refused).
 */
async function brandOf(
  deps: BatchDeps,
  tx: Tx,
  title: string,
  known: [Map<string, number>, Map<string, number>, Map<string, number>],
  batch: ChangeBatch,
  beforeWrite: () => Promise<void>,
): Promise<number> {
  const key = title.toLowerCase();
  for (const map of known) {
    const id = map.get(key);
    if (id !== undefined) return id;
  }
  const rowMade = known[2];
  const found = await deps.sheet.brandByTitle(tx, title);
  if (found !== null) {
    rowMade.set(key, found);
    return found;
  }
  await beforeWrite();
  try {
    const { id } = await deps.tree.saveBrandIn(tx, null, { title }, batch);
    rowMade.set(key, id);
    return id;
  } catch (error) {
    // The brand's own refusal (a title too long) is the row's `brand` cell.
    if (error instanceof Refusal)
      throw new Refusal({ code: error.error.code, params: { ...error.error.params, field: "brand" } });
    throw error;
  }
}

/** A refusal as the row's error, under the sheet's column names; anything else as a failure of the row. */
export function rowErrorOf(line: SheetRow, error: unknown): RowError {
  const row = line.row;
  if (!(error instanceof Refusal)) return { row, field: "sku", code: "GENERIC.PROCESS_FAILED" };
  const { code, params } = error.error;
  const field = typeof params?.field === "string" ? params.field : "sku";
  if (code === "FIELD.INVALID" && field === "category_id")
    return { row, field, code: "IMPORT.NO_CATEGORY", params: { field, value: line.draft.categoryId ?? "" } };
  return params ? { row, field, code, params } : { row, field, code };
}
