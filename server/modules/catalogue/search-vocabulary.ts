import type { CatalogueRepository } from "./catalogue.repository.ts";

export interface QueryTerm {
  /** What the shopper typed, folded. */
  typed: string;
  /** Words to look for: the typed prefix itself, or its closest known words when nothing starts with it. */
  words: string[];
  /** True when `words` are corrections (matched whole), false when `typed` is a prefix. */
  corrected: boolean;
  /**
   * Whole words matched besides the typed prefix: the Uzbek forms whose final k turns to g before a vowel
   * (eshik -> eshigi, bo'yoq -> bo'yog'i), which the prefix misses.
   */
  forms: string[];
  /** At most this many products match the term: the products of every word it stands for, summed. */
  products: number;
}

/** Words this short are prefixes being typed; a typo is assumed only from five letters on. */
const TYPO_MIN_LENGTH = 5;
/**
 * pg_trgm's measure; a swapped pair of letters in a six-letter word scores 0.27, a wrong letter about 0.4.
 */
const MIN_SIMILARITY = 0.25;

/**
 * Uzbek voices a final k (q) before a vowel suffix: eshik "door", xona eshigi "room's door". Forms up to this
 * many letters longer than the typed word are looked up.
 */
const VOICED_SUFFIX_MAX = 4;
const VOICED_MIN_LENGTH = 4;

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
  /** The words in code unit order, and beside each the products of the words up to it (prefix sums). */
  private sorted: string[] = [];
  private productsBefore: number[] = [0];
  private productsOf = new Map<string, number>();
  /** Products in the search table: what a term's `products` is a share of. */
  productCount = 0;

  constructor(private readonly repository: Pick<CatalogueRepository, "vocabulary">) {}

  async reload() {
    const { words: rows, productCount } = await this.repository.vocabulary();
    this.words = rows.map((r) => ({ ...r, grams: trigrams(r.word) }));
    const sorted = [...rows].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    this.sorted = sorted.map((r) => r.word);
    this.productsBefore = [0];
    for (const r of sorted) this.productsBefore.push(this.productsBefore.at(-1)! + r.products);
    this.productCount = productCount;
    this.productsOf = new Map(rows.map((r) => [r.word, r.products]));
  }

  /** Known words that are `typed` with its final k voiced and a suffix added (eshik -> eshigi). */
  private voicedForms(typed: string): string[] {
    if (typed.length < VOICED_MIN_LENGTH || !typed.endsWith("k")) return [];
    const stem = `${typed.slice(0, -1)}g`;
    const out: string[] = [];
    for (let i = this.lowerBound(stem); i < this.sorted.length; i++) {
      const word = this.sorted[i]!;
      if (!word.startsWith(stem)) break;
      if (
        word.length > stem.length &&
        word.length <= typed.length + VOICED_SUFFIX_MAX &&
        /^[aeiou]/.test(word.slice(stem.length))
      )
        out.push(word);
    }
    return out;
  }

  /** Index of the first known word not before `prefix`. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Products of the known words starting with `prefix`, summed: at least the products the prefix matches. */
  prefixProducts(prefix: string): number {
    const from = this.lowerBound(prefix);
    // Every word starting with the prefix sorts before the prefix followed by the highest code unit.
    const to = this.lowerBound(`${prefix}\uffff`);
    return this.productsBefore[to]! - this.productsBefore[from]!;
  }

  /**
   * A query word that starts some known word stays a prefix. A word of five letters or more that starts none
   * is taken as a typo and replaced by up to three known words most like it (near in length, most products
   * first).
   */
  resolve(typedWords: string[]): QueryTerm[] {
    return typedWords.map((typed) => {
      const forms = this.voicedForms(typed);
      const prefix = {
        typed,
        words: [typed],
        corrected: false,
        forms,
        products: forms.reduce((n, w) => n + (this.productsOf.get(w) ?? 0), this.prefixProducts(typed)),
      };
      if (typed.length < TYPO_MIN_LENGTH || prefix.products > 0) return prefix;
      const grams = trigrams(typed);
      const near = this.words
        .filter((w) => Math.abs(w.word.length - typed.length) <= 2)
        .map((w) => ({ word: w.word, products: w.products, score: similarity(grams, w.grams) }))
        .filter((w) => w.score >= MIN_SIMILARITY)
        .sort((a, b) => b.score - a.score || b.products - a.products)
        .slice(0, 3);
      if (near.length === 0) return prefix;
      return {
        typed,
        words: near.map((w) => w.word),
        corrected: true,
        forms: [],
        products: near.reduce((n, w) => n + w.products, 0),
      };
    });
  }
}
