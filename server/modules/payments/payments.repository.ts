import type { Tiyin } from "../../../domain/money.ts";
import type { CancelReason, PaymentState, PaymentTransaction } from "../../../domain/payment-transaction.ts";
import type { Database, Queryable } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { Provider } from "./payments.port.ts";

/** A provider transaction as kept: the domain's transaction, its provider and its order. */
export interface StoredTransaction extends PaymentTransaction {
  readonly id: number;
  readonly provider: Provider;
  readonly providerId: string;
  readonly orderId: number;
  readonly providerTime: number | null;
}

type Num = number | string;
interface Row {
  id: Num;
  provider: Provider;
  providerId: string;
  orderId: number;
  amount: Num;
  state: number;
  providerTime: Num | null;
  createTime: Num;
  performTime: Num | null;
  cancelTime: Num | null;
  reason: number | null;
}

const COLUMNS = `id, provider, provider_id AS "providerId", order_id AS "orderId", amount, state,
  provider_time AS "providerTime", create_time AS "createTime", perform_time AS "performTime",
  cancel_time AS "cancelTime", reason`;

// bigint comes as text from node-postgres, as a number from PGlite; epoch ms and tiyin are safe integers.
const num = (v: Num | null) => (v === null ? null : Number(v));

function stored(r: Row): StoredTransaction {
  return {
    id: Number(r.id),
    provider: r.provider,
    providerId: r.providerId,
    orderId: r.orderId,
    amount: Number(r.amount) as Tiyin,
    state: r.state as PaymentState,
    providerTime: num(r.providerTime),
    createTime: Number(r.createTime),
    performTime: num(r.performTime),
    cancelTime: num(r.cancelTime),
    reason: r.reason as CancelReason | null,
  };
}

export interface NewTransaction {
  provider: Provider;
  providerId: string;
  orderId: number;
  providerTime: number | null;
  transaction: PaymentTransaction;
}

export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  private q(tx?: Tx): Queryable {
    return tx ? queryableOf(tx) : this.db;
  }

  /** `lock`: FOR UPDATE, for a callback about to change it (after its order's row, never before). */
  async find(
    provider: Provider,
    providerId: string,
    tx?: Tx,
    lock = false,
  ): Promise<StoredTransaction | null> {
    const [row] = await this.q(tx).query<Row>(
      `SELECT ${COLUMNS} FROM payment_transactions WHERE provider = $1 AND provider_id = $2
       ${lock ? "FOR UPDATE" : ""}`,
      [provider, providerId],
    );
    return row ? stored(row) : null;
  }

  /** The provider's transactions still waiting for the order, locked. */
  async waiting(tx: Tx, orderId: number, provider: Provider): Promise<StoredTransaction[]> {
    const rows = await queryableOf(tx).query<Row>(
      `SELECT ${COLUMNS} FROM payment_transactions WHERE order_id = $1 AND provider = $2 AND state = 1
       ORDER BY id FOR UPDATE`,
      [orderId, provider],
    );
    return rows.map(stored);
  }

  /** Whether the order has a transaction still waiting (of any provider) other than this one. */
  async pendingOther(tx: Tx, orderId: number, provider: Provider, providerId: string): Promise<boolean> {
    const rows = await queryableOf(tx).query(
      `SELECT 1 FROM payment_transactions WHERE order_id = $1 AND state = 1
       AND NOT (provider = $2 AND provider_id = $3)`,
      [orderId, provider, providerId],
    );
    return rows.length > 0;
  }

  async insert(tx: Tx, n: NewTransaction): Promise<StoredTransaction> {
    const t = n.transaction;
    const [row] = await queryableOf(tx).query<Row>(
      `INSERT INTO payment_transactions (provider, provider_id, order_id, amount, state, provider_time,
         create_time, perform_time, cancel_time, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        n.provider,
        n.providerId,
        n.orderId,
        t.amount,
        t.state,
        n.providerTime,
        t.createTime,
        t.performTime,
        t.cancelTime,
        t.reason,
      ],
    );
    return stored(row!);
  }

  /** Writes what the state machine moved: state and its times; amount and create time never change. */
  async save(tx: Tx, id: number, t: PaymentTransaction): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE payment_transactions SET state = $2, perform_time = $3, cancel_time = $4, reason = $5
       WHERE id = $1`,
      [id, t.state, t.performTime, t.cancelTime, t.reason],
    );
  }

  /** A provider's transactions created from `from` to `to` (inclusive), oldest first. */
  async statement(provider: Provider, from: number, to: number): Promise<StoredTransaction[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM payment_transactions
       WHERE provider = $1 AND create_time BETWEEN $2 AND $3 ORDER BY create_time, id`,
      [provider, from, to],
    );
    return rows.map(stored);
  }
}
