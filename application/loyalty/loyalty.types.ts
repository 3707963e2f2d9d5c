import type { ErrorParams } from "../../domain/errors";
import type { LedgerEntry } from "../../domain/loyalty";
import { Refused } from "../shared/refusal";

/** The balances the profile's "balance and bonus" page heads with (so'm and points as whole numbers). */
export interface LoyaltyBalances {
  readonly cashback: number;
  /** Discount points, "ball". */
  readonly points: number;
  readonly isMaster: boolean;
  /** A master's discount card number ("QB…"); null for everyone else. */
  readonly discountCard: string | null;
}

/** One answer of the balance call: the balances as they are now and one page of their history. */
export interface BalancePage {
  readonly balances: LoyaltyBalances;
  readonly entries: readonly LedgerEntry[];
  readonly page: number;
  /** Every entry of the history, over all pages. */
  readonly total: number;
  readonly hasMore: boolean;
}

/** A loyalty call the server refused: status, stable code when it gave one, and its words. */
export class LoyaltyError extends Refused {
  constructor(status: number, message: string, code: string | null = null, params?: ErrorParams) {
    super(status, message, code, params);
    this.name = "LoyaltyError";
  }
}
