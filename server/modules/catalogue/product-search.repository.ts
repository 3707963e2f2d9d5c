import type { SQL } from "drizzle-orm";
import type { QueryTerm } from "./search-vocabulary.ts";

/**
 * One sort key of the search query: an expression over `s` (product_search) or `products`, and its direction.
 */
export interface SortKey {
  expr: SQL;
  desc?: boolean;
}

export interface ProductSearch {
  /**
   * The text for `to_tsquery('simple', ...)`: every term must match (&), a corrected term by any of its words
   * (|).
   */
  tsquery: string;
  /**
   * The part of `tsquery` asked of the GIN index: without the prefixes shorter than INDEX_MIN_PREFIX while a
   * longer term remains (a one-letter prefix reads the posting lists of every word under that letter: 11 ms
   * at 300,000 products for "truba p"). The rows it finds are then checked against the whole query.
   */
  indexQuery: string;
  /**
   * Every term a prefix shorter than INDEX_MIN_PREFIX ("se", "g'"): the first keystrokes, matching the most.
   */
  onlyShortPrefixes: boolean;
}

/**
 * About how many of `products` match every term: each term's share (from the vocabulary's products per word,
 * an overcount when a product holds several words of a prefix) multiplied as if the terms were independent.
 * Words that go together (sement, m500) match more than that, which only leads to the index, never to a long
 * scan.
 */
export function estimatedMatches(terms: QueryTerm[], products: number): number {
  if (products === 0) return 0;
  return terms.reduce((n, t) => n * Math.min(1, t.products / products), products);
}

/**
 * Whether reading product_search in order, best sellers first, finds `cap` matches sooner than the word
 * index. The index reads every match's entry (0.45 us each on PostgreSQL, "se" at 300,000 products: 22,000
 * entries, 10 ms) before the first row; the scan tests 0.3 us a row and stops at the cap, after about cap /
 * share rows. The two meet where matches^2 = cap * products * 0.3 / 0.45. The query is prepared, and a
 * generic plan cannot see the share, so the query's form makes the choice (products-list.ts). 3,200 matches
 * at 30,000 products and a cap of 500; 10,000 at 300,000.
 */
export function scanBeatsIndex(matches: number, cap: number, products: number): boolean {
  return matches * matches > (cap * products * 2) / 3;
}

const INDEX_MIN_PREFIX = 3;

/**
 * The match for `search`, from terms already folded with the domain's search key (so every script lands on
 * the key the products were indexed under) and typo-corrected (search-words.ts): every term must match a word
 * of the product's key (the tsvector index of product_search, alias `s`). The relevance order is
 * search-rank.ts.
 */
export function productSearch(terms: QueryTerm[]): ProductSearch | null {
  if (terms.length === 0) return null;
  // Folded words are [a-z0-9]+ only, so they need no quoting inside the tsquery text.
  const part = (t: QueryTerm) =>
    t.corrected
      ? `(${t.words.join(" | ")})`
      : t.forms.length > 0
        ? `(${t.words[0]}:* | ${t.forms.join(" | ")})`
        : `${t.words[0]}:*`;
  const tsquery = terms.map(part).join(" & ");
  const selective = terms.filter((t) => t.corrected || t.typed.length >= INDEX_MIN_PREFIX);
  const longest = [...terms].sort((a, b) => b.typed.length - a.typed.length)[0]!;
  const indexQuery = (selective.length > 0 ? selective : [longest]).map(part).join(" & ");
  return { tsquery, indexQuery, onlyShortPrefixes: selective.length === 0 };
}
