import type {
  AttemptCount,
  AttemptLimiter,
  Reservation,
  Reserved,
} from "../../platform/attempt-limiter.port.ts";

interface Entry {
  count: number;
  endsAtMs: number;
  /** Names the window for release: a new window is a new entry with a new number. */
  window: number;
}

/**
 * One process: counts in a bounded Map, each key forgotten when its window ends. No method awaits between
 * reading the Map and writing it, so calls at once cannot interleave inside one.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly counts = new Map<string, Entry>();
  private windows = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const now = this.now();
    const entry = this.touch(key, this.live(key, now) ?? this.fresh(now, windowMs));
    entry.count++;
    return { count: entry.count, retryInMs: entry.endsAtMs - now };
  }

  async peek(key: string): Promise<AttemptCount> {
    const now = this.now();
    const entry = this.live(key, now);
    return entry ? { count: entry.count, retryInMs: entry.endsAtMs - now } : { count: 0, retryInMs: 0 };
  }

  async reserve(key: string, limit: number, windowMs: number): Promise<Reserved> {
    const now = this.now();
    const current = this.live(key, now);
    if (current && current.count >= limit) return { ok: false, retryInMs: current.endsAtMs - now };
    const entry = this.touch(key, current ?? this.fresh(now, windowMs));
    entry.count++;
    return { ok: true, reservation: { key, window: String(entry.window) } };
  }

  async release(reservation: Reservation): Promise<void> {
    const entry = this.live(reservation.key, this.now());
    if (entry && String(entry.window) === reservation.window && entry.count > 0) entry.count--;
  }

  async close() {}

  private live(key: string, now: number): Entry | undefined {
    const entry = this.counts.get(key);
    return entry && entry.endsAtMs > now ? entry : undefined;
  }

  private fresh(now: number, windowMs: number): Entry {
    return { count: 0, endsAtMs: now + windowMs, window: ++this.windows };
  }

  /** Keeps the key as the newest in the Map; past `limit` keys the least recently counted one goes. */
  private touch(key: string, entry: Entry): Entry {
    this.counts.delete(key);
    this.counts.set(key, entry);
    if (this.counts.size > this.limit) this.counts.delete(this.counts.keys().next().value as string);
    return entry;
  }
}
