import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { XmlEncoding } from "./xml/xml-encoding.ts";
import type { ReadPosition } from "./xml/xml-items.ts";

export type ImportStage = "reading" | "hiding" | "reindex" | "done" | "failed";

/** What one import has done so far, said to 1C when it ends. */
export interface ImportCounts {
  groups?: number;
  goods?: number;
  created?: number;
  updated?: number;
  unchanged?: number;
  waiting?: number;
  offers?: number;
  hidden?: number;
  skipped?: number;
}

export interface ImportProblem {
  item: string;
  reason: string;
}

/** One file's import, taken in steps by whichever process 1C's next call reaches. */
export interface ImportJob {
  sessionId: string;
  file: string;
  stage: ImportStage;
  /** null until the first step has read anything. */
  position: ReadPosition | null;
  onlyChanges: boolean | null;
  priceType: string | null;
  counts: ImportCounts;
  problems: ImportProblem[];
  failure: string | null;
}

type JobRow = Omit<ImportJob, "position"> & {
  offset: number | string;
  line: number;
  openPath: string[];
  encoding: XmlEncoding | null;
};

const JOB_COLUMNS = `session_id AS "sessionId", file, stage, byte_offset AS offset, line, open_path AS "openPath",
  encoding, only_changes AS "onlyChanges", price_type AS "priceType", counts, problems, failure`;

const jobOf = (r: JobRow): ImportJob => ({
  sessionId: r.sessionId,
  file: r.file,
  stage: r.stage,
  position: r.encoding
    ? { offset: Number(r.offset), line: r.line, openPath: r.openPath, encoding: r.encoding }
    : null,
  onlyChanges: r.onlyChanges,
  priceType: r.priceType,
  counts: r.counts,
  problems: r.problems,
  failure: r.failure,
});

/** The exchange's sessions and the state of their imports. */
export class ExchangeSessionsRepository {
  constructor(private readonly db: Database) {}

  async open(id: string, userId: number): Promise<void> {
    await this.db.query("INSERT INTO exchange_sessions (id, user_id) VALUES ($1, $2)", [id, userId]);
  }

  /** The session's user if it is still live (seen within `idleHours`), marking it seen now. */
  async touch(id: string, idleHours: number): Promise<number | null> {
    const [row] = await this.db.query<{ userId: number }>(
      `UPDATE exchange_sessions SET seen_at = now()
       WHERE id = $1 AND seen_at > now() - make_interval(hours => $2) RETURNING user_id AS "userId"`,
      [id, idleHours],
    );
    return row?.userId ?? null;
  }

  /** Sessions idle longer than `idleHours`, forgotten with their imports; their ids, for their files. */
  async sweep(idleHours: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      "DELETE FROM exchange_sessions WHERE seen_at < now() - make_interval(hours => $1) RETURNING id",
      [idleHours],
    );
    return rows.map((r) => r.id);
  }

  async job(sessionId: string, file: string): Promise<ImportJob | null> {
    const [row] = await this.db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM exchange_imports WHERE session_id = $1 AND file = $2`,
      [sessionId, file],
    );
    return row ? jobOf(row) : null;
  }

  async startJob(sessionId: string, file: string): Promise<ImportJob> {
    await this.db.query(
      `INSERT INTO exchange_imports (session_id, file, stage) VALUES ($1, $2, 'reading')
       ON CONFLICT (session_id, file) DO NOTHING`,
      [sessionId, file],
    );
    return (await this.job(sessionId, file))!;
  }

  /** Whether any import of the session replaced the whole catalogue or offer package (a full exchange). */
  async hadFullImport(sessionId: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM exchange_imports WHERE session_id = $1 AND only_changes = false LIMIT 1",
      [sessionId],
    );
    return rows.length > 0;
  }

  /** Saves the job as it now stands: in the transaction of the batch it did, so both or neither commit. */
  async saveJob(tx: Tx, job: ImportJob): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE exchange_imports SET stage = $3, byte_offset = $4, line = $5, open_path = $6::text[],
         encoding = $7, only_changes = $8, price_type = $9, counts = $10::jsonb, problems = $11::jsonb,
         failure = $12, finished_at = CASE WHEN $3 IN ('done', 'failed') THEN now() END
       WHERE session_id = $1 AND file = $2`,
      [
        job.sessionId,
        job.file,
        job.stage,
        job.position?.offset ?? 0,
        job.position?.line ?? 1,
        job.position?.openPath ?? [],
        job.position?.encoding ?? null,
        job.onlyChanges,
        job.priceType,
        JSON.stringify(job.counts),
        JSON.stringify(job.problems),
        job.failure,
      ],
    );
  }
}
