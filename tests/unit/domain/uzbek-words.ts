import fc from "fast-check";

/**
 * Generated Uzbek Latin words in the canonical spelling the 1995 rules produce: syllables of an optional
 * consonant, a vowel and an optional consonant, with the tutuq (ʼ) after a vowel before a consonant other
 * than y. Non-canonical spellings (tsement for sement) are left out on purpose: they are not round-trip
 * material.
 */
const CONSONANTS = [
  "b",
  "d",
  "f",
  "g",
  "gʻ",
  "h",
  "j",
  "k",
  "l",
  "m",
  "n",
  "ng",
  "p",
  "q",
  "r",
  "s",
  "t",
  "v",
  "x",
  "y",
  "z",
  "sh",
  "ch",
];
const CONSONANTS_AFTER_TUTUQ = CONSONANTS.filter((c) => c !== "y");
const VOWELS = ["a", "e", "i", "o", "u", "oʻ"];

const syllable = fc
  .tuple(
    fc.option(fc.constantFrom(...CONSONANTS), { nil: "" }),
    fc.constantFrom(...VOWELS),
    fc.option(fc.constantFrom(...CONSONANTS), { nil: "" }),
    fc.option(fc.constantFrom(...CONSONANTS_AFTER_TUTUQ), { nil: "" }),
  )
  .map(([onset, vowel, coda, afterTutuq]) =>
    coda === "" && afterTutuq !== "" ? `${onset}${vowel}ʼ${afterTutuq}` : `${onset}${vowel}${coda}`,
  );

export const uzbekWord = fc.array(syllable, { minLength: 2, maxLength: 4 }).map((s) => s.join(""));

export const casedUzbekWord = fc
  .tuple(uzbekWord, fc.constantFrom("lower", "title", "upper"))
  .map(([w, casing]) =>
    casing === "lower" ? w : casing === "upper" ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1),
  );
