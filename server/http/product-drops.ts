/**
 * What the answer cache and the page cache both keep beside their entries: which stored keys show each
 * product, so a product's drop finds them, and when each product (or everything) was last dropped, so a thing
 * whose building began before a drop that concerns it is not kept (it may show what the drop replaced).
 *
 * A moment is a number from `stamp`: the clock's milliseconds where a moment crosses processes (another
 * worker's answer says when its building began), or a counter that every call advances. A drop at the same
 * moment as a building's start counts as after it: a tie costs one answer not kept, never a stale one kept.
 */
export class ProductDrops {
  private readonly keys = new Map<number, Set<string>>();
  private readonly droppedAt = new Map<number, number>();
  private clearedAt = Number.NEGATIVE_INFINITY;

  constructor(
    /** A moment: never less than the one before. */
    readonly stamp: () => number,
    /** Past this many products remembered, they are all forgotten and everything before counts as dropped. */
    private readonly maxRemembered = 20_000,
  ) {}

  /** Whether something whose building began at `since` and that shows `products` was dropped since. */
  staleSince(since: number, products: readonly number[]): boolean {
    if (since <= this.clearedAt) return true;
    return products.some((id) => since <= (this.droppedAt.get(id) ?? Number.NEGATIVE_INFINITY));
  }

  index(key: string, products: readonly number[]) {
    for (const id of products) {
      let keys = this.keys.get(id);
      if (!keys) this.keys.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  unindex(key: string, products: readonly number[]) {
    for (const id of products) {
      const keys = this.keys.get(id);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keys.delete(id);
    }
  }

  /** Notes the products' drop and answers the stored keys that show any of them. */
  drop(ids: readonly number[]): string[] {
    const now = this.stamp();
    if (this.droppedAt.size > this.maxRemembered) this.forget(now);
    for (const id of ids) this.droppedAt.set(id, now);
    return [...new Set(ids.flatMap((id) => [...(this.keys.get(id) ?? [])]))];
  }

  /** Everything was dropped: nothing begun before now is kept. */
  clear() {
    this.keys.clear();
    this.forget(this.stamp());
  }

  private forget(now: number) {
    this.droppedAt.clear();
    this.clearedAt = now;
  }
}
