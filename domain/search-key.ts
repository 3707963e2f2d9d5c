import { APOSTROPHE_VARIANTS } from "./apostrophes.ts";
import { hasCyrillic, toLatin } from "./transliteration.ts";

/**
 * The key products are indexed and searched by, so that one word spelt in Russian Cyrillic, Uzbek Cyrillic or
 * Uzbek Latin (or Latin typed by a Russian speaker) lands on one key: цемент, семент, sement, tsement and
 * cement all give "sement". It is only a key, never shown.
 *
 * Steps: lower case; Cyrillic to Uzbek Latin by the 1995 rules; accents and every apostrophe dropped (oʻ ->
 * o, gʻ -> g, ʼ and ь gone); anything but a-z and 0-9 becomes a word break; then sound-alikes are folded:
 * c (not in ch) -> s, x -> h, w -> v, q -> k, zh -> j, ts -> s, ye -> e, yo -> o, y -> i, doubled letters ->
 * one. Each fold's output can't feed an earlier fold, so the key is a fixed point: searchKey(searchKey(x))
 * === key. The result is plain ASCII, so pg_trgm sees every character as a word character under any database
 * locale.
 */
const MARKS = /\p{M}/gu;
const NON_KEY = /[^a-z0-9]+/g;
const APOSTROPHES = new RegExp(APOSTROPHE_VARIANTS.source, "g");

function fold(latin: string): string {
  return latin
    .replace(/c(?!h)/g, "s")
    .replace(/x/g, "h")
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/zh/g, "j")
    .replace(/t+s/g, "s")
    .replace(/y([eo])/g, "$1")
    .replace(/y/g, "i")
    .replace(/([a-z])\1+/g, "$1");
}

export function searchKey(text: string): string {
  let s = text.normalize("NFC").toLowerCase();
  if (hasCyrillic(s)) s = toLatin(s);
  s = s.normalize("NFKD").replace(MARKS, "").replace(APOSTROPHES, "");
  return s
    .replace(NON_KEY, " ")
    .split(" ")
    .filter((word) => word !== "")
    .map(fold)
    .join(" ");
}

/** The words of the key, for matching word by word (each query word a prefix of some indexed word). */
export function searchKeyWords(text: string): string[] {
  const key = searchKey(text);
  return key === "" ? [] : key.split(" ");
}
