import os from "node:os";
import path from "node:path";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../../../db/database.port.ts";
import type { Transactor } from "../../../platform/transactions.ts";
import type { ProductUpkeep, TreeUpkeep } from "../../catalogue/index.ts";
import { CatalogueImportsRepository } from "./catalogue-imports.repository.ts";
import { CatalogueSheetRepository } from "./catalogue-sheet.repository.ts";
import { registerCatalogueSheets } from "./catalogue-sheets.routes.ts";
import { ImportRunner } from "./import-runner.ts";

export type SheetUpkeep = Pick<ProductUpkeep, "saveIn" | "batch" | "publishIn" | "reindex">;

/**
 * The catalogue's spreadsheets in the back office (decision 0032): template, export, and
 * imports run as jobs by a runner in this process, started with the routes and stopped with the server.
 */
export function registerCatalogueSheetsArea(
  app: FastifyInstance,
  deps: {
    db: Database;
    transactor: Transactor;
    products: SheetUpkeep;
    tree: Pick<TreeUpkeep, "saveBrandIn">;
    dataDir: string;
    publicUrl: string;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const imports = new CatalogueImportsRepository(deps.db);
  const sheet = new CatalogueSheetRepository(deps.db);
  const host = os.hostname();
  const uploads = path.join(deps.dataDir, "imports");
  const runner = new ImportRunner({
    transactor: deps.transactor,
    imports,
    sheet,
    products: deps.products,
    tree: deps.tree,
    // PGlite runs one transaction at a time for the whole shop: smaller batches keep its pauses short.
    batchSize: deps.db.kind === "pglite" ? 100 : 500,
    host,
    uploads,
    publicOrigin: deps.publicUrl ? new URL(deps.publicUrl).origin : "",
    reindex: () => deps.products.reindex(),
    log: app.log,
  });
  registerCatalogueSheets(app, {
    imports,
    sheet,
    uploads,
    host,
    publicUrl: deps.publicUrl,
    wake: () => runner.wake(),
    guard: deps.guard,
  });
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
}
