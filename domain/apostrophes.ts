/**
 * Uzbek Latin has two apostrophe signs: ʻ (U+02BB, "turned comma") in the letters oʻ and gʻ, and ʼ (U+02BC,
 * the tutuq belgisi, the glottal stop written ъ in Cyrillic). People type either with whatever their keyboard
 * has.
 */
export const LETTER_SIGN = "\u02BB";
export const TUTUQ = "\u02BC";
export const APOSTROPHE_VARIANTS = /['`\u2018\u2019\u02BB\u02BC\u02B9\u2032\u00B4]/;
const TYPED = /['`\u2018\u2019\u02B9\u2032\u00B4]/;

/**
 * Folds typed apostrophes to the canonical sign by context: after o or g it is the letter sign (oʻ, gʻ);
 * after any other letter it is the tutuq. An explicit ʼ after o or g is kept (moʼmin), and an apostrophe with
 * no letter before it is a quotation mark and left alone.
 */
export function foldApostrophes(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const prev = out[out.length - 1] ?? "";
    const afterOG = /[oOgG]/.test(prev);
    if (ch === LETTER_SIGN) out += afterOG ? LETTER_SIGN : /\p{L}/u.test(prev) ? TUTUQ : ch;
    else if (TYPED.test(ch)) out += afterOG ? LETTER_SIGN : /\p{L}/u.test(prev) ? TUTUQ : ch;
    else out += ch;
  }
  return out;
}
