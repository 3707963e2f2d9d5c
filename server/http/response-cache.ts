import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

export interface CachedAnswer {
  value: unknown;
  body: string;
  etag: string;
  gzip?: Buffer;
}

/**
 * Catalogue answers change only when the catalogue does, so each is built once per URL and language, kept
 * serialised with its ETag (and a gzip copy made on first demand), and dropped whole when anything is
 * written. A bounded Map in insertion order gives a cheap LRU.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private generation = 0;
  /**
   * Lookups answered from the cache and not; the bench reports them to show its list run is served cached.
   */
  hits = 0;
  misses = 0;
  constructor(private readonly limit = 5000) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, hit);
    } else {
      this.misses++;
    }
    return hit;
  }

  set(key: string, value: unknown): CachedAnswer {
    const entry = makeAnswer(value, this.generation);
    this.entries.set(key, entry);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
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
}

export function makeAnswer(value: unknown, salt: number | string = ""): CachedAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(body).update(String(salt)).digest("base64url").slice(0, 20)}"`;
  return { value, body, etag };
}

export function gzipOf(entry: CachedAnswer): Buffer {
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}
