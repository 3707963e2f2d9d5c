import type { Client, ClientConfig, Pool, PoolClient, QueryConfig, QueryResult } from "pg";
import { isConnectionLost, isReadStatement, unavailableOr } from "./connection-loss.ts";

export type RunStatement = (statement: QueryConfig, values?: unknown[]) => Promise<QueryResult>;

/**
 * Statements on any of the pool's connections. A read whose connection was lost under it (a restart, a
 * failover, pg_terminate_backend) runs once more, on a connection opened for it: the pool's idle ones were
 * most likely ended by the same blow, and PostgreSQL ends them one by one, so one that looks alive may die
 * a moment later. A write is never run again (it may have committed). What still fails for want of the
 * database leaves as DatabaseUnavailable.
 */
export function statementRunner(
  pool: Pool,
  NewClient: new (config: ClientConfig) => Client,
  config: ClientConfig,
): RunStatement {
  return async (statement, values) => {
    try {
      return await pool.query(statement, values);
    } catch (error) {
      if (!isConnectionLost(error) || !isReadStatement(statement.text)) throw unavailableOr(error, false);
    }
    const client = new NewClient(config);
    // The outcome is the query's; a late 'error' from a connection being closed must not end the process.
    client.on("error", () => {});
    try {
      await client.connect();
      return await client.query(statement, values);
    } catch (error) {
      throw unavailableOr(error, false);
    } finally {
      void client.end().catch(() => {});
    }
  };
}

export interface Checkout {
  client: PoolClient;
  /** Gives the connection back, or closes it when it broke (so the pool never hands it out again). */
  release(error?: unknown): void;
}

/**
 * One connection held for a while (a transaction, a session lock). pg emits 'error' on a client whose
 * connection drops; the pool listens only while the client is idle, and an 'error' with no listener ends
 * the process, so the holder listens for as long as it holds.
 */
export async function checkout(pool: Pool): Promise<Checkout> {
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    // Nothing was sent: whatever was to run on it can be run again.
    throw unavailableOr(error, true);
  }
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost ??= error;
  };
  client.on("error", onError);
  return {
    client,
    release(error?: unknown) {
      client.removeListener("error", onError);
      client.release(lost ?? (isConnectionLost(error) ? true : undefined));
    },
  };
}
