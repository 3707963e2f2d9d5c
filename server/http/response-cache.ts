import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { ByteLru } from "../platform/lru-bytes.ts";

export interface CachedAnswer {
  value: unknown;
  body: string;
  etag: string;
  gzip?: Buffer;
  /** Set on a stored answer: charges the cache for the gzip copy made later. */
  charge?: (bytes: number) => void;
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
 * serialised with its ETag (and a gzip copy made on first demand), and dropped whole when anything is
 * written. Bounded by an estimate of the bytes it holds and by count, the least recently used going first,
 * so a crawl of distinct list URLs costs at most the budget.
 */
export class ResponseCache {
  private readonly entries: ByteLru<string, CachedAnswer>;
  private generation = 0;
  /**
   * Lookups answered from the cache and not; the bench reports them to show its list run is served cached.
   */
  hits = 0;
  misses = 0;
  readonly maxBytes: number;

  constructor(options: { maxBytes?: number; maxEntries?: number } = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.entries = new ByteLru({
      maxBytes: this.maxBytes,
      maxEntries: options.maxEntries ?? 20_000,
      weigh: answerBytes,
    });
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) this.hits++;
    else this.misses++;
    return hit;
  }

  set(key: string, value: unknown): CachedAnswer {
    const entry = makeAnswer(value, this.generation);
    entry.charge = (bytes) => {
      if (this.entries.peek(key) === entry) this.entries.grow(key, bytes);
    };
    this.entries.set(key, entry);
    return entry;
  }

  /** Everything written to the catalogue or the content goes through here. */
  clear() {
    this.entries.clear();
    this.generation++;
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
