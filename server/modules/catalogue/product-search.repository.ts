import { sql, type SQL } from "drizzle-orm";
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
  /** Relevance order over `s` (productSearch), sales last. */
  order: SortKey[];
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
 * Endings that keep an Uzbek noun the same thing: the possessive (plitka -> Devor plitkasi, "wall tile") and
 * the plural (eshik -> eshiklari). A word with any other ending is another word (bo'yoqchi "painter",
 * burchakli "angled"), matched by the prefix alone.
 */
const SAME_NOUN = "(i|si|lar|lari)?";
/** A word ends at a space or at the end of its title. */
const WORD_END = "(?=[ |])";
/** Russian prepositions: a noun after them names what the product is for or like (Подложка под ламинат). */
const RU_PREPOSITION = "(dlia|pod|po|na|iz|s|ot|v|bez|k)";
/**
 * What makes the Uzbek word before it a modifier: "uchun" (for), or a noun in the possessive, whose head
 * it is not (Plitka xochchalari "tile crosses", PVX deraza tokchasi "window sill"). The possessive endings
 * listed are ones no brand in the catalogue ends with; a bare -i would catch brands (Navoiy, Hilti).
 */
const UZ_MODIFIED_BY = "(uchun|[a-z0-9]*(si|gi|ari|chi))[ |]";

/** A term as a whole word of a title, in a regular expression: its words, their noun endings, its forms. */
function wholeWord(t: QueryTerm): string {
  return `(${[...t.words.map((w) => `${w}${SAME_NOUN}`), ...t.forms].join("|")})`;
}

/** A term as the start of a title word: typed prefixes stay prefixes, corrections are whole words. */
function wordStart(t: QueryTerm): string {
  return t.corrected ? wholeWord(t) : `(${[...t.words, ...t.forms].join("|")})`;
}

/**
 * How surely a product is of the kind a term names, from where the term stands in its titles (`title_keys`
 * is `|ru|uz|sr|`, each a folded title starting with the product's kind, then its brand):
 * - 0: the kind itself: the first word of the Russian title (Краска интерьерная; 0.5 when the Uzbek title
 *   starts with it too), or in an Uzbek title, where the noun comes last, a later word that nothing marks as
 *   a modifier (Ichki bo'yoq);
 * - 1: another word of the Russian title (Угловая шлифмашина);
 * - 2: a modifier: after a Russian preposition (Смеситель для раковины), first in an Uzbek title, or before
 *   "uchun" or a possessive (Qulf silindri, PVX deraza tokchasi);
 * - 3: the start of a longer word (Bo'yoqchi valigi); 4: not in a title (its category or brand matched).
 * A word the Russian title holds as well is judged there: one standing in every title alike is the brand
 * (Toshkent Bo'yoq, Navoiy Gips), not the kind.
 */
function kindClass(t: QueryTerm): SQL {
  const word = wholeWord(t);
  const ru = (before: string) => `^\\|([^|]* )?${before}${word}${WORD_END}`;
  const uzHead = `^\\|[^|]*\\|([^|]*\\|)?[^|]* ${word}(\\||\\s(?!${UZ_MODIFIED_BY}))`;
  // The Uzbek title starting with the Russian one's first word as well marks a compound whose Uzbek noun
  // comes later (Кабель-канал, Kabel-kanal): the kind, a little less surely.
  const uzFirst = `^\\|[^|]*\\|([^|]*\\|)?${word} `;
  const ruHead = `^\\|${word}${WORD_END}`;
  // Most candidates of a broad query hold the word only in their category: one substring test settles them
  // before any regular expression runs.
  const absent = t.corrected
    ? sql``
    : sql`WHEN ${sql.join(
        [t.typed, ...t.forms].map((w) => sql`strpos(s.title_keys, ${w}) = 0`),
        sql` AND `,
      )} THEN 4`;
  return sql`CASE ${absent}
    WHEN s.title_keys ~ ${ruHead} THEN CASE WHEN s.title_keys ~ ${uzFirst} THEN 0.5 ELSE 0 END
    WHEN s.title_keys ~ ${ru("")} THEN CASE WHEN s.title_keys ~ ${ru(`${RU_PREPOSITION} `)} THEN 2 ELSE 1 END
    WHEN s.title_keys ~ ${uzHead} THEN 0
    WHEN s.title_keys ~ ${`[| ]${word}${WORD_END}`} THEN 2
    WHEN s.title_keys ~ ${`[| ]${wordStart(t)}`} THEN 3
    ELSE 4 END`;
}

/**
 * The match and ranking for `search`, from terms already folded with the domain's search key (so every script
 * lands on the key the products were indexed under) and typo-corrected (search-words.ts). Every term must
 * match a word of the product's key (the tsvector index of product_search, alias `s`). Ranking: the whole
 * query equal to a title; then the query as a phrase of whole words in a title, then as a phrase whose last
 * word is still being typed, then its words scattered; then how surely the product is of the kind the words
 * name (kindClass, summed over the terms); then the query standing whole in a title (the first correction);
 * then the title starting with the query, typed prefixes over corrected words; then sales.
 */
export function productSearch(terms: QueryTerm[]): ProductSearch | null {
  if (terms.length === 0) return null;
  // Folded words are [a-z0-9]+ only, so they need no quoting inside the tsquery text or the patterns.
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
  const query = terms.map((t) => t.words[0]).join(" ");
  const anyCorrected = terms.some((t) => t.corrected);
  const equal = sql`(s.title_keys NOT LIKE ${`%|${query}|%`})`;
  const rank = sql`CASE
    WHEN s.title_keys LIKE ${`%|${query} %`} THEN 1
    WHEN s.title_keys LIKE ${`%|${query}%`} THEN 2
    ELSE ${sql.raw(anyCorrected ? "4" : "3")} END`;
  const whole = terms.map(wholeWord).join(" ");
  const typing = [...terms.slice(0, -1).map(wholeWord), wordStart(terms.at(-1)!)].join(" ");
  // Regular expressions over at most SEARCH_RANK_LIMIT short keys; they double the rank's time on PGlite
  // (decision doc, "Ranking"), trigram similarity cost far more.
  const onlyShort = selective.length === 0;
  const phrase = onlyShort
    ? sql`0`
    : sql`CASE
    WHEN s.title_keys ~ ${`[| ]${whole}${WORD_END}`} THEN 0
    WHEN s.title_keys ~ ${`[| ]${typing}`} THEN 1
    ELSE 2 END`;
  // The first keystrokes (every word one or two letters) say nothing yet of a kind or a phrase, and match the
  // most products: they keep the cheaper order.
  const kind = onlyShort ? sql`0` : terms.map(kindClass).reduce((a, b) => sql`${a} + ${b}`);
  // A corrected term's words are alternatives, the likeliest first (церезит: Ceresit before Cersanit).
  const apart = sql`(strpos(s.title_keys, ${query}) = 0)`;
  const order = [
    { expr: equal },
    { expr: phrase },
    { expr: sql`(${kind})` },
    { expr: apart },
    { expr: rank },
    { expr: sql`s.sold_count`, desc: true },
  ];
  return { tsquery, indexQuery, order, onlyShortPrefixes: onlyShort };
}
