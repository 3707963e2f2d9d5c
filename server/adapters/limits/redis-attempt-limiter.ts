import { Redis } from "ioredis";
import type { AttemptCount, AttemptLimiter } from "../../platform/attempt-limiter.port.ts";

// One round trip, atomic: the first attempt of a window sets its expiry, later ones only count.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** Several processes: the counts live in Redis, under `prefix`. */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = "qb:attempts:",
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, retryInMs: Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<AttemptCount> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return count === null
      ? { count: 0, retryInMs: 0 }
      : { count: Number(count), retryInMs: Math.max(ttl, 0) };
  }

  async close() {
    this.redis.disconnect();
  }
}
