import type { Transactor, Tx } from "../platform/transactions.ts";
import type { Database, Queryable } from "./database.port.ts";

const MAX_ATTEMPTS = 3;
const RETRYABLE = new Set(["40P01", "40001"]);
const isRetryable = (error: unknown) =>
  typeof error === "object" && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

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
   * revoking one session can meet in a lock cycle that no statement order rules out.
   */
  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(work);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
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
