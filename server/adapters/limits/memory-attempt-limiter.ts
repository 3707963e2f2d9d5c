import type { AttemptCount, AttemptLimiter } from "../../platform/attempt-limiter.port.ts";

/** One process: counts in a bounded Map, each key forgotten when its window ends. */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly counts = new Map<string, { count: number; endsAtMs: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const now = this.now();
    const current = this.counts.get(key);
    const entry = current && current.endsAtMs > now ? current : { count: 0, endsAtMs: now + windowMs };
    entry.count++;
    this.counts.delete(key);
    this.counts.set(key, entry);
    if (this.counts.size > this.limit) this.counts.delete(this.counts.keys().next().value as string);
    return { count: entry.count, retryInMs: entry.endsAtMs - now };
  }

  async peek(key: string): Promise<AttemptCount> {
    const now = this.now();
    const entry = this.counts.get(key);
    return entry && entry.endsAtMs > now
      ? { count: entry.count, retryInMs: entry.endsAtMs - now }
      : { count: 0, retryInMs: 0 };
  }

  async close() {}
}
