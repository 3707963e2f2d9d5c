/**
 * What shoppers type, letter by letter: Russian, Uzbek Cyrillic and Latin spellings, and words with a typo.
 */
const WORDS = [
  "цемент",
  "sement",
  "кирпич",
  "g'isht",
  "газоблок",
  "gazoblok",
  "краска",
  "bo'yoq",
  "ламинат",
  "laminat",
  "смеситель",
  "smesitel",
  "перфоратор",
  "perforator",
  "профнастил",
  "profnastil",
  "арматура",
  "armatura",
  "гипсокартон",
  "gipsokarton",
  "утеплитель",
  "knauf",
  "bosch",
  "қувур",
  "quvur",
  "шпаклёвка",
  "цемент м400",
  "sement m500",
  "труба пп",
  "кабель ввгнг",
];
const TYPOS = ["цемнт", "semnet", "кирпчи", "gazablok", "perfarator", "laminad", "профнастиль", "smesitl"];

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let n = 2; n <= word.length; n++) out.push(word.slice(0, n));
  return out;
}

export const SEARCH_QUERIES: string[] = [...new Set([...WORDS.flatMap(prefixes), ...TYPOS])];
