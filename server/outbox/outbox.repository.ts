import type { Database } from "../db/database.port.ts";
import { queryableOf } from "../db/transactor.ts";
import type { Tx } from "../platform/transactions.ts";

export interface OutboxRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

/**
 * How long a claimed event is the claimer's alone; a process that dies holding it frees it when this runs
 * out.
 */
const LEASE_SECONDS = 30;

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async add(tx: Tx, topic: string, payload: unknown): Promise<void> {
    await queryableOf(tx).query("INSERT INTO outbox (topic, payload) VALUES ($1, $2::jsonb)", [
      topic,
      JSON.stringify(payload),
    ]);
  }

  /**
   * Leases up to `limit` due events, oldest first. SKIP LOCKED lets several processes claim at once without
   * waiting on each other or taking the same row; the lease is committed at once, so handlers run outside it.
   */
  async claim(limit: number): Promise<OutboxRow[]> {
    const rows = await this.db.query<{
      id: string | number;
      topic: string;
      payload: unknown;
      attempts: number;
    }>(
      `UPDATE outbox SET locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE processed_at IS NULL AND available_at <= now() AND (locked_until IS NULL OR locked_until < now())
         ORDER BY id LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, topic, payload, attempts`,
      [limit, LEASE_SECONDS],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
  }

  /** Marks the event handled; answers the seconds since it was written, by the database's one clock. */
  async done(id: number): Promise<number> {
    const [row] = await this.db.query<{ seconds: number }>(
      `UPDATE outbox SET processed_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1
       RETURNING extract(epoch FROM processed_at - created_at)::float8 AS seconds`,
      [id],
    );
    return Number(row?.seconds ?? 0);
  }

  /** Puts the event back for a later try, `delaySeconds` from now. */
  async retryLater(id: number, error: string, delaySeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET locked_until = NULL, last_error = $2, available_at = now() + make_interval(secs => $3)
       WHERE id = $1`,
      [id, error.slice(0, 1000), delaySeconds],
    );
  }

  /** Events not yet handled, and the age of the oldest in seconds (null when none waits), for metrics. */
  async backlog(): Promise<{ pending: number; oldestSeconds: number | null }> {
    const [row] = await this.db.query<{ pending: number; oldest: number | null }>(
      `SELECT count(*)::int AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM outbox WHERE processed_at IS NULL`,
    );
    return { pending: row?.pending ?? 0, oldestSeconds: row?.oldest == null ? null : Number(row.oldest) };
  }

  /** Events not yet handled (for tests and the operator's health view). */
  async pendingCount(): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL",
    );
    return row?.n ?? 0;
  }
}
