import type { BalancePage } from "./loyalty.types";

/** The signed-in shopper's cashback, points and their history over /api/v1 (account/balance/). */
export const LoyaltyGateway = Symbol("LoyaltyGateway");
export interface LoyaltyGateway {
  /** Pages start at 1; newest entries first. */
  balance(page: number, size: number): Promise<BalancePage>;
}
