import type { Cell } from "./sheet-columns.ts";

/** A cell that holds no whole number: "58000.5", "12 kg", "abc". */
export const NOT_WHOLE = Symbol("not whole");

/** The cell's text, trimmed; undefined for an empty cell (which leaves the field as it is). */
export function textOf(cell: Cell): string | undefined {
  if (cell === null) return undefined;
  const text = typeof cell === "number" ? String(cell) : cell.trim();
  return text === "" ? undefined : text;
}

// Spaces a person or a spreadsheet puts between thousands: plain, no-break, narrow no-break, thin; and the
// apostrophe some locales group with.
const GROUPING = /[\s\u00a0\u202f\u2009']/g;

/**
 * A whole number from a cell: a number cell, or text such as "58 000", "58000.00", "58,000" or "1.250.000"
 * (so'm have no fraction, so a separator followed by groups of three digits groups thousands, and a fraction
 * of zeros is dropped); NOT_WHOLE for a fraction ("58000.5") or anything else; undefined for an empty cell.
 */
export function wholeOf(cell: Cell): number | typeof NOT_WHOLE | undefined {
  if (typeof cell === "number") return Number.isSafeInteger(cell) ? cell : NOT_WHOLE;
  const text = textOf(cell)?.replace(GROUPING, "");
  if (text === undefined) return undefined;
  if (/^-?\d{1,16}$/.test(text)) return Number(text);
  if (/^[1-9]\d{0,2}([,.])\d{3}(\1\d{3})*$/.test(text)) return Number(text.replace(/[,.]/g, ""));
  const decimal = /^(-?\d{1,16})[.,](\d+)$/.exec(text);
  if (decimal && /^0+$/.test(decimal[2]!)) return Number(decimal[1]);
  return NOT_WHOLE;
}

/** The dictionary's unit codes, and the words a Russian or Uzbek price list writes for them. */
const UNIT_WORDS: Record<string, string> = {
  шт: "pcs",
  "шт.": "pcs",
  штук: "pcs",
  dona: "pcs",
  дона: "pcs",
  кг: "kg",
  г: "g",
  гр: "g",
  л: "l",
  м: "m",
  м2: "m2",
  "м²": "m2",
  "m²": "m2",
  уп: "pack",
  "уп.": "pack",
  упак: "pack",
  упаковка: "pack",
  компл: "set",
  комплект: "set",
  набор: "set",
};

/** A unit cell as the dictionary's code ("шт" is "pcs"); anything else is passed on for the draft's check. */
export function unitOf(cell: Cell): string | undefined {
  const text = textOf(cell)?.toLowerCase();
  return text === undefined ? undefined : (UNIT_WORDS[text] ?? text);
}

const RELATIVE = "http://relative.invalid";
const MEDIA_PATH = /^\/media\/products\/([a-z0-9][a-z0-9-]{0,63})\.(?:webp|avif|jpe?g|png)$/;

/**
 * The shop's own product pictures named by the `images` cell: links separated by spaces, each to this
 * shop's /media/products/ (a path, or a URL of one of `origins`), the first the main picture. Null when a
 * link points elsewhere: a picture from another site is not fetched (decision 0032).
 */
export function pictureNamesOf(cell: Cell, origins: readonly string[]): string[] | null | undefined {
  const text = textOf(cell);
  if (text === undefined) return undefined;
  const names: string[] = [];
  for (const link of text.split(/\s+/)) {
    let url: URL;
    try {
      url = new URL(link, RELATIVE);
    } catch {
      return null;
    }
    const absolute = /^https?:\/\//i.test(link);
    // "//elsewhere.example/media/..." is a link to another host too.
    if (absolute ? !origins.includes(url.origin) : url.origin !== RELATIVE) return null;
    const name = MEDIA_PATH.exec(url.pathname)?.[1];
    if (!name) return null;
    names.push(name);
  }
  return names;
}
