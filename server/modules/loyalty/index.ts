import type { LoyaltyConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
import { LoyaltyLedger } from "./loyalty-ledger.ts";
import { LoyaltyRepository } from "./loyalty.repository.ts";
import { loyaltyRoutes } from "./loyalty.routes.ts";
import { LoyaltyService } from "./loyalty.service.ts";

export type { DeliveredOrder, LoyaltyLedger } from "./loyalty-ledger.ts";

/**
 * Cashback and discount points: the ledger every balance change is written to (inside the caller's
 * transaction: the orders and accounts modules get `ledger`), and the profile's balance call.
 */
export function createLoyaltyModule(deps: { db: Database; config: LoyaltyConfig }) {
  const repository = new LoyaltyRepository(deps.db);
  const ledger = new LoyaltyLedger(repository, deps.config);
  return { ledger, routes: loyaltyRoutes(new LoyaltyService(repository)) };
}
