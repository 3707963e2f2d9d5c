import { and, or, sql, type SQL } from "drizzle-orm";
import { products } from "../../db/schema/index.ts";
import type { QueryTerm } from "./search-words.ts";

export interface ProductSearch {
  where: SQL;
  order: SQL[];
}

const matchesWord = (word: string, prefix: boolean) =>
  sql`to_tsvector('simple', ${products.searchKey}) @@ to_tsquery('simple', ${prefix ? `${word}:*` : word})`;

/**
 * The filter and ranking for `search`, from terms already folded with the domain's search key (so every script
 * lands on the key the products were indexed under) and typo-corrected (search-words.ts). Every term must match
 * a word of the product's key (the tsvector index). Ranking: the whole query equal to a title, then a title
 * starting with it as whole words, then as a prefix, then typed prefixes over corrected words; ties by the query standing whole in a title, then sales.
 */
export function productSearch(terms: QueryTerm[]): ProductSearch | null {
  if (terms.length === 0) return null;
  const matches = terms.map((t) => or(...t.words.map((w) => matchesWord(w, !t.corrected)))!);
  const query = terms.map((t) => t.words[0]).join(" ");
  const anyCorrected = terms.some((t) => t.corrected);
  const rank = sql`CASE
    WHEN ${products.titleKeys} LIKE ${`%|${query}|%`} THEN 0
    WHEN ${products.titleKeys} LIKE ${`%|${query} %`} THEN 1
    WHEN ${products.titleKeys} LIKE ${`%|${query}%`} THEN 2
    ELSE ${anyCorrected ? 4 : 3} END`;
  // Then titles holding the query as one run of words. Trigram similarity ranked better ties but cost a third
  // of a millisecond per candidate on PGlite, hundreds of milliseconds for a two-letter query.
  const contiguous = sql`(strpos(${products.titleKeys}, ${query}) = 0)`;
  return { where: and(...matches)!, order: [rank, contiguous] };
}
