import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryAttemptLimiter } from "../../server/adapters/limits/memory-attempt-limiter.ts";
import { RedisAttemptLimiter } from "../../server/adapters/limits/redis-attempt-limiter.ts";
import type { AttemptLimiter } from "../../server/platform/attempt-limiter.port.ts";

const REDIS_URL = process.env.REDIS_URL;

/**
 * Two limiters that count together (two processes on one Redis; one process's Map twice), and a way to end
 * a key's window.
 */
interface Pair {
  a: AttemptLimiter;
  b: AttemptLimiter;
  endWindow(key: string): Promise<void>;
}

function memoryPair(): Pair {
  let now = 1_000_000;
  const limiter = new MemoryAttemptLimiter(() => now);
  return {
    a: limiter,
    b: limiter,
    endWindow: async () => {
      now += 3_600_000;
    },
  };
}

const opened: { close(): Promise<void> | void }[] = [];
afterAll(async () => {
  for (const item of opened) await item.close();
});

function redisPair(): Pair {
  const prefix = `qb-test-${randomBytes(6).toString("hex")}:`;
  const [a, b] = [new RedisAttemptLimiter(REDIS_URL!, prefix), new RedisAttemptLimiter(REDIS_URL!, prefix)];
  const redis = new Redis(REDIS_URL!);
  opened.push(a, b, { close: () => void redis.disconnect() });
  return { a, b, endWindow: async (key) => void (await redis.del(prefix + key)) };
}

const ADAPTERS: [string, () => Pair][] = [["memory", memoryPair]];
if (REDIS_URL) ADAPTERS.push(["redis", redisPair]);

describe.each(ADAPTERS)("the attempt limiter in %s", (_name, make) => {
  it("gives at most `limit` places to any number of reservations at once, from both limiters", async () => {
    const { a, b } = make();
    const all = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).reserve("burst", 10, 60_000)),
    );
    expect(all.filter((r) => r.ok)).toHaveLength(10);
    const refused = all.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.retryInMs).toBeGreaterThan(50_000);
    // A refused reservation counts nothing.
    expect(await a.peek("burst")).toMatchObject({ count: 10 });
  });

  it("takes back a released place, once, and only into the window it was taken in", async () => {
    const { a, b, endWindow } = make();
    const first = await a.reserve("k", 2, 60_000);
    const second = await b.reserve("k", 2, 60_000);
    expect((await a.reserve("k", 2, 60_000)).ok).toBe(false);
    if (!first.ok || !second.ok) throw new Error("both places were free");
    await b.release(first.reservation);
    expect(await a.peek("k")).toMatchObject({ count: 1 });
    expect((await a.reserve("k", 2, 60_000)).ok).toBe(true);
    await endWindow("k");
    expect((await b.reserve("k", 2, 60_000)).ok).toBe(true);
    // The old window's place is not given to the new one.
    await a.release(second.reservation);
    expect(await a.peek("k")).toMatchObject({ count: 1 });
  });

  it("keeps the window of the first attempt across both limiters", async () => {
    const { a, b } = make();
    expect(await a.hit("h", 60_000)).toMatchObject({ count: 1 });
    const second = await b.hit("h", 5_000);
    expect(second.count).toBe(2);
    expect(second.retryInMs).toBeGreaterThan(5_000);
    expect(await a.peek("h")).toMatchObject({ count: 2 });
    expect(await a.peek("other")).toEqual({ count: 0, retryInMs: 0 });
    const reserved = await a.reserve("r", 5, 60_000);
    expect(reserved.ok).toBe(true);
    const later = await b.reserve("r", 5, 1_000);
    expect(later.ok).toBe(true);
    expect((await b.peek("r")).retryInMs).toBeGreaterThan(1_000);
  });
});
