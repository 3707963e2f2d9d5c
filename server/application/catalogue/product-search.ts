import { sql, type SQL } from "drizzle-orm";
import type { QueryTerm } from "./search-words.ts";

/** One sort key of the search query: an expression over `s` (product_search) or `products`, and its direction. */
export interface SortKey {
  expr: SQL;
  desc?: boolean;
}

export interface ProductSearch {
  /** The text for `to_tsquery('simple', ...)`: every term must match (&), a corrected term by any of its words (|). */
  tsquery: string;
  /** Relevance order over `s`: the rank, then the query standing whole in a title, then sales. */
  order: SortKey[];
}

/**
 * The match and ranking for `search`, from terms already folded with the domain's search key (so every script
 * lands on the key the products were indexed under) and typo-corrected (search-words.ts). Every term must match a
 * word of the product's key (the tsvector index of product_search, alias `s`). Ranking: the whole query equal to a
 * title, then a title starting with it as whole words, then as a prefix, then typed prefixes over corrected words;
 * ties by the query standing whole in a title, then sales.
 */
export function productSearch(terms: QueryTerm[]): ProductSearch | null {
  if (terms.length === 0) return null;
  // Folded words are [a-z0-9]+ only, so they need no quoting inside the tsquery text.
  const tsquery = terms
    .map((t) => (t.corrected ? `(${t.words.join(" | ")})` : `${t.words[0]}:*`))
    .join(" & ");
  const query = terms.map((t) => t.words[0]).join(" ");
  const anyCorrected = terms.some((t) => t.corrected);
  const rank = sql`CASE
    WHEN s.title_keys LIKE ${`%|${query}|%`} THEN 0
    WHEN s.title_keys LIKE ${`%|${query} %`} THEN 1
    WHEN s.title_keys LIKE ${`%|${query}%`} THEN 2
    ELSE ${sql.raw(anyCorrected ? "4" : "3")} END`;
  // Then titles holding the query as one run of words. Trigram similarity ranked better ties but cost a third
  // of a millisecond per candidate on PGlite, hundreds of milliseconds for a two-letter query.
  const apart = sql`(strpos(s.title_keys, ${query}) = 0)`;
  return { tsquery, order: [{ expr: rank }, { expr: apart }, { expr: sql`s.sold_count`, desc: true }] };
}
