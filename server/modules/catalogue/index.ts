import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { CacheInvalidation, Outbox } from "../../platform/outbox.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { CatalogueTree } from "./catalogue-tree.ts";
import { CatalogueRepository } from "./catalogue.repository.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { CatalogueService } from "./catalogue.service.ts";
import { Dictionary } from "./dictionary.ts";
import { ListFacts } from "./list-facts.ts";
import type { ProductRatings, ReviewerFacts } from "./product-ratings.ts";
import { ProductsRepository } from "./products.repository.ts";
import { SearchVocabulary } from "./search-vocabulary.ts";
import { stockFreshnessHandlers } from "./stock-freshness.handler.ts";
import { StockRepository } from "./stock.repository.ts";
import { createUpkeep } from "./upkeep/index.ts";

export { CATALOGUE_MAX_AGE } from "./catalogue.routes.ts";
export { refreshSearchIndex } from "./catalogue.repository.ts";
export { SEARCH_RANK_LIMIT, SHORT_SEARCH_RANK_LIMIT } from "./products.repository.ts";
export { cardSelectList } from "./product-card.repository.ts";
export { toCard, type CardRow } from "./product-card.ts";
export type { CatalogueTree, CategoryNode } from "./catalogue-tree.ts";
export type { ProductRatings, ReviewerFacts } from "./product-ratings.ts";
export type * from "./upkeep/index.ts";

/**
 * Products, search, reviews as read, brands and categories; `ratings` lets the reviews module keep a
 * product's review figures in step, `reviewer` (from the reviews module) says what a signed-in user may do
 * on its page.
 */
export async function createCatalogueModule(deps: {
  db: Database;
  media: MediaUrls;
  reviewer?: ReviewerFacts;
  /** Tells every process to drop cached answers (after the read replica has the change). */
  invalidate: (message: CacheInvalidation) => Promise<void>;
  /** The primary's transactions and the outbox, for the catalogue's writes (decision 0030). */
  transactor: Transactor;
  outbox: Outbox;
}) {
  const repository = new CatalogueRepository(deps.db);
  const products = new ProductsRepository(deps.db);
  const service = new CatalogueService({
    repository,
    products,
    facts: new ListFacts(products),
    tree: new CatalogueTree(repository),
    dictionary: new Dictionary(repository),
    vocabulary: new SearchVocabulary(repository),
    media: deps.media,
  });
  await service.reload();
  const ratings: ProductRatings = {
    lock: (tx, productId) => repository.lockProduct(tx, productId),
    recount: (tx, productId) => repository.recountRates(tx, productId),
  };
  return {
    service,
    tree: service.tree,
    ratings,
    /** Stock taken and given back inside an order's transaction (the orders module's port). */
    stock: new StockRepository(),
    /** The one writer of products, categories and brands: the back office, spreadsheets, 1C. */
    upkeep: createUpkeep({ transactor: deps.transactor, outbox: deps.outbox }),
    routes: catalogueRoutes(service, deps.reviewer),
    handlers: stockFreshnessHandlers(deps.invalidate),
  };
}
export type CatalogueModule = Awaited<ReturnType<typeof createCatalogueModule>>;
