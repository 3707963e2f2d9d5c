import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { ErrorCode, ErrorParams } from "../../../../domain/errors.ts";
import {
  KEPT_ERRORS,
  type CatalogueImportsRepository,
  type ImportJob,
} from "./catalogue-imports.repository.ts";
import { applyBatch, LeaseLost, type BatchDeps, type BatchJob } from "./import-batch.ts";
import { headerOf, isEmptyRow, type SheetHeader } from "./sheet-columns.ts";
import { readSheet, UnreadableSheet, type SheetLine } from "./sheet-reader.ts";
import { readRow, type RowError, type SheetRow } from "./sheet-row.ts";

/** How long a lease holds without being renewed (each batch renews it): a dead process's job fails then. */
const LEASE_SECONDS = 60;
/** The most rebuilding search may take at the end of a job. */
const REINDEX_SECONDS = 600;
/** A queued job no process of its host took for this long belongs to a host that is gone: it is failed. */
const QUEUED_SECONDS = 3600;
/** An upload's file no job names, this old: left by a process that died while taking it. */
const STRAY_FILE_MS = 3600_000;
const POLL_MS = 5000;

export interface RunnerDeps extends BatchDeps {
  imports: CatalogueImportsRepository;
  /** Rows per transaction. */
  batchSize: number;
  /** This machine: only its processes see the uploaded files. */
  host: string;
  /** DATA_DIR/imports/, where uploads wait for their job. */
  uploads: string;
  /** Where the shop's picture links point (PUBLIC_URL), besides the uploader's own address. */
  publicOrigin: string;
  /** Search rebuilt whole after a job changed the words of products (ProductUpkeep.reindex). */
  reindex: () => Promise<void>;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

type Failed = { state: "failed"; code: ErrorCode; params?: ErrorParams };
type Outcome = { state: "done" } | Failed;

const interrupted: Failed = { state: "failed", code: "IMPORT.INTERRUPTED" };
const missingSku: Failed = { state: "failed", code: "IMPORT.COLUMN_MISSING", params: { column: "sku" } };

/**
 * Runs the spreadsheet imports of this host in the server process, one job at a time (decision 0032):
 * leased as the outbox leases its events, so of several processes one runs a job; read as a stream in
 * batches of `batchSize` rows, one transaction each, the event loop free between them. A job is never
 * resumed: a process that stops fails its job after the batch under way (IMPORT.INTERRUPTED), and the job of
 * one that died is failed by the next sweep once its lease runs out. Either way the file goes.
 */
export class ImportRunner {
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private again = false;

  constructor(private readonly deps: RunnerDeps) {}

  start(): void {
    this.wake();
  }

  /** A job was just queued here: look now rather than at the next poll. */
  wake(): void {
    if (this.stopping) return;
    if (this.loop) this.again = true;
    else this.loop = this.drain().finally(() => this.afterDrain());
  }

  /** Stops after the batch under way, failing its job. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.loop;
  }

  private schedule() {
    if (this.stopping) return;
    this.timer = setTimeout(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  private afterDrain() {
    this.loop = null;
    if (this.again) {
      this.again = false;
      this.wake();
    } else this.schedule();
  }

  private async drain(): Promise<void> {
    try {
      // Each look (every poll, every upload) sweeps first: one indexed update and a short directory.
      await this.sweep();
      const lease = randomBytes(12).toString("hex");
      for (;;) {
        if (this.stopping) return;
        const job = await this.deps.imports.claim(this.deps.host, lease, LEASE_SECONDS);
        if (!job) return;
        await this.run(job, lease);
      }
    } catch (err) {
      this.deps.log.error(
        { err },
        "spreadsheet imports: looking for a job failed; tried again at the next poll",
      );
    }
  }

  /** Jobs whose process died end as failed; their files, and uploads no job took, are removed. */
  private async sweep(): Promise<void> {
    const { imports, uploads } = this.deps;
    for (const file of await imports.failInterrupted(this.deps.host, QUEUED_SECONDS))
      await rm(file, { force: true });
    const names = await readdir(uploads).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(uploads, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > STRAY_FILE_MS && !(await imports.fileInUse(file)))
        await rm(file, { force: true });
    }
  }

  private async run(job: ImportJob, lease: string): Promise<void> {
    const { imports, log } = this.deps;
    const state: BatchJob = {
      id: job.id,
      lease,
      leaseSeconds: LEASE_SECONDS,
      userId: job.userId,
      errorCount: 0,
      keptErrors: KEPT_ERRORS,
      brands: new Map(),
      wordsChanged: false,
    };
    let outcome: Outcome;
    try {
      outcome = await this.work(job, state);
    } catch (err) {
      if (!(err instanceof LeaseLost))
        log.error({ err, job: job.id }, "spreadsheet import stopped; its job is failed as interrupted");
      outcome = interrupted;
    }
    // Gone before the job says it ended: a job seen done has left nothing behind.
    await rm(job.filePath, { force: true }).catch((err: unknown) =>
      log.warn({ err, job: job.id }, "removing an imported file failed"),
    );
    // New titles and brands bring words the typo correction must know: rebuilt once, not per batch. Its one
    // transaction renews no lease, and a large catalogue takes a while: leased long enough first, lest
    // another process's sweep fail the job as a dead one's.
    if (state.wordsChanged)
      await this.deps.transactor
        .run((tx) => imports.renew(tx, job.id, lease, REINDEX_SECONDS))
        .then(() => this.deps.reindex())
        .catch((err: unknown) => log.warn({ err, job: job.id }, "rebuilding search after an import failed"));
    await imports.finish(
      job.id,
      lease,
      outcome.state,
      outcome.state === "failed"
        ? { code: outcome.code, ...(outcome.params ? { params: outcome.params } : {}) }
        : null,
    );
  }

  /** The job's rows, in batches; failed as interrupted when the process is stopping mid-way. */
  private async work(job: ImportJob, state: BatchJob): Promise<Outcome> {
    try {
      // Counted alongside: the count reads while the batches wait on the database.
      const counting = this.count(job, state.lease).catch(() => undefined);
      const outcome = await this.apply(job, state);
      await counting;
      return outcome;
    } catch (err) {
      if (err instanceof UnreadableSheet) return { state: "failed", code: "IMPORT.UNREADABLE" };
      throw err;
    }
  }

  /** The data rows, for the progress bar; a sheet that cannot be read is the apply's to report. */
  private async count(job: ImportJob, lease: string): Promise<void> {
    const total = await countRows(job, () => this.stopping).catch(() => null);
    if (total !== null) await this.deps.imports.counted(job.id, lease, total);
  }

  private async apply(job: ImportJob, state: BatchJob): Promise<Outcome> {
    const origins = [this.deps.publicOrigin, job.origin].filter((o) => o !== "");
    let header: SheetHeader | undefined;
    let batch: (SheetRow | RowError)[] = [];
    const flush = async () => {
      await applyBatch(this.deps, state, batch);
      batch = [];
      await yieldToEventLoop();
    };
    for await (const line of dataLines(job)) {
      if (header === undefined) {
        const read = headerOf(line.cells);
        if (read === null) return missingSku;
        header = read;
        continue;
      }
      batch.push(readRow(header, line.cells, line.row, origins));
      if (batch.length >= this.deps.batchSize) {
        await flush();
        if (this.stopping) return interrupted;
      }
    }
    if (header === undefined) return missingSku;
    if (batch.length > 0) await flush();
    return { state: "done" };
  }
}

/** The sheet's rows that hold anything: the header first, then the data. */
async function* dataLines(job: Pick<ImportJob, "filePath" | "format">): AsyncGenerator<SheetLine> {
  for await (const line of readSheet(job.filePath, job.format)) if (!isEmptyRow(line.cells)) yield line;
}

/** The data rows; null when the header has no `sku` column, or when `stopped` says so. */
async function countRows(
  job: Pick<ImportJob, "filePath" | "format">,
  stopped: () => boolean,
): Promise<number | null> {
  let rows = -1;
  for await (const line of dataLines(job)) {
    if ((rows === -1 && headerOf(line.cells) === null) || stopped()) return null;
    rows++;
  }
  return rows === -1 ? null : rows;
}
