import type { Transactor, Tx } from "../platform/transactions.ts";
import type { Database, Queryable } from "./database.port.ts";
import { DatabaseUnavailable, isConnectTimeout } from "./connection-loss.ts";

const MAX_ATTEMPTS = 3;
const RETRYABLE = new Set(["40P01", "40001"]);
const isRetryable = (error: unknown) =>
  typeof error === "object" && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));
/**
 * A transaction that lost its connection before COMMIT (so it was rolled back), or found none, is run again
 * once; not after waiting out the pool's connection timeout, which would double the wait for a 503.
 */
const MAX_LOST_ATTEMPTS = 2;
const isRetrySafeLoss = (error: unknown) =>
  error instanceof DatabaseUnavailable && error.retrySafe && !isConnectTimeout(error.cause);

/**
 * The database's transactions behind the platform's seam. `afterCommit` listeners run once a transaction that
 * asked for it (`notifyAfterCommit`) has committed: the outbox worker is woken that way, never
 * mid-transaction.
 */
export class DatabaseTransactor implements Transactor {
  private readonly listeners: (() => void)[] = [];
  private readonly pending = new WeakSet<object>();

  constructor(private readonly db: Database) {}

  /**
   * Runs `work` in one transaction. One that PostgreSQL chose as a deadlock's victim (40P01) or could not
   * serialise (40001) was rolled back whole, so it is run again, up to 3 times in all: concurrent refreshes
   * revoking one session can meet in a lock cycle that no statement order rules out. One whose connection was
   * lost before COMMIT (a restart, a failover) was rolled back too and is run once more, on another
   * connection; one lost during COMMIT may have committed, so it is not (DatabaseUnavailable, a 503).
   */
  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(work);
      } catch (error) {
        const again = isRetryable(error)
          ? attempt < MAX_ATTEMPTS
          : isRetrySafeLoss(error) && attempt < MAX_LOST_ATTEMPTS;
        if (!again) throw error;
      }
    }
  }

  private async once<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let handle: Queryable | undefined;
    const result = await this.db.transaction((tx) => {
      handle = tx;
      return work(tx as unknown as Tx);
    });
    if (handle && this.pending.has(handle)) for (const listener of this.listeners) listener();
    return result;
  }

  notifyAfterCommit(tx: Tx) {
    this.pending.add(tx);
  }

  afterCommit(listener: () => void) {
    this.listeners.push(listener);
  }
}

/** The connection a repository runs its statements on inside `Transactor.run`. */
export const queryableOf = (tx: Tx) => tx as unknown as Queryable;
