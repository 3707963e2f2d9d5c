import { pointsForOrder } from "../../../domain/loyalty.ts";
import type { Som } from "../../../domain/money.ts";
import type { LoyaltyConfig } from "../../config.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { LoyaltyRepository } from "./loyalty.repository.ts";

/** A delivered order as its credit needs it. */
export interface DeliveredOrder {
  userId: number;
  orderId: number;
  /** The order's `order_cashback`. */
  cashback: Som;
  /** What the goods cost the shopper: after promo and cashback, without delivery. */
  goodsPaid: Som;
}

/**
 * Every move of a balance, each inside the caller's transaction so the balance and its ledger row commit or
 * roll back together: placing an order spends through it, this module's order-moves handler returns and
 * credits, the accounts module gives a new master's starting points. Placing locks the user's row first.
 */
export class LoyaltyLedger {
  constructor(
    private readonly repository: LoyaltyRepository,
    private readonly config: LoyaltyConfig,
  ) {}

  async spendCashback(tx: Tx, userId: number, orderId: number, som: Som): Promise<void> {
    if (som <= 0) return;
    await this.repository.move(tx, { userId, orderId, currency: "cashback", kind: "spent", amount: som });
  }

  async returnCashback(tx: Tx, userId: number, orderId: number, som: Som): Promise<void> {
    if (som <= 0) return;
    await this.repository.move(tx, { userId, orderId, currency: "cashback", kind: "returned", amount: som });
  }

  /**
   * Credits a delivered order once: its cashback, and for a master (flag read now, under the row lock) the
   * discount points the rule gives. Answers the so'm credited by this call (0 when already credited).
   */
  async creditDelivered(tx: Tx, order: DeliveredOrder): Promise<Som> {
    const user = await this.repository.lockUser(tx, order.userId);
    if (!user) return 0;
    const { userId, orderId } = order;
    const credited =
      order.cashback > 0 &&
      (await this.repository.move(tx, {
        userId,
        orderId,
        currency: "cashback",
        kind: "earned",
        amount: order.cashback,
      }));
    const points = user.isMaster ? pointsForOrder(order.goodsPaid, this.config.somPerPoint) : 0;
    if (points > 0)
      await this.repository.move(tx, { userId, orderId, currency: "points", kind: "earned", amount: points });
    return credited ? order.cashback : 0;
  }

  /** Points given without an order (a new master's starting points). */
  async grantPoints(tx: Tx, userId: number, points: number): Promise<void> {
    if (points <= 0) return;
    await this.repository.move(tx, {
      userId,
      orderId: null,
      currency: "points",
      kind: "earned",
      amount: points,
    });
  }
}
