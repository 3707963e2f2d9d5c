import type { AccountBalanceAnswer, LoyaltyEntry } from "../../../contract/index.ts";
import { toMoneyString } from "../../../domain/money.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import type { LedgerRow, LoyaltyRepository } from "./loyalty.repository.ts";

/** The balance answer before its history is put in the contract's page shape (the route's job). */
export interface BalanceView {
  balances: Omit<AccountBalanceAnswer, "history">;
  entries: LoyaltyEntry[];
  total: number;
}

const entryOf = (row: LedgerRow): LoyaltyEntry => ({
  kind: row.kind,
  currency: row.currency,
  amount: toMoneyString(Number(row.amount)),
  order_id: row.orderId,
  created_at: new Date(row.createdAt).toISOString(),
});

/** The profile's "balance and bonus": both balances, a master's card and the history that explains them. */
export class LoyaltyService {
  constructor(private readonly repository: LoyaltyRepository) {}

  /** Null when the token's user no longer exists. */
  async balance(userId: number, page: PageRequest): Promise<BalanceView | null> {
    const balances = await this.repository.balances(userId);
    if (!balances) return null;
    const { rows, total } = await this.repository.history(userId, page.page, page.size);
    return {
      balances: {
        cashback_balance: toMoneyString(balances.cashback),
        points: toMoneyString(balances.points),
        is_master: balances.isMaster,
        discount_card: balances.isMaster ? balances.discountCard : null,
      },
      entries: rows.map(entryOf),
      total,
    };
  }
}
