import type { AccountBalanceAnswer, LoyaltyEntry as WireEntry } from "../../contract/loyalty";
import { LoyaltyError, type BalancePage } from "../../application/loyalty/loyalty.types";
import type { LedgerEntry } from "../../domain/loyalty";
import { parseMoneyString } from "../../domain/money";
import { ApiError } from "./api-client";

export function ledgerEntryFromWire(w: WireEntry): LedgerEntry {
  return {
    kind: w.kind,
    currency: w.currency,
    amount: parseMoneyString(w.amount),
    orderId: w.order_id,
    createdAt: w.created_at,
  };
}

export function balancePageFromWire(w: AccountBalanceAnswer): BalancePage {
  const { history } = w;
  return {
    balances: {
      cashback: parseMoneyString(w.cashback_balance),
      points: parseMoneyString(w.points),
      isMaster: w.is_master,
      // Only a master has a card, whatever a backend sends for anyone else.
      discountCard: w.is_master ? w.discount_card : null,
    },
    entries: history.results.map(ledgerEntryFromWire),
    page: history.current_page,
    total: history.total,
    hasMore: history.links.next !== null,
  };
}

/** ApiError keeps transport details; the application sees the status, the code and the server's own words. */
export async function asLoyaltyError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError)
      throw new LoyaltyError(error.status, error.serverWords, error.code, error.params);
    throw error;
  }
}
