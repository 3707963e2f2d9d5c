import { Redis } from "ioredis";
import type { CacheBus } from "../../platform/cache-bus.port.ts";
import type { CacheInvalidation } from "../../platform/outbox.port.ts";

export const CACHE_CHANNEL = "qb:cache-invalidation";

function parse(text: string): CacheInvalidation | null {
  try {
    const value = JSON.parse(text) as Partial<CacheInvalidation>;
    if (value.scope === "catalogue") return { scope: "catalogue" };
    if (value.scope === "answers") return { scope: "answers" };
    if (value.scope === "likes" && typeof value.owner === "string")
      return { scope: "likes", owner: value.owner };
    if ((value.scope === "products" || value.scope === "lists") && Array.isArray(value.ids)) {
      const ids = value.ids.filter((id): id is number => Number.isSafeInteger(id));
      return { scope: value.scope, ids };
    }
  } catch {
    // A foreign or broken message on our channel is ignored.
  }
  return null;
}

/**
 * Several processes: every message goes through a Redis channel, and every process (this one too) hears it on
 * a second connection, which pub/sub takes over whole.
 */
export class RedisCacheBus implements CacheBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: ((message: CacheInvalidation) => void)[] = [];
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel = CACHE_CHANNEL,
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    // ioredis reconnects by itself; an outage is what /readyz reports, not an unhandled event in the log.
    for (const client of [this.publisher, this.subscriber]) client.on("error", () => {});
    this.subscriber.on("message", (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parse(text);
      if (message) for (const listener of this.listeners) listener(message);
    });
    this.ready = this.subscriber.subscribe(this.channel);
  }

  /** Resolves once this process hears the channel, so nothing published after start-up is missed. */
  async connected() {
    await this.ready;
  }

  async publish(message: CacheInvalidation) {
    await this.publisher.publish(this.channel, JSON.stringify(message));
  }

  subscribe(listener: (message: CacheInvalidation) => void) {
    this.listeners.push(listener);
  }

  async close() {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
