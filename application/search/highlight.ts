import { searchKey } from "../../domain/search-key";

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Splits a title around the first stretch that matches the typed text whichever script either is in:
 * "Sement" typed finds "Цемент", "цемент" finds "Sement". The match is the shortest slice starting at a word
 * whose search key begins with the query's key.
 */
export function highlightMatch(title: string, query: string): readonly TextPart[] {
  const key = searchKey(query);
  if (!key) return [{ text: title, match: false }];
  const starts: number[] = [];
  for (let i = 0; i < title.length; i++) {
    if (/[\p{L}\p{N}]/u.test(title[i] ?? "") && (i === 0 || !/[\p{L}\p{N}]/u.test(title[i - 1] ?? "")))
      starts.push(i);
  }
  for (const start of starts) {
    for (let end = start + 1; end <= title.length; end++) {
      const slice = searchKey(title.slice(start, end));
      if (slice.length < key.length && key.startsWith(slice)) continue;
      if (!slice.startsWith(key)) break;
      const parts: TextPart[] = [];
      if (start > 0) parts.push({ text: title.slice(0, start), match: false });
      parts.push({ text: title.slice(start, end), match: true });
      if (end < title.length) parts.push({ text: title.slice(end), match: false });
      return parts;
    }
  }
  return [{ text: title, match: false }];
}
