import type { QueryTerm } from "./search-vocabulary.ts";

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
 * How surely a product is of the kind a term names, from where the term stands in its titles (`titleKeys`
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
function kindClass(t: QueryTerm): (titleKeys: string) => number {
  const word = wholeWord(t);
  const ru = (before: string) => new RegExp(`^\\|([^|]* )?${before}${word}${WORD_END}`);
  const ruAnywhere = ru("");
  const ruModifier = ru(`${RU_PREPOSITION} `);
  const uzHead = new RegExp(`^\\|[^|]*\\|([^|]*\\|)?[^|]* ${word}(\\||\\s(?!${UZ_MODIFIED_BY}))`);
  // The Uzbek title starting with the Russian one's first word as well marks a compound whose Uzbek noun
  // comes later (Кабель-канал, Kabel-kanal): the kind, a little less surely.
  const uzFirst = new RegExp(`^\\|[^|]*\\|([^|]*\\|)?${word} `);
  const ruHead = new RegExp(`^\\|${word}${WORD_END}`);
  const anyWord = new RegExp(`[| ]${word}${WORD_END}`);
  const start = new RegExp(`[| ]${wordStart(t)}`);
  // Most candidates of a broad query hold the word only in their category: one substring test settles them
  // before any regular expression runs.
  const spelled = t.corrected ? null : [t.typed, ...t.forms];
  return (keys) => {
    if (spelled && spelled.every((w) => !keys.includes(w))) return 4;
    if (ruHead.test(keys)) return uzFirst.test(keys) ? 0.5 : 0;
    if (ruAnywhere.test(keys)) return ruModifier.test(keys) ? 2 : 1;
    if (uzHead.test(keys)) return 0;
    if (anyWord.test(keys)) return 2;
    if (start.test(keys)) return 3;
    return 4;
  };
}

/** A match to rank: its id, its title keys (`|ru|uz|sr|`) and its sales. */
export interface Candidate {
  id: number;
  titleKeys: string;
  sold: number;
}

/**
 * The relevance order of search, from terms already folded with the domain's search key and typo-corrected
 * (search-words.ts): the whole query equal to a title; then the query as a phrase of whole words in a title,
 * then as a phrase whose last word is still being typed, then its words scattered; then how surely the
 * product is of the kind the words name (kindClass, summed over the terms); then the query standing whole in
 * a title (the first correction); then the title starting with the query, typed prefixes over corrected
 * words; then sales, then the newest id.
 *
 * Ranked here rather than in SQL: the same regular expressions over 500 candidates took PostgreSQL 10-25 ms
 * (its regex engine, about 5 us a test) and V8 well under a millisecond, so the database only finds the
 * candidates. Folded words are [a-z0-9]+ only, so they need no escaping in the patterns.
 */
export function relevanceOrder(terms: QueryTerm[], onlyShortPrefixes: boolean) {
  const query = terms.map((t) => t.words[0]).join(" ");
  const anyCorrected = terms.some((t) => t.corrected);
  const whole = new RegExp(`[| ]${terms.map(wholeWord).join(" ")}${WORD_END}`);
  const typing = new RegExp(
    `[| ]${[...terms.slice(0, -1).map(wholeWord), wordStart(terms.at(-1)!)].join(" ")}`,
  );
  const kinds = terms.map(kindClass);
  // The first keystrokes (every word one or two letters) say nothing yet of a kind or a phrase, and match
  // the most products: they keep the cheaper order.
  const phrase = (keys: string) => (onlyShortPrefixes ? 0 : whole.test(keys) ? 0 : typing.test(keys) ? 1 : 2);
  const kind = (keys: string) => (onlyShortPrefixes ? 0 : kinds.reduce((sum, k) => sum + k(keys), 0));
  const keysOf = (c: Candidate): number[] => {
    const k = c.titleKeys;
    return [
      k.includes(`|${query}|`) ? 0 : 1,
      phrase(k),
      kind(k),
      // A corrected term's words are alternatives, the likeliest first (церезит: Ceresit before Cersanit).
      k.includes(query) ? 0 : 1,
      k.includes(`|${query} `) ? 1 : k.includes(`|${query}`) ? 2 : anyCorrected ? 4 : 3,
      -c.sold,
      -c.id,
    ];
  };
  /** The candidates best first. */
  return (candidates: readonly Candidate[]): Candidate[] => {
    const keyed = candidates.map((c) => ({ c, k: keysOf(c) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < a.k.length; i++) if (a.k[i] !== b.k[i]) return a.k[i]! - b.k[i]!;
      return 0;
    });
    return keyed.map((x) => x.c);
  };
}
