import { searchKey } from "../../../domain/search-key.ts";

// searchKey folds each space-separated word on its own (its rules look only within a word), so a text's key
// is its words' keys joined; the catalogue's titles reuse a few thousand words, and keying each once makes
// the seed several times faster than keying every title whole.
const keys = new Map<string, string>();

export function wordwiseKey(text: string): string {
  let out = "";
  for (const word of text.split(" ")) {
    let key = keys.get(word);
    if (key === undefined) {
      key = searchKey(word);
      keys.set(word, key);
    }
    if (key !== "") out = out === "" ? key : `${out} ${key}`;
  }
  return out;
}

export const wordwiseKeyWords = (text: string): string[] => {
  const key = wordwiseKey(text);
  return key === "" ? [] : key.split(" ");
};
