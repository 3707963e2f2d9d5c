import type { Transactor } from "../../platform/transactions.ts";
import type { MoveOrder } from "./move-order.ts";
import type { OrderMovesRepository } from "./order-moves.repository.ts";

/**
 * The unpaid-order timeout: cancels the online orders unpaid by `now` (system: 2 -> 0), one transaction each;
 * every process may run it at once, each claims different rows. Answers how many were cancelled.
 */
export class ExpireOrders {
  constructor(
    private readonly deps: {
      repository: OrderMovesRepository;
      transactor: Transactor;
      move: MoveOrder;
      clock: () => Date;
    },
  ) {}

  async expireDue(now: Date = this.deps.clock(), limit = 100): Promise<number> {
    const { repository, transactor, move } = this.deps;
    let cancelled = 0;
    for (let i = 0; i < limit; i++) {
      const done = await transactor.run(async (tx) => {
        const orderId = await repository.claimDueExpiry(tx, now);
        if (orderId === null) return null;
        const order = await repository.lockOrder(tx, orderId);
        if (order && order.status === 2) {
          await move.applyIn(tx, order, "expire", "system", null);
          return true;
        }
        // Paid or cancelled meanwhile: the row is simply spent.
        await repository.dropExpiry(tx, orderId);
        return false;
      });
      if (done === null) break;
      if (done) cancelled++;
    }
    return cancelled;
  }
}
