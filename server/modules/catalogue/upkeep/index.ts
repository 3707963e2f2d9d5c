import type { Outbox } from "../../../platform/outbox.port.ts";
import type { Transactor } from "../../../platform/transactions.ts";
import { ProductUpkeepRepository } from "./product-upkeep.repository.ts";
import { ProductUpkeep } from "./product-upkeep.service.ts";
import { TreeUpkeepRepository } from "./tree-upkeep.repository.ts";
import { TreeUpkeep } from "./tree-upkeep.service.ts";

export type { ProductUpkeep, SavedProduct, UpkeepActor } from "./product-upkeep.service.ts";
export type { BrandDraft, CategoryDraft, TreeUpkeep } from "./tree-upkeep.service.ts";
export type { ProductMatch } from "./product-upkeep.repository.ts";
export type { ChangeBatch } from "./change-batch.ts";

/** The one writer of products, categories and brands, for every source (decision 0030). */
export function createUpkeep(deps: { transactor: Transactor; outbox: Outbox; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    products: new ProductUpkeep({
      repository: new ProductUpkeepRepository(),
      transactor: deps.transactor,
      outbox: deps.outbox,
      clock,
    }),
    tree: new TreeUpkeep({
      repository: new TreeUpkeepRepository(),
      transactor: deps.transactor,
      outbox: deps.outbox,
    }),
  };
}
