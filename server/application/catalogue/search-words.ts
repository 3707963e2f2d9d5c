import type { Queryable } from "../../db/database.port.ts";

/**
 * Rebuilds what search reads: the narrow `product_search` table (words, title keys, sales) and the vocabulary of
 * search-key words. Run after seeding and after any change to product titles or sales.
 */
export async function refreshSearchIndex(db: Queryable) {
  // TRUNCATE, not DELETE: the rows go back best sellers first into a fresh file, with no dead rows left behind.
  await db.query("TRUNCATE product_search");
  await db.query(`INSERT INTO product_search (id, words, title_keys, sold_count)
    SELECT id, strip(to_tsvector('simple', search_key)), title_keys, sold_count FROM products
    ORDER BY sold_count DESC, id DESC`);
  await db.query("ANALYZE product_search");
  await db.query("DELETE FROM search_words");
  await db.query(`INSERT INTO search_words (word, products)
    SELECT word, ndoc FROM ts_stat('SELECT words FROM product_search')`);
}

export interface QueryTerm {
  /** What the shopper typed, folded. */
  typed: string;
  /** Words to look for: the typed prefix itself, or its closest known words when nothing starts with it. */
  words: string[];
  /** True when `words` are corrections (matched whole), false when `typed` is a prefix. */
  corrected: boolean;
}

/** Words this short are prefixes being typed; a typo is assumed only from five letters on. */
const TYPO_MIN_LENGTH = 5;
/** pg_trgm's measure; a swapped pair of letters in a six-letter word scores 0.27, a wrong letter about 0.4. */
const MIN_SIMILARITY = 0.25;

/** Trigrams as pg_trgm forms them: the word padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / (a.size + b.size - common);
}

/**
 * The vocabulary of the products' search keys, in memory: a few thousand words, so typo correction costs
 * microseconds here instead of a trigram scan in the database (slow under PGlite's WebAssembly). Reload after
 * `refreshSearchIndex`.
 */
export class SearchVocabulary {
  private words: { word: string; products: number; grams: Set<string> }[] = [];
  private sorted: string[] = [];

  constructor(private readonly db: Queryable) {}

  async reload() {
    const rows = await this.db.query<{ word: string; products: number }>("SELECT word, products FROM search_words");
    this.words = rows.map((r) => ({ ...r, grams: trigrams(r.word) }));
    this.sorted = rows.map((r) => r.word).sort();
  }

  private startsSome(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo]!.startsWith(prefix);
  }

  /**
   * A query word that starts some known word stays a prefix. A word of five letters or more that starts none is
   * taken as a typo and replaced by up to three known words most like it (near in length, most products first).
   */
  resolve(typedWords: string[]): QueryTerm[] {
    return typedWords.map((typed) => {
      if (typed.length < TYPO_MIN_LENGTH || this.startsSome(typed)) return { typed, words: [typed], corrected: false };
      const grams = trigrams(typed);
      const near = this.words
        .filter((w) => Math.abs(w.word.length - typed.length) <= 2)
        .map((w) => ({ word: w.word, products: w.products, score: similarity(grams, w.grams) }))
        .filter((w) => w.score >= MIN_SIMILARITY)
        .sort((a, b) => b.score - a.score || b.products - a.products)
        .slice(0, 3)
        .map((w) => w.word);
      return near.length > 0 ? { typed, words: near, corrected: true } : { typed, words: [typed], corrected: false };
    });
  }
}
