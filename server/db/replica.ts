import type { Queryable } from "./database.port.ts";

export interface ReplicaWait {
  /** Longest wait before the caller goes on without the replica (it may be far behind, or down). */
  timeoutMs?: number;
  pollMs?: number;
}

/**
 * Waits until a streaming replica has replayed everything the writer had written when this was called, so
 * an answer read from the replica after it returns is not older than the write. True when caught up (or when
 * `replica` is not a standby at all: its replay position is NULL), false on timeout.
 */
export async function waitForReplica(
  writer: Queryable,
  replica: Queryable,
  { timeoutMs = 5_000, pollMs = 25 }: ReplicaWait = {},
): Promise<boolean> {
  const [written] = await writer.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await replica.query<{ caught_up: boolean | null }>(
      "SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up",
      [written!.lsn],
    );
    if (row?.caught_up !== false) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
