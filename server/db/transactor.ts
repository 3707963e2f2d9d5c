import type { Transactor, Tx } from "../platform/transactions.ts";
import type { Database, Queryable } from "./database.port.ts";

/**
 * The database's transactions behind the platform's seam. `afterCommit` listeners run once a transaction that
 * asked for it (`notifyAfterCommit`) has committed: the outbox worker is woken that way, never
 * mid-transaction.
 */
export class DatabaseTransactor implements Transactor {
  private readonly listeners: (() => void)[] = [];
  private readonly pending = new WeakSet<object>();

  constructor(private readonly db: Database) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
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
