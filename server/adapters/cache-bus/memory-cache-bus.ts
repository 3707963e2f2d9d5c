import type { CacheBus } from "../../platform/cache-bus.port.ts";
import type { CacheInvalidation } from "../../platform/outbox.port.ts";

/** One process: a message reaches this process's subscribers directly. */
export class MemoryCacheBus implements CacheBus {
  private readonly listeners: ((message: CacheInvalidation) => void)[] = [];

  async publish(message: CacheInvalidation) {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: CacheInvalidation) => void) {
    this.listeners.push(listener);
  }

  async close() {}
}
