import type { Outbox } from "../../../platform/outbox.port.ts";
import type { Tx } from "../../../platform/transactions.ts";

/**
 * What many saves in one transaction changed (a spreadsheet's batch of rows, a 1C step), told to every
 * process as one `catalogue.changed` instead of one per product: each event drops every cached answer and has
 * every process read the products again, so 30,000 rows would otherwise clear the caches 30,000 times.
 */
export class ChangeBatch {
  readonly productIds = new Set<number>();
  /** Whether every product saved changed only its stock (the answers showing them go, the lists stay). */
  stockOnly = true;
  /** A brand or category was made or changed: the tree is read again, which covers the products too. */
  tree = false;
  /**
   * A product was made, or its titles, brand, category or visibility changed: what search finds it by. A
   * source of many such changes rebuilds search once at its end (`ProductUpkeep.reindex`).
   */
  wordsChanged = false;
  private readonly reads = new Map<string, Promise<unknown>>();

  /** What `read` gives, read once for the batch (its transaction sees no one else's change of it). */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let value = this.reads.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      this.reads.set(key, value);
      // A read that failed is tried again by the next row, not failed for it.
      value.catch(() => this.reads.delete(key));
    }
    return value;
  }

  product(id: number, stockOnly: boolean, wordsChanged: boolean): void {
    this.productIds.add(id);
    this.stockOnly &&= stockOnly;
    this.wordsChanged ||= wordsChanged;
  }

  get empty(): boolean {
    return !this.tree && this.productIds.size === 0;
  }
}

/** The batch's one event, in the transaction that made its changes; nothing when nothing changed. */
export async function publishBatch(outbox: Outbox, tx: Tx, batch: ChangeBatch): Promise<void> {
  if (batch.empty) return;
  await outbox.add(
    tx,
    "catalogue.changed",
    batch.tree
      ? { productIds: [], kind: "tree" }
      : { productIds: [...batch.productIds], kind: batch.stockOnly ? "stock" : "details" },
  );
}
