/**
 * The catalogue's spreadsheet (issue 26, decision 0032): these columns first, in this order, then one column
 * per attribute, headed by the attribute's name as the product stores it ("spec.variant", or the shop's own
 * "Цвет").
 */
export const SHEET_COLUMNS = [
  "sku",
  "title_ru",
  "title_uz",
  "title_sr",
  "description_ru",
  "description_uz",
  "description_sr",
  "category_id",
  "brand",
  "unit",
  "price",
  "sale_price",
  "stock",
  "images",
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** A cell as the readers hand it on: text, a number, or nothing. */
export type Cell = string | number | null;

/** Where each column of an uploaded sheet is: its fixed columns, and every other named one an attribute. */
export interface SheetHeader {
  columns: Partial<Record<SheetColumn, number>>;
  attributes: { name: string; index: number }[];
}

const FIXED = new Set<string>(SHEET_COLUMNS);

/**
 * The header row read: names are matched whatever their case and spaces around; an unnamed column is
 * skipped, and a name given twice counts once (its first column). Null when there is no `sku` column, by
 * which every row is matched.
 */
export function headerOf(cells: readonly Cell[]): SheetHeader | null {
  const header: SheetHeader = { columns: {}, attributes: [] };
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const text = cell === null ? "" : String(cell).trim();
    if (text === "") return;
    const fixed = text.toLowerCase();
    if (FIXED.has(fixed)) {
      if (!seen.has(fixed)) header.columns[fixed as SheetColumn] = index;
      seen.add(fixed);
    } else if (!seen.has(`attribute:${text}`)) {
      seen.add(`attribute:${text}`);
      header.attributes.push({ name: text, index });
    }
  });
  return header.columns.sku === undefined ? null : header;
}

/** Whether a row holds nothing at all: such rows are skipped, not counted and not reported. */
export const isEmptyRow = (cells: readonly Cell[]) =>
  cells.every((c) => c === null || (typeof c === "string" && c.trim() === ""));
