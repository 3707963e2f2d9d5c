import type { Som } from "../../../domain/money";
import { DRAFT_LIMITS, UNITS, type Unit } from "../../../domain/product-draft";
import { isRealSale, MAX_PRICE, MAX_STOCK } from "../../../domain/product-upkeep";

export { DRAFT_LIMITS, UNITS, type Unit };

/** The shop's three languages: Russian (required), Uzbek Cyrillic (uz) and Uzbek Latin (sr). */
export const EDITOR_LANGUAGES = ["ru", "uz", "sr"] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];
export type Texts = Readonly<Record<EditorLanguage, string>>;

export interface ProductPhoto {
  /** The picture store's name: what a reorder sends back. */
  readonly name: string;
  readonly url: string;
}

/** A product as the back office's editor shows it; a missing language's texts are empty. */
export interface EditedProduct {
  readonly id: number;
  readonly slug: string;
  readonly visible: boolean;
  /** Languages still showing the Russian on the storefront. */
  readonly missing: readonly ("uz" | "sr")[];
  readonly sku: string | null;
  readonly externalId: string | null;
  readonly titles: Texts;
  readonly descriptions: Texts;
  readonly categoryId: number;
  readonly brandId: number;
  readonly unit: Unit;
  readonly unitValue: number;
  readonly attributes: readonly (readonly [string, string])[];
  readonly groupId: number | null;
  readonly price: Som;
  readonly salePrice: Som;
  readonly stock: number;
  /** In order, the main one first. */
  readonly photos: readonly ProductPhoto[];
}

/** What the form picks from: categories (a section has no parent; products hang on the others), brands. */
export interface ProductChoices {
  readonly categories: readonly { id: number; parentId: number | null; title: string }[];
  readonly brands: readonly { id: number; title: string }[];
  readonly units: readonly Unit[];
}

/** The form's values as typed: numbers as text, so a half-typed value is kept and checked on save. */
export interface EditorDraft {
  readonly titles: Texts;
  readonly descriptions: Texts;
  /** "" until picked. */
  readonly categoryId: string;
  /** "" for no brand of its own. */
  readonly brandId: string;
  readonly unit: Unit;
  readonly unitValue: string;
  readonly attributes: readonly (readonly [string, string])[];
  readonly groupId: string;
  readonly price: number | null;
  readonly salePrice: number | null;
  readonly stock: string;
  readonly sku: string;
  readonly externalId: string;
}

/** A change sent to the server: a field left out keeps its value (a new product needs the required ones). */
export interface ProductSave {
  titles?: Partial<Texts>;
  descriptions?: Partial<Texts>;
  categoryId?: number;
  brandId?: number | null;
  unit?: Unit;
  unitValue?: number;
  attributes?: [string, string][];
  groupId?: number | null;
  price?: Som;
  salePrice?: Som;
  stock?: number;
  sku?: string | null;
  externalId?: string | null;
}

export type EditorField =
  | `title_${EditorLanguage}`
  | `description_${EditorLanguage}`
  | "category_id"
  | "brand"
  | "unit"
  | "unit_value"
  | "attributes"
  | "group_id"
  | "price"
  | "sale_price"
  | "stock"
  | "sku"
  | "external_id"
  | "photo"
  | "images";

/** Why a value of the form cannot be sent. */
export type EditorProblem = "required" | "whole" | "negative" | "tooBig" | "notBelowPrice" | "tooLong";

const EMPTY_TEXTS: Texts = { ru: "", uz: "", sr: "" };

export function draftOf(product: EditedProduct | null): EditorDraft {
  if (!product)
    return {
      titles: EMPTY_TEXTS,
      descriptions: EMPTY_TEXTS,
      categoryId: "",
      brandId: "",
      unit: "pcs",
      unitValue: "1",
      attributes: [],
      groupId: "",
      price: null,
      salePrice: null,
      stock: "0",
      sku: "",
      externalId: "",
    };
  return {
    titles: product.titles,
    descriptions: product.descriptions,
    categoryId: String(product.categoryId),
    brandId: String(product.brandId),
    unit: product.unit,
    unitValue: String(product.unitValue),
    attributes: product.attributes,
    groupId: product.groupId === null ? "" : String(product.groupId),
    price: product.price,
    salePrice: product.salePrice || null,
    stock: String(product.stock),
    sku: product.sku ?? "",
    externalId: product.externalId ?? "",
  };
}

/** Whole text as a number; "" is null, anything else that is no whole number NaN. */
export function wholeOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}

function wholeProblem(value: number, min: number, max: number): EditorProblem | undefined {
  if (!Number.isSafeInteger(value)) return "whole";
  if (value < min) return min > 0 ? "required" : "negative";
  return value > max ? "tooBig" : undefined;
}

/** The server's rules (domain/product-draft.ts), checked before sending. */
export function editorProblems(d: EditorDraft): Partial<Record<EditorField, EditorProblem>> {
  const p: Partial<Record<EditorField, EditorProblem>> = {};
  if (d.titles.ru.trim() === "") p.title_ru = "required";
  for (const lang of ["ru", "uz", "sr"] as const) {
    if (d.titles[lang].length > DRAFT_LIMITS.title) p[`title_${lang}`] = "tooLong";
    if (d.descriptions[lang].length > DRAFT_LIMITS.description) p[`description_${lang}`] = "tooLong";
  }
  if (d.categoryId === "") p.category_id = "required";
  const price = d.price === null ? "required" : wholeProblem(d.price, 1, MAX_PRICE);
  if (price) p.price = price;
  const sale = wholeProblem(d.salePrice ?? 0, 0, MAX_PRICE);
  if (sale) p.sale_price = sale;
  else if (!price && d.price !== null && !isRealSale(d.price, d.salePrice ?? 0))
    p.sale_price = "notBelowPrice";
  const stock = wholeOf(d.stock);
  const stockProblem = stock === null ? "required" : wholeProblem(stock, 0, MAX_STOCK);
  if (stockProblem) p.stock = stockProblem;
  const unitValue = Number(d.unitValue.replace(",", "."));
  if (!(Number.isFinite(unitValue) && unitValue > 0 && unitValue < 1e7)) p.unit_value = "required";
  const group = wholeOf(d.groupId);
  if (group !== null && wholeProblem(group, 1, 2_147_483_647)) p.group_id = "whole";
  if (d.sku.trim().length > DRAFT_LIMITS.sku) p.sku = "tooLong";
  if (d.externalId.trim().length > DRAFT_LIMITS.externalId) p.external_id = "tooLong";
  if (d.attributes.some(([name, value]) => name.trim() === "" && value.trim() !== ""))
    p.attributes = "required";
  return p;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a save sends: for a new product every field, for an existing one only what differs from it (so a
 * value in three languages the form shows in Russian is not flattened unless staff change it).
 */
export function saveOf(product: EditedProduct | null, d: EditorDraft): ProductSave {
  const attributes = d.attributes
    .filter(([name]) => name.trim() !== "")
    .map(([name, value]): [string, string] => [name.trim(), value.trim()]);
  const group = wholeOf(d.groupId);
  const full: Required<ProductSave> = {
    titles: { ...d.titles },
    descriptions: { ...d.descriptions },
    categoryId: Number(d.categoryId),
    brandId: d.brandId === "" ? null : Number(d.brandId),
    unit: d.unit,
    unitValue: Number(d.unitValue.replace(",", ".")),
    attributes,
    groupId: group,
    price: d.price ?? 0,
    salePrice: d.salePrice ?? 0,
    stock: wholeOf(d.stock) ?? 0,
    sku: d.sku.trim() || null,
    externalId: d.externalId.trim() || null,
  };
  if (!product) return full;
  const now: Required<ProductSave> = {
    titles: product.titles,
    descriptions: product.descriptions,
    categoryId: product.categoryId,
    brandId: product.brandId,
    unit: product.unit,
    unitValue: product.unitValue,
    attributes: product.attributes.map(([n, v]): [string, string] => [n, v]),
    groupId: product.groupId,
    price: product.price,
    salePrice: product.salePrice,
    stock: product.stock,
    sku: product.sku,
    externalId: product.externalId,
  };
  const changed: ProductSave = {};
  for (const key of Object.keys(full) as (keyof ProductSave)[])
    if (!same(full[key], now[key])) Object.assign(changed, { [key]: full[key] });
  // Only the languages that changed: an untouched missing one stays flagged.
  for (const key of ["titles", "descriptions"] as const) {
    const texts = changed[key];
    if (texts)
      changed[key] = Object.fromEntries(
        EDITOR_LANGUAGES.filter((l) => texts[l] !== now[key][l]).map((l) => [l, texts[l]]),
      );
  }
  return changed;
}

/** The languages a draft still lacks a title for (what the badge and the tabs flag). */
export function missingOf(titles: Texts): ("uz" | "sr")[] {
  return (["uz", "sr"] as const).filter((l) => titles[l].trim() === "");
}

/** Categories products may hang on (not sections), each with its section's title for the picker. */
export function placementsOf(choices: ProductChoices): { id: number; title: string }[] {
  const byId = new Map(choices.categories.map((c) => [c.id, c]));
  const sectionOf = (id: number): string => {
    let c = byId.get(id);
    const seen = new Set<number>();
    while (c && c.parentId !== null && !seen.has(c.id)) {
      seen.add(c.id);
      const parent = byId.get(c.parentId);
      if (!parent) break;
      c = parent;
    }
    return c?.title ?? "";
  };
  return choices.categories
    .filter((c) => c.parentId !== null)
    .map((c) => ({ id: c.id, title: `${sectionOf(c.id)} › ${c.title}` }))
    .sort((a, b) => a.title.localeCompare(b.title));
}
