import type { Database } from "../db/database.port.ts";
import { queryableOf } from "../db/transactor.ts";
import type { Tx } from "../platform/transactions.ts";

export interface OutboxRow {
  id: number;
  topic: string;
  /** The module the event is for; null on rows written before events had subscribers. */
  subscriber: string | null;
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

  /** One row per subscriber, so each is leased, retried and marked done on its own. */
  async add(tx: Tx, topic: string, subscribers: readonly string[], payload: unknown): Promise<void> {
    await queryableOf(tx).query(
      "INSERT INTO outbox (topic, subscriber, payload) SELECT $1, s, $3::jsonb FROM unnest($2::text[]) AS s",
      [topic, subscribers, JSON.stringify(payload)],
    );
  }

  /**
   * Leases up to `limit` due events of these subscribers (a process leaves alone the events of a module it
   * does not run, as in a rolling upgrade), oldest first. SKIP LOCKED lets several processes claim at once
   * without waiting on each other or taking the same row; the lease is committed at once, so handlers run
   * outside it.
   */
  async claim(limit: number, subscribers: readonly string[]): Promise<OutboxRow[]> {
    const rows = await this.db.query<{
      id: string | number;
      topic: string;
      subscriber: string | null;
      payload: unknown;
      attempts: number;
    }>(
      `UPDATE outbox SET locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE processed_at IS NULL AND available_at <= now() AND (locked_until IS NULL OR locked_until < now())
           AND (subscriber IS NULL OR subscriber = ANY($3::text[]))
         ORDER BY id LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, topic, subscriber, payload, attempts`,
      [limit, LEASE_SECONDS, subscribers],
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
