/**
 * Runs the work given for one key one at a time, in arrival order, while other keys run freely: one
 * account's checkouts wait here in the process, holding no database connection, instead of each taking a
 * pooled connection to wait on the account's row lock (which starved every other shopper's reads).
 */
export class OneAtATime<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const tail = mine.catch(() => undefined);
    this.tails.set(key, tail);
    // The last one out forgets the key, so the map holds only keys with work waiting.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return mine;
  }

  /** Keys with work running or waiting (for tests). */
  get size() {
    return this.tails.size;
  }
}
