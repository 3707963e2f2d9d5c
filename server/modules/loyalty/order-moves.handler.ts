import { OrderStatus } from "../../../domain/order.ts";
import type { OrderStatusChanged } from "../../platform/outbox.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { LoyaltyLedger } from "./loyalty-ledger.ts";

/**
 * The loyalty module's reaction to `orders.status_changed`: a delivered order's cashback (and a master's
 * points) credited, a cancelled order's spent cashback given back. Each is recorded once per order (the
 * ledger's unique row per order, kind and currency), so the event handled twice moves nothing twice.
 */
export function orderMovesHandler(ledger: LoyaltyLedger, transactor: Transactor) {
  return async (move: OrderStatusChanged): Promise<void> => {
    if (move.status === OrderStatus.DELIVERED) {
      await transactor.run((tx) =>
        ledger.creditDelivered(tx, {
          userId: move.userId,
          orderId: move.orderId,
          cashback: move.cashbackEarned,
          goodsPaid: move.goodsPaid,
        }),
      );
    } else if (move.status === OrderStatus.CANCELLED && move.cashbackUsed > 0) {
      await transactor.run((tx) => ledger.returnCashback(tx, move.userId, move.orderId, move.cashbackUsed));
    }
  };
}
