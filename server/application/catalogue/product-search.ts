import { and, or, sql, type SQL } from "drizzle-orm";
import { searchKeyWords } from "../../../domain/search-key.ts";
import { products } from "../../db/schema/index.ts";

/** Words of five letters or more may carry one typo; shorter ones must be typed as a prefix of a word. */
const TYPO_MIN_LENGTH = 5;
const MAX_WORDS = 6;

export interface ProductSearch {
  where: SQL;
  order: SQL[];
}

const wordPrefix = (word: string) => sql`to_tsvector('simple', ${products.searchKey}) @@ to_tsquery('simple', ${`${word}:*`})`;

/**
 * Builds the filter and ranking for `search`. The query is folded with the domain's search key, so any script
 * lands on the same key the products were indexed under. Every word must match some indexed word, by prefix
 * (the tsvector index) or, for long words, by trigram word similarity (the pg_trgm index, threshold set per
 * connection). Ranking: the whole query equal to a title, then a title starting with it, then all words typed
 * as prefixes, then typo matches; ties by similarity and sales. Null when nothing searchable was typed.
 */
export function productSearch(text: string): ProductSearch | null {
  const words = searchKeyWords(text).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const query = words.join(" ");
  const matches = words.map((w) => (w.length >= TYPO_MIN_LENGTH ? or(wordPrefix(w), sql`${w} <% ${products.searchKey}`)! : wordPrefix(w)));
  const allPrefix = and(...words.map(wordPrefix))!;
  const rank = sql`CASE
    WHEN ${products.titleKeys} LIKE ${`%|${query}|%`} THEN 0
    WHEN ${products.titleKeys} LIKE ${`%|${query}%`} THEN 1
    WHEN ${allPrefix} THEN 2
    ELSE 3 END`;
  // Similarity over every match is the costly part; a one- or two-letter query is ranked by the cheap keys only.
  const similarity = query.length >= 3 ? [sql`word_similarity(${query}, ${products.titleKeys}) DESC`] : [];
  return { where: and(...matches)!, order: [rank, ...similarity] };
}
