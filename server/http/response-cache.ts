import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { ByteLru } from "../platform/lru-bytes.ts";
import { ProductDrops } from "./product-drops.ts";

export interface CachedAnswer {
  value: unknown;
  body: string;
  etag: string;
  gzip?: Buffer;
  /** When the answer began to be built (ms since the epoch): an invalidation after that makes it stale. */
  since?: number;
  /** Set on a stored answer: charges the cache for the gzip copy made later. */
  charge?: (bytes: number) => void;
  /** The products whose stock the answer shows. */
  products?: readonly number[];
}

/**
 * The ids of the products an answer shows the stock of: every object carrying `realtime_count` (a card, a
 * product page) is one.
 */
export function productIdsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) {
    for (const item of value) productIdsIn(item, into);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("realtime_count" in record && typeof record.id === "number") into.add(record.id);
    for (const item of Object.values(record)) if (typeof item === "object") productIdsIn(item, into);
  }
  return into;
}

/**
 * What one stored answer holds in memory, estimated: key and body as two-byte strings (Cyrillic titles make
 * them so), the parsed value kept for marking likes at about twice its JSON, and a small fixed overhead.
 * Measured, it errs on the safe side: 316 list answers of 48 products estimated at 64 MB grew the heap by
 * 54 MB (scripts/response-cache-rss.ts at 30,000 products).
 */
export function answerBytes(key: string, entry: CachedAnswer): number {
  // Body twice over: once as the string, once as the parsed value.
  return 2 * key.length + 4 * entry.body.length + 512 + (entry.gzip?.length ?? 0);
}

/**
 * Catalogue answers change only when the catalogue does, so each is built once per URL and language, kept
 * serialised with its ETag (and a gzip copy made on first demand), and dropped whole when the catalogue is
 * written, or one by one when only some products' stock moved (an order): an answer stored with the products
 * it shows is found again by their ids. Bounded by an estimate of the bytes it holds and by count, the least
 * recently used going first, so a crawl of distinct list URLs costs at most the budget.
 */
export class ResponseCache {
  private readonly entries: ByteLru<string, CachedAnswer>;
  private generation = 0;
  /** Caches built from these answers (the pages' HTML), dropped with them. */
  private readonly followers: { clear(): void; dropProducts(ids: Iterable<number>): unknown }[] = [];
  /**
   * Lookups answered from the cache and not; the bench reports them to show its list run is served cached.
   */
  hits = 0;
  misses = 0;
  readonly maxBytes: number;
  /**
   * Which answers show each product, and when each product's answers were last dropped: in the clock's ms,
   * since another worker's answer says in them when its building began.
   */
  private readonly drops = new ProductDrops(Date.now);
  /** Told of every answer this process built and kept, to hand to the other workers (shared-answers.ts). */
  private readonly storeListeners: ((key: string, entry: CachedAnswer) => void)[] = [];

  constructor(options: { maxBytes?: number; maxEntries?: number } = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.entries = new ByteLru({
      maxBytes: this.maxBytes,
      maxEntries: options.maxEntries ?? 20_000,
      weigh: answerBytes,
      onDelete: (key, entry) => this.unindex(key, entry),
    });
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) this.hits++;
    else this.misses++;
    return hit;
  }

  /**
   * `products`: the products whose stock the answer shows, so `dropProducts` finds it. `since`: when its
   * building began; an answer that an invalidation arrived during is answered but not kept, since it may
   * show what that invalidation replaced.
   */
  set(key: string, value: unknown, products: Iterable<number> = [], since?: number): CachedAnswer {
    const entry = makeAnswer(value, this.generation);
    entry.products = [...products];
    entry.since = since;
    if (since !== undefined && this.drops.staleSince(since, entry.products)) return entry;
    this.keep(key, entry);
    if (this.entries.peek(key) === entry) for (const listener of this.storeListeners) listener(key, entry);
    return entry;
  }

  /**
   * An answer another worker built (its body, ETag and products, and when it began): kept unless this
   * process already has one for the key or heard since of an invalidation that touches it. Its value is
   * parsed from the body only when something asks for it (marking likes).
   */
  adopt(key: string, answer: { body: string; etag: string; products: readonly number[]; since: number }) {
    if (this.entries.has(key) || this.drops.staleSince(answer.since, answer.products)) return;
    let value: unknown;
    const entry: CachedAnswer = {
      body: answer.body,
      etag: answer.etag,
      products: [...answer.products],
      since: answer.since,
      get value() {
        return (value ??= JSON.parse(answer.body));
      },
    };
    this.keep(key, entry);
  }

  /** `listener` hears of every answer built here and kept (not of adopted ones). */
  onStore(listener: (key: string, entry: CachedAnswer) => void) {
    this.storeListeners.push(listener);
  }

  private keep(key: string, entry: CachedAnswer) {
    entry.charge = (bytes) => {
      if (this.entries.peek(key) === entry) this.entries.grow(key, bytes);
    };
    this.entries.set(key, entry);
    if (this.entries.peek(key) === entry) this.drops.index(key, entry.products ?? []);
  }

  /**
   * Whatever drops answers here, a bus message or a module's own write, drops the same from `follower`: a
   * cache of things made from these answers (server/http/page-cache.ts) can never outlive them.
   */
  alsoDrop(follower: { clear(): void; dropProducts(ids: Iterable<number>): unknown }) {
    this.followers.push(follower);
  }

  /** Drops the stored answers that show any of these products; answers the number dropped. */
  dropProducts(ids: Iterable<number>): number {
    const list = [...ids];
    const keys = this.drops.drop(list);
    for (const follower of this.followers) follower.dropProducts(list);
    let dropped = 0;
    for (const key of keys) if (this.entries.delete(key)) dropped++;
    return dropped;
  }

  /** Everything written to the catalogue or the content goes through here. */
  clear() {
    this.entries.clear();
    this.drops.clear();
    this.generation++;
    for (const follower of this.followers) follower.clear();
  }

  private unindex(key: string, entry: CachedAnswer) {
    this.drops.unindex(key, entry.products ?? []);
  }

  get size() {
    return this.entries.size;
  }

  /** The estimated bytes held now; never above maxBytes. */
  get bytes() {
    return this.entries.bytes;
  }
}

export function makeAnswer(value: unknown, salt: number | string = ""): CachedAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(body).update(String(salt)).digest("base64url").slice(0, 20)}"`;
  return { value, body, etag };
}

export function gzipOf(entry: CachedAnswer): Buffer {
  if (!entry.gzip) {
    entry.gzip = gzipSync(entry.body, { level: 6 });
    entry.charge?.(entry.gzip.length);
  }
  return entry.gzip;
}
