import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from "fastify";
import { adminSheetsEndpoints as entries } from "../../../../contract/admin-sheets.endpoints.ts";
import type { Language } from "../../../../domain/language.ts";
import { found } from "../../../platform/failure.ts";
import { errorText } from "../../../platform/messages.ts";
import { routePath } from "../../../platform/route-path.ts";
import { idOf, invalid, langOf, originOf, queryOf, type Json } from "../admin-input.ts";
import type { CatalogueImportsRepository, ImportJob } from "./catalogue-imports.repository.ts";
import type { CatalogueSheetRepository, SheetFilter } from "./catalogue-sheet.repository.ts";
import { exportHeader, exportRows, templateRows } from "./sheet-export.ts";
import { receiveSheet } from "./import-upload.ts";
import type { Cell } from "./sheet-columns.ts";
import { writeSheet, XLSX_TYPE } from "./sheet-writer.ts";

/** The job as the back office polls it; each error in the asker's language. */
export function jobView(job: ImportJob, lang: Language) {
  return {
    id: job.id,
    state: job.state,
    file_name: job.fileName,
    total: job.total,
    processed: job.processed,
    created: job.created,
    updated: job.updated,
    error_count: job.errorCount,
    errors: job.errors.map((e) => ({
      row: e.row,
      field: e.field,
      message: errorText({ code: e.code, params: { ...e.params, field: e.field } }, lang),
    })),
    failure: job.failure ? errorText(job.failure, lang) : null,
  };
}

/** `search`, `category_id` and `brand` (a brand's id), as the back office's product list filters. */
function filterOf(query: Json, lang: Language): SheetFilter {
  const search = query.search ?? "";
  if (typeof search !== "string" || search.length > 200) throw invalid("search");
  const id = (field: string) => {
    const value = query[field];
    if (value === undefined || value === "") return null;
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value) || Number(value) === 0) throw invalid(field);
    return Number(value);
  };
  return { lang, search: search.trim(), categoryId: id("category_id"), brandId: id("brand") };
}

/** The .xlsx streamed to the client as it is written; a failure half-way cuts the download short. */
function sendSheet(
  reply: FastifyReply,
  fileName: string,
  write: (out: PassThrough) => Promise<void>,
  log: (err: unknown) => void,
) {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    log(err);
    out.destroy(err as Error);
  });
  return reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(out);
}

/**
 * The catalogue as spreadsheets (decision 0032): the template, the export of the filtered
 * list, and imports as jobs run in the background by `wake`'s runner.
 */
export function registerCatalogueSheets(
  app: FastifyInstance,
  deps: {
    imports: CatalogueImportsRepository;
    sheet: CatalogueSheetRepository;
    /** DATA_DIR/imports/. */
    uploads: string;
    host: string;
    publicUrl: string;
    /** A job was queued: the runner looks now. */
    wake: () => void;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { imports, sheet, guard } = deps;
  const logError = (err: unknown) => app.log.error({ err }, "writing a spreadsheet failed");

  app.get(routePath(entries.adminSheetTemplate.path), { preHandler: guard }, async (_request, reply) => {
    const { header, rows } = templateRows(await sheet.exampleCategory());
    return sendSheet(
      reply,
      "catalogue-template.xlsx",
      (out) => writeSheet(out, header, list(rows)),
      logError,
    );
  });

  app.get(routePath(entries.adminSheetExport.path), { preHandler: guard }, async (request, reply) => {
    const filter = filterOf(queryOf(request), langOf(request));
    const attributes = await sheet.attributeNames(filter);
    const origin = originOf(request, deps.publicUrl);
    const day = new Date().toISOString().slice(0, 10);
    return sendSheet(
      reply,
      `catalogue-${day}.xlsx`,
      (out) => writeSheet(out, exportHeader(attributes), exportRows(sheet, filter, attributes, origin)),
      logError,
    );
  });

  app.post(routePath(entries.adminSheetImport.path), { preHandler: guard }, async (request, reply) => {
    const file = await receiveSheet(request, deps.uploads);
    const id = await imports.add({
      userId: request.userId!,
      fileName: file.name,
      filePath: file.path,
      format: file.format,
      host: deps.host,
      // As URL parses it (no default port), to compare with the links in the sheet.
      origin: new URL(originOf(request, "")).origin,
    });
    deps.wake();
    return reply.status(202).send({ id });
  });

  app.get<{ Params: { id: string } }>(
    routePath(entries.adminSheetImportJob.path),
    { preHandler: guard },
    async (request) => jobView(found(await imports.one(idOf(request.params.id))), langOf(request)),
  );
}

async function* list(rows: readonly Cell[][]): AsyncGenerator<Cell[]> {
  yield* rows;
}
