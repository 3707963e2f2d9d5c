import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { OnecConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { CatalogueModule } from "../catalogue/index.ts";
import type { StaffOrders } from "../orders/index.ts";
import { CatalogueLinksRepository } from "./catalogue/catalogue-links.repository.ts";
import { ExchangePictures } from "./catalogue/exchange-pictures.ts";
import { GoodsApplier } from "./catalogue/goods-apply.ts";
import { GroupsApplier } from "./catalogue/groups-apply.ts";
import { ImportSteps } from "./catalogue/import-steps.ts";
import { OffersApplier } from "./catalogue/offers-apply.ts";
import { ExchangeFiles } from "./exchange-files.ts";
import { ExchangeSessionsRepository } from "./exchange-sessions.repository.ts";
import { ExchangeSessions, type StaffSignIn } from "./exchange-sessions.service.ts";
import { registerExchange } from "./exchange.routes.ts";
import { ExchangeService } from "./exchange.service.ts";
import { orderNewsHandlers } from "./sale/order-news.handler.ts";
import { SaleExchange } from "./sale/sale-exchange.ts";
import { SaleRepository } from "./sale/sale.repository.ts";

export { EXCHANGE_PATH } from "./exchange.routes.ts";
export { SESSION_COOKIE } from "./exchange-sessions.service.ts";
export type { StaffSignIn } from "./exchange-sessions.service.ts";

/**
 * 1C's "exchange with the site" (decision 0033): 1C signs in as staff, sends its catalogue
 * and offers (CommerceML 2), which are applied in bounded steps through the catalogue's one writer, fetches
 * the shop's orders and sends their changes back. Its own tables remember what 1C's ids became here and
 * which orders 1C has; its files are kept under DATA_DIR/1c/ on the host that took them.
 */
export function createExchangeModule(deps: {
  db: Database;
  transactor: Transactor;
  config: OnecConfig;
  dataDir: string;
  staff: StaffSignIn;
  upkeep: CatalogueModule["upkeep"];
  pictures: PictureStore;
  orders: StaffOrders;
  clock?: () => number;
}) {
  const clock = deps.clock ?? Date.now;
  const files = new ExchangeFiles(path.join(deps.dataDir, "1c"));
  const sessionsRepository = new ExchangeSessionsRepository(deps.db);
  const links = new CatalogueLinksRepository(deps.db);
  const writers = { products: deps.upkeep.products, tree: deps.upkeep.tree, links };
  const groups = new GroupsApplier(writers);
  const imports = new ImportSteps({
    sessions: sessionsRepository,
    files,
    writers,
    groups,
    goods: new GoodsApplier(writers, groups),
    offers: new OffersApplier(writers),
    pictures: new ExchangePictures({ pictures: deps.pictures, files, links }),
    transactor: deps.transactor,
    config: deps.config,
    lock: (name, work) => deps.db.lock(name, work),
    clock,
  });
  const saleRepository = new SaleRepository(deps.db);
  const sale = new SaleExchange({ repository: saleRepository, orders: deps.orders, files, clock });
  const service = new ExchangeService({
    sessions: new ExchangeSessions({ repository: sessionsRepository, files, staff: deps.staff, clock }),
    files,
    imports,
    sale,
    config: deps.config,
  });
  return {
    register: (app: FastifyInstance) => registerExchange(app, service),
    /** Orders placed and moved are owed to 1C at its next mode=query. */
    handlers: orderNewsHandlers(saleRepository),
  };
}
