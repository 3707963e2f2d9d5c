import { createHash } from "node:crypto";

/** robots.txt and the sitemaps: the same for every visitor of one origin, so built once and kept a while. */
export const SEO_FILE = /^\/(?:robots\.txt|sitemap\.xml|sitemap-pages\.xml|sitemap-products-\d{1,6}\.xml)$/;

export interface SeoAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
  etag: string;
}

interface Entry {
  answer: SeoAnswer;
  bytes: number;
  expires: number;
}

/**
 * Built SEO files by origin and path, for `ttlMs`, at most `maxBytes` of text (the oldest go first). Only
 * 200 answers are kept; concurrent requests for a file being built share its one build.
 */
export class SeoFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<SeoAnswer>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 48 * 1024 * 1024,
    private readonly ttlMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, build: () => Promise<Omit<SeoAnswer, "etag">>): Promise<SeoAnswer> {
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) return kept.answer;
    if (kept) this.drop(key, kept);
    const pending = this.building.get(key);
    if (pending) return pending;
    const made = build().then((built) => {
      const answer = { ...built, etag: `"${createHash("sha1").update(built.body).digest("base64url")}"` };
      if (answer.status === 200) this.keep(key, answer);
      return answer;
    });
    this.building.set(key, made);
    try {
      return await made;
    } finally {
      this.building.delete(key);
    }
  }

  private keep(key: string, answer: SeoAnswer) {
    const bytes = answer.body.length;
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    for (const [k, e] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.drop(k, e);
    }
    this.entries.set(key, { answer, bytes, expires: this.now() + this.ttlMs });
    this.bytes += bytes;
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
