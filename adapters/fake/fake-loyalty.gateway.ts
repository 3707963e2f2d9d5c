import type { LoyaltyGateway } from "../../application/loyalty/loyalty.port";
import { LoyaltyError, type BalancePage } from "../../application/loyalty/loyalty.types";
import { balanceOf, type LedgerEntry } from "../../domain/loyalty";
import { discountCardNumber } from "../../domain/master";

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 15)).toISOString();

/** A master's history, newest first: an order spent cashback and earned both, one was cancelled, a bonus. */
export const DEMO_LEDGER: readonly LedgerEntry[] = [
  { kind: "earned", currency: "points", amount: 46, orderId: 1042, createdAt: at(21, 10) },
  { kind: "earned", currency: "cashback", amount: 4_650, orderId: 1042, createdAt: at(21, 10) },
  { kind: "spent", currency: "cashback", amount: 12_000, orderId: 1042, createdAt: at(18, 9) },
  { kind: "returned", currency: "cashback", amount: 8_000, orderId: 1037, createdAt: at(15, 16) },
  { kind: "spent", currency: "cashback", amount: 8_000, orderId: 1037, createdAt: at(15, 12) },
  { kind: "earned", currency: "cashback", amount: 12_000, orderId: 1021, createdAt: at(9, 11) },
  { kind: "earned", currency: "points", amount: 100, orderId: null, createdAt: at(3, 8) },
  { kind: "earned", currency: "cashback", amount: 8_000, orderId: 1009, createdAt: at(1, 14) },
];

export const DEMO_DISCOUNT_CARD = discountCardNumber(42);

export interface FakeLoyaltyOptions {
  /** The history, newest first; the balances are its sums, as on the server. */
  entries?: readonly LedgerEntry[];
  /** Default true: the demo shopper is a master with a card. */
  isMaster?: boolean;
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
  /** Only pages after the first reject. */
  failingMore?: boolean;
  /** Milliseconds each call takes, to show the pending states. */
  latency?: number;
}

/** account/balance/ in memory: the history paged newest first, the balances its sums. */
export class FakeLoyaltyGateway implements LoyaltyGateway {
  calls: { page: number; size: number }[] = [];

  constructor(private readonly options: FakeLoyaltyOptions = {}) {}

  async balance(page: number, size: number): Promise<BalancePage> {
    this.calls.push({ page, size });
    const { latency, failing, failingMore } = this.options;
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
    if (failing || (failingMore && page > 1)) throw new LoyaltyError(503, "");
    const entries = this.options.entries ?? DEMO_LEDGER;
    const isMaster = this.options.isMaster ?? true;
    return {
      balances: {
        cashback: balanceOf(entries, "cashback"),
        points: balanceOf(entries, "points"),
        isMaster,
        discountCard: isMaster ? DEMO_DISCOUNT_CARD : null,
      },
      entries: entries.slice((page - 1) * size, page * size),
      page,
      total: entries.length,
      hasMore: page * size < entries.length,
    };
  }
}
