import type { LoyaltyConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
import type { OutboxSubscriber } from "../../platform/outbox.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { LoyaltyLedger } from "./loyalty-ledger.ts";
import { LoyaltyRepository } from "./loyalty.repository.ts";
import { loyaltyRoutes } from "./loyalty.routes.ts";
import { LoyaltyService } from "./loyalty.service.ts";
import { orderMovesHandler } from "./order-moves.handler.ts";

export type { DeliveredOrder, LoyaltyLedger } from "./loyalty-ledger.ts";

/**
 * Cashback and discount points: the ledger every balance change is written to (inside the caller's
 * transaction: placing an order spends through `ledger`, a new master's starting points are granted through
 * it), its reactions to order moves (credit at delivery, the return at a cancel), and the balance call.
 */
export function createLoyaltyModule(deps: { db: Database; transactor: Transactor; config: LoyaltyConfig }) {
  const repository = new LoyaltyRepository(deps.db);
  const ledger = new LoyaltyLedger(repository, deps.config);
  return {
    ledger,
    routes: loyaltyRoutes(new LoyaltyService(repository)),
    handlers: {
      "orders.status_changed": orderMovesHandler(ledger, deps.transactor),
    } satisfies OutboxSubscriber,
  };
}
