import type { Queryable } from "../../db/database.port.ts";

/** Rebuilds the vocabulary of search-key words; run after seeding and after any change to product titles. */
export async function refreshSearchWords(db: Queryable) {
  await db.query("DELETE FROM search_words");
  await db.query(`INSERT INTO search_words (word, products)
    SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', search_key) FROM products')`);
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

/**
 * A query word that starts some known word stays a prefix. A longer one that starts none is taken as a typo and
 * replaced by up to three known words most like it (trigram similarity, near in length). One round trip for all.
 */
export async function resolveTerms(db: Queryable, words: string[]): Promise<QueryTerm[]> {
  const long = words.filter((w) => w.length >= TYPO_MIN_LENGTH);
  const found = long.length === 0 ? [] : await db.query<{ w: string; known: boolean; near: string[] }>(
    `SELECT q.w,
       EXISTS (SELECT 1 FROM search_words WHERE word LIKE q.w || '%') AS known,
       ARRAY(SELECT word FROM search_words WHERE word % q.w AND abs(length(word) - length(q.w)) <= 2
             ORDER BY similarity(word, q.w) DESC, products DESC LIMIT 3) AS near
     FROM unnest($1::text[]) AS q(w)`, [`{${long.join(",")}}`]);
  const byWord = new Map(found.map((r) => [r.w, r]));
  return words.map((typed) => {
    const r = byWord.get(typed);
    if (!r || r.known || r.near.length === 0) return { typed, words: [typed], corrected: false };
    return { typed, words: r.near, corrected: true };
  });
}
