import type { ErrorCode, ErrorParams } from "../../../../domain/errors.ts";
import type { ProductDraft } from "../../../../domain/product-draft.ts";
import { NOT_WHOLE, pictureNamesOf, textOf, unitOf, wholeOf } from "./sheet-cells.ts";
import type { Cell, SheetColumn, SheetHeader } from "./sheet-columns.ts";

/** A row of the sheet as the catalogue's upkeep takes it. Fields of empty cells are absent: they stay. */
export interface SheetRow {
  /** As the spreadsheet shows it: the header is row 1. */
  row: number;
  sku: string;
  draft: ProductDraft;
  /** The brand's title, found or made by title; absent: the brand stays. */
  brand?: string;
  /** The attributes the row gives a value; the product's others stay. */
  attributes: [string, string][];
}

/** Why a row changed nothing: its sheet row, the column at fault and the error. */
export interface RowError {
  row: number;
  field: string;
  code: ErrorCode;
  params?: ErrorParams;
}

const TEXTS = {
  title_ru: "titleRu",
  title_uz: "titleUz",
  title_sr: "titleSr",
  description_ru: "descriptionRu",
  description_uz: "descriptionUz",
  description_sr: "descriptionSr",
} as const satisfies Partial<Record<SheetColumn, keyof ProductDraft>>;
const WHOLES = {
  category_id: "categoryId",
  price: "price",
  sale_price: "salePrice",
  stock: "stock",
} as const satisfies Partial<Record<SheetColumn, keyof ProductDraft>>;

/**
 * One data row read against the header. What the cells say is checked here (a whole number, the shop's own
 * pictures); what the catalogue's rules say (lengths, the sale below the price, a category that exists) is
 * checked by the upkeep service when the row is saved. `origins`: where the shop's own picture links point.
 */
export function readRow(
  header: SheetHeader,
  cells: readonly Cell[],
  row: number,
  origins: readonly string[],
): SheetRow | RowError {
  const cell = (column: SheetColumn): Cell => {
    const index = header.columns[column];
    return index === undefined ? null : (cells[index] ?? null);
  };
  const refuse = (field: string, code: ErrorCode, params?: ErrorParams): RowError =>
    params ? { row, field, code, params } : { row, field, code };
  const sku = textOf(cell("sku"));
  if (sku === undefined) return refuse("sku", "FIELD.REQUIRED");
  const draft: ProductDraft = {};
  for (const [column, key] of Object.entries(TEXTS) as [SheetColumn, (typeof TEXTS)[keyof typeof TEXTS]][]) {
    const text = textOf(cell(column));
    if (text !== undefined) draft[key] = text;
  }
  for (const [column, key] of Object.entries(WHOLES) as [
    SheetColumn,
    (typeof WHOLES)[keyof typeof WHOLES],
  ][]) {
    const value = wholeOf(cell(column));
    if (value === NOT_WHOLE) return refuse(column, "IMPORT.NOT_WHOLE", { field: column });
    if (value !== undefined) draft[key] = value;
  }
  const unit = unitOf(cell("unit"));
  if (unit !== undefined) draft.unit = unit;
  const images = pictureNamesOf(cell("images"), origins);
  if (images === null) return refuse("images", "IMPORT.OUTSIDE_PICTURE");
  if (images !== undefined) draft.images = images;
  const brand = textOf(cell("brand"));
  const attributes: [string, string][] = [];
  for (const { name, index } of header.attributes) {
    const value = textOf(cells[index] ?? null);
    if (value !== undefined) attributes.push([name, value]);
  }
  return { row, sku, draft, ...(brand !== undefined ? { brand } : {}), attributes };
}

type Attribute = [string, string | [string, string, string]];

/**
 * The product's attributes with the row's values put in: a name it has takes the new value in its place, a
 * new name is added at the end, the others stay. A translated value ([ru, uz, sr]) whose Russian the cell
 * repeats is unchanged (the export writes the Russian). Undefined when nothing changes.
 */
export function mergeAttributes(
  current: readonly Attribute[],
  given: readonly [string, string][],
): Attribute[] | undefined {
  const next = current.map((a) => [...a] as Attribute);
  let changed = false;
  for (const [name, value] of given) {
    const at = next.findIndex(([n]) => n === name);
    const now = at < 0 ? undefined : next[at]![1];
    const same = now !== undefined && (Array.isArray(now) ? now[0] === value : now === value);
    if (same) continue;
    changed = true;
    if (at < 0) next.push([name, value]);
    else next[at] = [name, value];
  }
  return changed ? next : undefined;
}
