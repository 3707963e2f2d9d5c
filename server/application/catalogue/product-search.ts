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
 * starting with it, then typed prefixes over corrected words; ties by title similarity, then sales.
 */
export function productSearch(terms: QueryTerm[]): ProductSearch | null {
  if (terms.length === 0) return null;
  const matches = terms.map((t) => or(...t.words.map((w) => matchesWord(w, !t.corrected)))!);
  const query = terms.map((t) => t.words[0]).join(" ");
  const anyCorrected = terms.some((t) => t.corrected);
  const rank = sql`CASE
    WHEN ${products.titleKeys} LIKE ${`%|${query}|%`} THEN 0
    WHEN ${products.titleKeys} LIKE ${`%|${query}%`} THEN 1
    ELSE ${anyCorrected ? 3 : 2} END`;
  // Similarity over every match is the costly part; a one- or two-letter query is ranked by the cheap keys only.
  const similarity = query.length >= 3 ? [sql`word_similarity(${query}, ${products.titleKeys}) DESC`] : [];
  return { where: and(...matches)!, order: [rank, ...similarity] };
}
