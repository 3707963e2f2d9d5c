import type { DomainError } from "../../../../domain/errors.ts";
import type { ChangeBatch, ProductUpkeep, TreeUpkeep, UpkeepActor } from "../../catalogue/index.ts";
import { Refusal } from "../../../platform/refusal.ts";
import type { Tx } from "../../../platform/transactions.ts";
import type { ImportJob } from "../exchange-sessions.repository.ts";
import type { CatalogueLinksRepository, GroupLink } from "./catalogue-links.repository.ts";

/** The most problems one import keeps to tell 1C; the count of skipped elements goes on. */
const MAX_PROBLEMS = 50;

export const ONEC_ACTOR: UpkeepActor = { userId: null, source: "1c" };

/** What the catalogue's writers and the exchange's links are, for the appliers. */
export interface CatalogueWriters {
  products: ProductUpkeep;
  tree: TreeUpkeep;
  links: CatalogueLinksRepository;
}

/**
 * One transaction of an import step: its batch of catalogue changes (told to every process as one event),
 * the job it moves on, and what it has read of the exchange's links so far (dropped with the transaction if
 * it rolls back, since they may name rows it made).
 */
export class StepScope {
  groups: Map<string, GroupLink> | undefined;
  properties: Map<string, { name: string; isBrand: boolean }> | undefined;

  constructor(
    readonly tx: Tx,
    readonly batch: ChangeBatch,
    readonly job: ImportJob,
  ) {}

  count(key: keyof ImportJob["counts"], by = 1): void {
    this.job.counts[key] = (this.job.counts[key] ?? 0) + by;
  }

  /** An element the import skips, with the reason 1C's log will show. */
  skip(item: string, reason: string): void {
    this.count("skipped");
    if (this.job.problems.length < MAX_PROBLEMS) this.job.problems.push({ item, reason });
  }
}

/** Runs a write of one element; a refusal of the catalogue's rules skips the element, with its reason. */
export async function orSkip<T>(
  scope: StepScope,
  item: string,
  write: () => Promise<T>,
  describe: (error: DomainError) => string,
): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    scope.skip(item, describe(error.error));
    return null;
  }
}
