import type { ErrorCode, ErrorParams } from "../../../../domain/errors.ts";
import type { Database } from "../../../db/database.port.ts";
import { queryableOf } from "../../../db/transactor.ts";
import type { Tx } from "../../../platform/transactions.ts";
import type { SheetFormat } from "./sheet-reader.ts";
import type { RowError } from "./sheet-row.ts";

export type ImportState = "queued" | "running" | "done" | "failed";

/** The errors a job keeps; the count goes on past them. */
export const KEPT_ERRORS = 1000;

export interface ImportJob {
  id: number;
  userId: number | null;
  fileName: string;
  filePath: string;
  format: SheetFormat;
  origin: string;
  state: ImportState;
  total: number | null;
  processed: number;
  created: number;
  updated: number;
  errors: RowError[];
  errorCount: number;
  failure: { code: ErrorCode; params?: ErrorParams } | null;
}

/** What one committed batch adds to its job. */
export interface BatchProgress {
  processed: number;
  created: number;
  updated: number;
  errors: RowError[];
}

const COLUMNS = `id, user_id AS "userId", file_name AS "fileName", file_path AS "filePath", format, origin, state,
  total, processed, created, updated, errors, error_count AS "errorCount", failure`;

const INTERRUPTED = `'{"code":"IMPORT.INTERRUPTED"}'`;

/** The spreadsheet import jobs (migration 0026): made by an upload, run by one process at a time. */
export class CatalogueImportsRepository {
  constructor(private readonly db: Database) {}

  async add(job: {
    userId: number;
    fileName: string;
    filePath: string;
    format: SheetFormat;
    host: string;
    origin: string;
  }): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO catalogue_imports (user_id, file_name, file_path, format, host, origin)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [job.userId, job.fileName, job.filePath, job.format, job.host, job.origin],
    );
    return row!.id;
  }

  async one(id: number): Promise<ImportJob | null> {
    const [row] = await this.db.query<ImportJob>(`SELECT ${COLUMNS} FROM catalogue_imports WHERE id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  /** Leases the oldest job of this host still queued, under `lease` for `seconds`. */
  async claim(host: string, lease: string, seconds: number): Promise<ImportJob | null> {
    const [row] = await this.db.query<ImportJob>(
      `UPDATE catalogue_imports SET state = 'running', lease = $2,
         locked_until = now() + make_interval(secs => $3)
       WHERE id = (
         SELECT id FROM catalogue_imports WHERE state = 'queued' AND host = $1
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       ) RETURNING ${COLUMNS}`,
      [host, lease, seconds],
    );
    return row ?? null;
  }

  /**
   * Fails the running jobs whose process died (their lease ran out unrenewed), and the queued ones no process
   * took for `queuedSeconds` (their host is gone: nothing else sees their file). Answers the files of this
   * host's jobs so failed, for the caller to remove.
   */
  async failInterrupted(host: string, queuedSeconds: number): Promise<string[]> {
    const rows = await this.db.query<{ filePath: string; host: string }>(
      `UPDATE catalogue_imports SET state = 'failed', failure = ${INTERRUPTED}::jsonb, lease = NULL,
         locked_until = NULL, finished_at = now()
       WHERE (state = 'running' AND locked_until < now())
         OR (state = 'queued' AND created_at < now() - make_interval(secs => $1))
       RETURNING file_path AS "filePath", host`,
      [queuedSeconds],
    );
    return rows.filter((r) => r.host === host).map((r) => r.filePath);
  }

  /** Whether any job not yet ended names this file (an upload under way has none yet). */
  async fileInUse(filePath: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM catalogue_imports WHERE file_path = $1 AND state IN ('queued', 'running')",
      [filePath],
    );
    return rows.length > 0;
  }

  /** Keeps the lease `seconds` more; false when this process no longer holds it (then it must stop). */
  async renew(tx: Tx, id: number, lease: string, seconds: number): Promise<boolean> {
    const rows = await queryableOf(tx).query(
      `UPDATE catalogue_imports SET locked_until = now() + make_interval(secs => $3)
       WHERE id = $1 AND lease = $2 AND state = 'running' RETURNING id`,
      [id, lease, seconds],
    );
    return rows.length > 0;
  }

  async counted(id: number, lease: string, total: number): Promise<void> {
    await this.db.query("UPDATE catalogue_imports SET total = $3 WHERE id = $1 AND lease = $2", [
      id,
      lease,
      total,
    ]);
  }

  /**
   * A batch's outcome, in the batch's own transaction, so the counts say what is applied. The caller passes
   * only the errors still kept (KEPT_ERRORS in all); `errorCount` counts every one.
   */
  async progress(tx: Tx, id: number, p: BatchProgress, errorCount: number): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE catalogue_imports SET processed = processed + $2, created = created + $3,
         updated = updated + $4, errors = errors || $5::jsonb, error_count = error_count + $6
       WHERE id = $1`,
      [id, p.processed, p.created, p.updated, JSON.stringify(p.errors), errorCount],
    );
  }

  async finish(
    id: number,
    lease: string,
    state: "done" | "failed",
    failure: { code: ErrorCode; params?: ErrorParams } | null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE catalogue_imports SET state = $3, failure = $4::jsonb, lease = NULL, locked_until = NULL,
         finished_at = now()
       WHERE id = $1 AND lease = $2`,
      [id, lease, state, failure === null ? null : JSON.stringify(failure)],
    );
  }

  /** A row's changes are undone alone when it is refused, the batch's other rows kept. */
  async savepoint(tx: Tx): Promise<void> {
    await queryableOf(tx).query("SAVEPOINT sheet_row");
  }

  async rollbackRow(tx: Tx): Promise<void> {
    await queryableOf(tx).query("ROLLBACK TO SAVEPOINT sheet_row");
  }

  async releaseRow(tx: Tx): Promise<void> {
    await queryableOf(tx).query("RELEASE SAVEPOINT sheet_row");
  }
}
