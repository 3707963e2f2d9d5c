/**
 * A least-recently-used map bounded both by entry count and by a byte total the caller estimates per entry,
 * so neither many small entries nor a few large ones can grow the process without end. A Map keeps
 * insertion order, so re-inserting on every read makes its first key the least recently used.
 */
export class ByteLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly options: {
      maxBytes: number;
      maxEntries: number;
      weigh: (key: K, value: V) => number;
      /** Told of every entry that leaves, whether evicted, replaced or deleted (not on clear). */
      onDelete?: (key: K, value: V) => void;
    },
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** The value without counting it as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** An entry heavier than the whole budget is not kept at all (the caller still has its value). */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.options.weigh(key, value);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
  }

  /** An entry that grew after it was stored (e.g. a compressed copy made on demand) is charged for it. */
  grow(key: K, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.total += bytes;
    this.evict();
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.total -= entry.bytes;
    this.options.onDelete?.(key, entry.value);
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  private evict() {
    while (this.total > this.options.maxBytes || this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.delete(oldest.value);
    }
  }
}
