import type { Database } from "../../db/database.port.ts";
import { waitForReplica } from "../../db/replica.ts";
import type { CacheBus } from "../../platform/cache-bus.port.ts";
import type { CacheInvalidation, OutboxSubscriber } from "../../platform/outbox.port.ts";

/**
 * Telling every process to drop what it cached. Catalogue answers are dropped only once the read replica has
 * the change, or a read from it would cache the old answer again; likes are read from the primary, so theirs
 * go at once.
 */
export function cacheInvalidation(deps: {
  bus: CacheBus;
  primary: Database;
  replica: Database | null;
  warn: (message: string) => void;
}) {
  const { bus, primary, replica } = deps;
  const invalidate = async (message: CacheInvalidation) => {
    if (replica && message.scope !== "likes" && !(await waitForReplica(primary, replica)))
      deps.warn("the read replica is more than 5 s behind; dropping cached answers anyway");
    await bus.publish(message);
  };
  return {
    invalidate,
    /** The outbox's `cache.invalidate`, which modules write when what they changed is cached. */
    handlers: { "cache.invalidate": invalidate } satisfies OutboxSubscriber,
  };
}

/** What each process drops when the bus says so. */
export function dropOnInvalidation(
  bus: CacheBus,
  drop: {
    likes: (owner: string) => void;
    answers: () => void;
    products: (ids: number[]) => void;
    lists: (ids: number[]) => void;
    catalogue: () => void;
  },
) {
  bus.subscribe((message) => {
    if (message.scope === "likes") drop.likes(message.owner);
    else if (message.scope === "answers") drop.answers();
    else if (message.scope === "products") drop.products(message.ids);
    else if (message.scope === "lists") drop.lists(message.ids);
    else drop.catalogue();
  });
}
