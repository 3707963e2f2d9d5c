import { promisify } from "node:util";
import { brotliCompress, constants, gzip, gunzipSync } from "node:zlib";
import { ByteLru } from "../platform/lru-bytes.ts";
import { ProductDrops } from "./product-drops.ts";

export type PageEncoding = "br" | "gzip";

/** A page as everyone is shown it: status 200, its headers (never a Set-Cookie), its body and copies. */
export interface CachedPage {
  readonly headers: Readonly<Record<string, string>>;
  /** The HTML until both compressed copies are made; then only they are kept (a third of the bytes). */
  html: Buffer | null;
  readonly encoded: Readonly<Record<PageEncoding, Promise<Buffer>>>;
  /** The products whose stock the page shows. */
  readonly products: readonly number[];
  readonly storedAt: number;
}

/** Taken when a render starts: the moment against which later drops are told apart. */
export interface PageTicket {
  readonly since: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Estimated bytes one stored page holds: its key, its body and copies, and a small fixed overhead. */
function pageBytes(key: string, page: CachedPage, sizes: { br: number; gzip: number }): number {
  return 2 * key.length + (page.html?.length ?? 0) + sizes.br + sizes.gzip + 1024;
}

/**
 * The server-rendered HTML of anonymous pages (decision 0028), kept per page key (origin, theme, address)
 * and dropped by the same cache bus messages as the API answers: whole on `answers` and `catalogue`, page by
 * page on `products` (an order moved the stock of a product the page shows). Each stored page is
 * compressed once, off the main thread (brotli and gzip), and served as those bytes. Bounded by an estimate
 * of its bytes and by count, least recently used first, and by age: a page older than `maxAgeMs` is built
 * again, in case something it shows changed without a message.
 *
 * A render that started before a drop concerning it is not kept (`ticket`): it may have read the old
 * answers.
 */
export class PageCache {
  private readonly entries: ByteLru<string, CachedPage>;
  private readonly sizes = new WeakMap<CachedPage, { br: number; gzip: number }>();
  private moment = 0;
  /** Which pages show each product, and its last drop; moments from a counter, so no two are equal. */
  private readonly drops = new ProductDrops(() => ++this.moment);
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;
  readonly maxBytes: number;

  constructor(
    options: { maxBytes?: number; maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
  ) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    this.entries = new ByteLru({
      maxBytes: this.maxBytes,
      maxEntries: options.maxEntries ?? 10_000,
      weigh: (key, page) => pageBytes(key, page, this.sizes.get(page) ?? { br: 0, gzip: 0 }),
      onDelete: (key, page) => this.unindex(key, page),
    });
  }

  ticket(): PageTicket {
    return { since: this.drops.stamp() };
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page && this.now() - page.storedAt > this.maxAgeMs) this.entries.delete(key);
    else if (page) {
      this.hits++;
      return page;
    }
    this.misses++;
    return undefined;
  }

  /** The stored page, without counting a use (tests, the bench). */
  peek(key: string): CachedPage | undefined {
    return this.entries.peek(key);
  }

  /**
   * Keeps a rendered page, unless it is not one to keep: a status other than 200 (an error page is not the
   * page of its address), a Set-Cookie (one visitor's), or a drop since `ticket` that concerns it.
   */
  store(
    key: string,
    page: { status: number; headers: Record<string, string>; html: string; products: Iterable<number> },
    ticket: PageTicket,
  ): CachedPage | null {
    if (page.status !== 200 || Object.keys(page.headers).some((h) => h.toLowerCase() === "set-cookie"))
      return null;
    const products = [...page.products];
    if (this.drops.staleSince(ticket.since, products)) return null;
    const html = Buffer.from(page.html, "utf8");
    const entry: CachedPage = {
      headers: { ...page.headers },
      html,
      products,
      storedAt: this.now(),
      encoded: {
        br: brotli(html, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        }),
        gzip: gzipAsync(html, { level: 6 }),
      },
    };
    this.entries.set(key, entry);
    if (this.entries.peek(key) !== entry) return entry;
    this.drops.index(key, products);
    // Once both copies are made the HTML itself is let go; the copies are charged instead.
    void Promise.all([entry.encoded.br, entry.encoded.gzip]).then(
      ([br, gz]) => {
        const before = pageBytes(key, entry, { br: 0, gzip: 0 });
        this.sizes.set(entry, { br: br.length, gzip: gz.length });
        entry.html = null;
        if (this.entries.peek(key) === entry)
          this.entries.grow(key, pageBytes(key, entry, { br: br.length, gzip: gz.length }) - before);
      },
      () => undefined,
    );
    return entry;
  }

  /** The page's bytes in an encoding the client takes (null: as it is). */
  async body(page: CachedPage, encoding: PageEncoding | null): Promise<Buffer> {
    if (encoding) return page.encoded[encoding];
    return page.html ?? gunzipSync(await page.encoded.gzip);
  }

  /** Drops the pages that show any of these products. */
  dropProducts(ids: Iterable<number>): number {
    let dropped = 0;
    for (const key of this.drops.drop([...ids])) if (this.entries.delete(key)) dropped++;
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.drops.clear();
  }

  private unindex(key: string, page: CachedPage) {
    this.drops.unindex(key, page.products);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.bytes;
  }
}
