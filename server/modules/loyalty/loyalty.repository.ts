import type { LedgerCurrency, LedgerKind } from "../../../domain/loyalty.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

// bigint and numeric columns arrive as text from node-postgres, as numbers from PGlite: read with Number().
type Num = number | string;

/** The users column each currency's balance lives in; never built from input. */
const BALANCE_COLUMN: Record<LedgerCurrency, string> = {
  cashback: "cashback_balance",
  points: "coupon_balance",
};

export interface LedgerMove {
  userId: number;
  currency: LedgerCurrency;
  kind: LedgerKind;
  /** Positive; the kind gives the sign. */
  amount: number;
  orderId: number | null;
}

export interface Balances {
  cashback: number;
  points: number;
  isMaster: boolean;
  discountCard: string | null;
}

export interface LedgerRow {
  kind: LedgerKind;
  currency: LedgerCurrency;
  amount: Num;
  orderId: number | null;
  createdAt: Date | string;
}

/** The loyalty ledger and the two balances it explains (users.cashback_balance, users.coupon_balance). */
export class LoyaltyRepository {
  constructor(private readonly db: Database) {}

  /** The user's balances and master flag, the user's row locked until `tx` ends; null when no such user. */
  async lockUser(tx: Tx, userId: number): Promise<Balances | null> {
    const [row] = await queryableOf(tx).query<BalanceRow>(`${BALANCES} FOR UPDATE`, [userId]);
    return row ? balancesOf(row) : null;
  }

  async balances(userId: number): Promise<Balances | null> {
    const [row] = await this.db.query<BalanceRow>(BALANCES, [userId]);
    return row ? balancesOf(row) : null;
  }

  /**
   * Writes the ledger row and moves the balance by it, in `tx`. False (and nothing moved) when the order
   * already has a row of this kind and currency: a retried credit or refund is recorded once.
   */
  async move(tx: Tx, m: LedgerMove): Promise<boolean> {
    const q = queryableOf(tx);
    const signed = m.kind === "spent" ? -m.amount : m.amount;
    const recorded = await q.query(
      `INSERT INTO loyalty_ledger (user_id, currency, kind, amount, order_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (order_id, currency, kind) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
      [m.userId, m.currency, m.kind, signed, m.orderId],
    );
    if (recorded.length === 0) return false;
    // The CHECK (... >= 0) of 0006 refuses taking more than the balance, which the caller's lock rules out.
    const column = BALANCE_COLUMN[m.currency];
    await q.query(`UPDATE users SET ${column} = ${column} + $2 WHERE id = $1`, [m.userId, signed]);
    return true;
  }

  /** One page of the user's history, newest first (by id: rows of one transaction keep their order). */
  async history(userId: number, page: number, size: number): Promise<{ rows: LedgerRow[]; total: number }> {
    const rows = await this.db.query<LedgerRow>(
      `SELECT kind, currency, abs(amount) AS amount, order_id AS "orderId", created_at AS "createdAt"
       FROM loyalty_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, size, (page - 1) * size],
    );
    const [count] = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM loyalty_ledger WHERE user_id = $1",
      [userId],
    );
    return { rows, total: count?.n ?? 0 };
  }
}

interface BalanceRow {
  cashback: Num;
  points: Num;
  isMaster: boolean;
  discountCard: string | null;
}

const BALANCES = `SELECT floor(cashback_balance) AS cashback, floor(coupon_balance) AS points,
  is_master AS "isMaster", discount_card AS "discountCard" FROM users WHERE id = $1`;

const balancesOf = (row: BalanceRow): Balances => ({
  cashback: Number(row.cashback),
  points: Number(row.points),
  isMaster: row.isMaster,
  discountCard: row.discountCard,
});
