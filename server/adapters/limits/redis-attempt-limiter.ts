import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type {
  AttemptCount,
  AttemptLimiter,
  Reservation,
  Reserved,
} from "../../platform/attempt-limiter.port.ts";

// One round trip, atomic: the first attempt of a window sets its expiry, later ones only count.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// A reserved key holds "<window>:<places taken>"; a script runs whole before any other command, so of any
// number of reservations at once, in any number of processes, at most ARGV[1] find a free place.
const RESERVE = `local v = redis.call('GET', KEYS[1])
if not v then
  redis.call('SET', KEYS[1], ARGV[3] .. ':1', 'PX', ARGV[2])
  return {1, ARGV[3], tonumber(ARGV[2])}
end
local w, n = string.match(v, '^(.*):(%d+)$')
n = tonumber(n or v) or 0
w = w or ''
local ttl = redis.call('PTTL', KEYS[1])
if n >= tonumber(ARGV[1]) then return {0, w, ttl} end
redis.call('SET', KEYS[1], w .. ':' .. (n + 1), 'KEEPTTL')
return {1, w, ttl}`;

// Only into the window the place was taken in: once it has expired, a new window owes the old one nothing.
const RELEASE = `local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local w, n = string.match(v, '^(.*):(%d+)$')
if w ~= ARGV[1] or tonumber(n) < 1 then return 0 end
redis.call('SET', KEYS[1], w .. ':' .. (tonumber(n) - 1), 'KEEPTTL')
return 1`;

/** The places taken of a reserved key ("<window>:<n>"), or a plain counter's count. */
const countOf = (value: string) => Number(value.slice(value.lastIndexOf(":") + 1));

/** Several processes: the counts live in Redis, under `prefix`. */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = "qb:attempts:",
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // ioredis reconnects by itself; a refused call fails its request, and /readyz reports the outage.
    this.redis.on("error", () => {});
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
      : { count: countOf(count), retryInMs: Math.max(ttl, 0) };
  }

  async reserve(key: string, limit: number, windowMs: number): Promise<Reserved> {
    const window = randomBytes(8).toString("hex");
    const [taken, current, ttl] = (await this.redis.eval(
      RESERVE,
      1,
      this.prefix + key,
      String(limit),
      String(windowMs),
      window,
    )) as [number, string, number];
    return taken === 1
      ? { ok: true, reservation: { key, window: current } }
      : { ok: false, retryInMs: Math.max(ttl, 0) };
  }

  async release(reservation: Reservation): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + reservation.key, reservation.window);
  }

  async close() {
    this.redis.disconnect();
  }
}
