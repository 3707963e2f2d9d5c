import type { CacheInvalidation } from "./outbox.port.ts";

/**
 * Tells every server process that something it keeps in memory changed. In one process it calls the
 * subscribers directly; with REDIS_URL set it goes through Redis pub/sub, so every process, this one
 * included, hears it.
 */
export interface CacheBus {
  publish(message: CacheInvalidation): Promise<void>;
  subscribe(listener: (message: CacheInvalidation) => void): void;
  close(): Promise<void>;
}
