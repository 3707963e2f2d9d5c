import { LETTER_SIGN, TUTUQ, foldApostrophes } from "./apostrophes.ts";

/**
 * Uzbek Cyrillic <-> Latin by the 1995 alphabet rules (Oʻzbekiston Respublikasi, 1995, "Oʻzbek tilining
 * asosiy imlo qoidalari"). Decisions where the rules leave room:
 * - ц is "s" at the start of a word and after a consonant, "ts" after a vowel (sement, konsert, militsiya),
 * as
 *   the rules say. Latin "ts" becomes ц only at the start of a word or in -tsiya/-tsion style endings after a
 *   vowel, because native verb forms such as ketsa, aytsin keep т and с.
 * - е is "ye" at the start of a word, after a vowel and after ъ/ь, else "e"; э is always "e". Back to
 * Cyrillic,
 *   "e" at a word start, after a vowel or after ʼ is э; "ye" after a consonant is ъе (obyekt - объект).
 * - ъ is ʼ except before е, where Russian loans (объект, съезд) drop it; ь is dropped (ьо is "yo").
 * - щ becomes "sh" and ы "i": Russian letters the Uzbek alphabet lacks.
 * - сҳ is written "sʼh" so it is not read as ш, and read back the same way.
 * Case is kept: a capital turns a digraph into "Sh", or "SH" when the word around it is in capitals.
 */

const CYR_VOWELS = "аеёиоуэюяўы";
const CYR_SIMPLE: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ы: "i",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  ў: "o" + LETTER_SIGN,
  қ: "q",
  ғ: "g" + LETTER_SIGN,
  ҳ: "h",
};

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
/** One character of a set; guards against `"abc".includes("")` being true at the edges of the text. */
const oneOf = (set: string, ch: string | undefined) =>
  ch !== undefined && ch.length === 1 && set.includes(ch);
const isUpper = (ch: string | undefined) => ch !== undefined && ch !== ch.toLowerCase();

function cyrillicLower(lower: string, prev: string, next: string): string {
  switch (lower) {
    case "е":
      return !isLetter(prev) || oneOf(CYR_VOWELS, prev) || prev === "ъ" || prev === "ь" ? "ye" : "e";
    case "ц":
      return oneOf(CYR_VOWELS, prev) ? "ts" : "s";
    case "ъ":
      return next === "е" ? "" : TUTUQ;
    case "ь":
      return next === "о" ? "y" : "";
    case "с":
      return next === "ҳ" ? "s" + TUTUQ : "s";
    default:
      return CYR_SIMPLE[lower] ?? lower;
  }
}

export function toLatin(cyrillic: string): string {
  const text = cyrillic.normalize("NFC");
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const lower = ch.toLowerCase();
    const latin = cyrillicLower(lower, (text[i - 1] ?? "").toLowerCase(), (text[i + 1] ?? "").toLowerCase());
    if (!isUpper(ch) || latin === "") out += latin;
    else if (latin.replace(/\P{L}|[\u02BB\u02BC]/gu, "").length < 2)
      out += latin.charAt(0).toUpperCase() + latin.slice(1);
    else {
      const next = text[i + 1];
      const wordInCapitals = isLetter(next) ? isUpper(next) : isUpper(text[i - 1]);
      out += wordInCapitals ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    }
  }
  return out;
}

const LAT_SIMPLE: Readonly<Record<string, string>> = {
  a: "а",
  b: "б",
  d: "д",
  f: "ф",
  g: "г",
  h: "ҳ",
  i: "и",
  j: "ж",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  q: "қ",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  v: "в",
  x: "х",
  z: "з",
  [TUTUQ]: "ъ",
};
const LAT_VOWELS = "aeiou";

/** Reads one Latin letter (or digraph) at `i` of lower-case `s`: [Cyrillic, characters consumed]. */
function latinAt(s: string, i: number): [string, number] {
  const c = s[i] as string;
  const next = s[i + 1] ?? "";
  const prev = s[i - 1] ?? "";
  const afterVowel = oneOf(LAT_VOWELS, prev) || (prev === LETTER_SIGN && s[i - 2] === "o");
  const wordStart = !isLetter(prev);
  if (next === LETTER_SIGN && (c === "o" || c === "g")) return [c === "o" ? "ў" : "ғ", 2];
  if (c === "s" && next === "h") return ["ш", 2];
  if (c === "c" && next === "h") return ["ч", 2];
  if (c === "s" && next === TUTUQ && s[i + 2] === "h") return ["с", 2];
  if (c === "y") {
    if (next === "o" && s[i + 2] === LETTER_SIGN) return ["й", 1];
    if (next === "e") return [wordStart || afterVowel ? "е" : "ъе", 2];
    const iotated = { o: "ё", u: "ю", a: "я" }[next];
    return iotated ? [iotated, 2] : ["й", 1];
  }
  if (c === "t" && next === "s") {
    const ending = afterVowel && s[i + 2] === "i" && /[aeiouy]/.test(s[i + 3] ?? "");
    if (wordStart || ending) return ["ц", 2];
  }
  if (c === "e") return [wordStart || afterVowel || prev === TUTUQ ? "э" : "е", 1];
  return [LAT_SIMPLE[c] ?? c, 1];
}

/** The tutuq has no case but ъ has: it is a capital inside a word written in capitals. */
function inCapitals(text: string, i: number): boolean {
  const neighbour = (step: number) => {
    let j = i + step;
    while (text[j] === LETTER_SIGN || text[j] === TUTUQ) j += step;
    return text[j];
  };
  const next = neighbour(1);
  return isUpper(neighbour(-1)) && (isLetter(next) ? isUpper(next) : true);
}

export function toCyrillic(latin: string): string {
  const text = foldApostrophes(latin.normalize("NFC"));
  const lower = text.toLowerCase();
  let out = "";
  for (let i = 0; i < text.length;) {
    const [cyr, used] = latinAt(lower, i);
    out += isUpper(text[i]) || (text[i] === TUTUQ && inCapitals(text, i)) ? cyr.toUpperCase() : cyr;
    i += used;
  }
  return out;
}

/** True when the text holds Cyrillic letters, so callers can pick the direction. */
export function hasCyrillic(text: string): boolean {
  return /\p{Script=Cyrillic}/u.test(text);
}
