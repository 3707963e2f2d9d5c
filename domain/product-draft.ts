import { fail, ok, type DomainError, type Result } from "./errors.ts";
import type { Som } from "./money.ts";
import { isRealSale, MAX_PRICE, MAX_STOCK } from "./product-upkeep.ts";

/**
 * What a product is made of when a person, a spreadsheet or 1C makes or changes it (decision 0030). Every
 * field is optional: an update changes only what is given; a new product needs its Russian title, its
 * category and a price. One rule for every source: an import row and a form of the back office alike.
 */
export interface ProductDraft {
  sku?: string | null;
  externalId?: string | null;
  titleRu?: string;
  titleUz?: string;
  titleSr?: string;
  descriptionRu?: string;
  descriptionUz?: string;
  descriptionSr?: string;
  categoryId?: number;
  /** null: the product has no brand of its own (shown as Noname). */
  brandId?: number | null;
  unit?: string;
  unitValue?: number;
  /** [name, value]: a name the dictionary knows ("spec.variant") or the source's own ("Цвет"). */
  attributes?: [string, string][];
  groupId?: number | null;
  price?: Som;
  salePrice?: Som;
  stock?: number;
  vatPercent?: number | null;
  /** Picture names in order, the main one first. */
  images?: string[];
  visible?: boolean;
}

export const DRAFT_LIMITS = {
  title: 300,
  description: 10_000,
  sku: 64,
  externalId: 150,
  attributes: 60,
  attributeName: 100,
  attributeValue: 300,
  images: 12,
} as const;

/** Units a product may be sold in: the dictionary's codes. */
export const UNITS = ["pcs", "kg", "g", "l", "m", "m2", "pack", "set"] as const;
export type Unit = (typeof UNITS)[number];

/** Anything a person can type but no control character or line break (an SKU, a title). */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

const field = (code: DomainError["code"], name: string, params: Record<string, unknown> = {}) =>
  ({ code, params: { ...params, field: name } }) as DomainError;

function text(value: string | undefined, name: string, max: number, printable = true): DomainError | null {
  if (value === undefined) return null;
  if (value.length > max) return field("FIELD.MAX_LENGTH", name, { max });
  if (printable && !PRINTABLE.test(value)) return field("FIELD.INVALID", name);
  return null;
}

function whole(value: number | undefined, name: string, min: number, max: number): DomainError | null {
  if (value === undefined) return null;
  return Number.isSafeInteger(value) && value >= min && value <= max ? null : field("FIELD.INVALID", name);
}

/**
 * The draft as it may be stored, trimmed, or the first field that is wrong. `current` is what the product
 * holds now (null for a new one): the sale rule and the required fields are checked on the result.
 */
export function checkProductDraft(
  draft: ProductDraft,
  current: { price: Som; salePrice: Som; titleRu: string } | null,
): Result<ProductDraft> {
  const d: ProductDraft = { ...draft };
  for (const key of ["titleRu", "titleUz", "titleSr", "sku", "externalId"] as const) {
    const v = d[key];
    if (typeof v === "string") d[key] = v.trim();
  }
  if (d.sku === "") d.sku = null;
  if (d.externalId === "") d.externalId = null;
  const problems = [
    text(d.titleRu, "title_ru", DRAFT_LIMITS.title),
    text(d.titleUz, "title_uz", DRAFT_LIMITS.title),
    text(d.titleSr, "title_sr", DRAFT_LIMITS.title),
    text(d.descriptionRu, "description_ru", DRAFT_LIMITS.description, false),
    text(d.descriptionUz, "description_uz", DRAFT_LIMITS.description, false),
    text(d.descriptionSr, "description_sr", DRAFT_LIMITS.description, false),
    text(d.sku ?? undefined, "sku", DRAFT_LIMITS.sku),
    text(d.externalId ?? undefined, "external_id", DRAFT_LIMITS.externalId),
    whole(d.categoryId, "category_id", 1, 2_147_483_647),
    whole(d.brandId ?? undefined, "brand", 1, 2_147_483_647),
    whole(d.groupId ?? undefined, "group_id", 1, 2_147_483_647),
    whole(d.price, "price", 1, MAX_PRICE),
    whole(d.salePrice, "sale_price", 0, MAX_PRICE),
    whole(d.stock, "stock", 0, MAX_STOCK),
    whole(d.vatPercent ?? undefined, "vat_percent", 0, 100),
  ].filter((p): p is DomainError => p !== null);
  if (problems.length > 0) return { ok: false, error: problems[0]! };
  if (d.unit !== undefined && !(UNITS as readonly string[]).includes(d.unit))
    return fail("FIELD.INVALID", { field: "unit" });
  if (d.unitValue !== undefined && !(Number.isFinite(d.unitValue) && d.unitValue > 0 && d.unitValue < 1e7))
    return fail("FIELD.INVALID", { field: "unit_value" });
  if (d.attributes !== undefined) {
    if (d.attributes.length > DRAFT_LIMITS.attributes) return fail("FIELD.INVALID", { field: "attributes" });
    for (const [name, value] of d.attributes) {
      const wrong =
        text(name, "attributes", DRAFT_LIMITS.attributeName) ??
        text(value, "attributes", DRAFT_LIMITS.attributeValue);
      if (wrong || name.trim() === "")
        return { ok: false, error: wrong ?? field("FIELD.INVALID", "attributes") };
    }
  }
  if (d.images !== undefined && d.images.length > DRAFT_LIMITS.images)
    return fail("FIELD.INVALID", { field: "images" });
  if (d.titleRu !== undefined && d.titleRu === "") return fail("FIELD.REQUIRED", { field: "title_ru" });
  if (current === null) {
    if (d.titleRu === undefined) return fail("FIELD.REQUIRED", { field: "title_ru" });
    if (d.categoryId === undefined) return fail("FIELD.REQUIRED", { field: "category_id" });
    if (d.price === undefined) return fail("FIELD.REQUIRED", { field: "price" });
  }
  const price = d.price ?? current?.price ?? 0;
  const sale = d.salePrice ?? current?.salePrice ?? 0;
  if (!isRealSale(price, sale)) return fail("FIELD.INVALID", { field: "sale_price" });
  return ok(d);
}

/**
 * A title or description a language lacks shows the Russian meanwhile: the text to store for each language,
 * and the languages that still wait for their own (the back office flags them). `given` is the draft's,
 * `kept` what the product holds and which languages were only standing in.
 */
export function withStandIns(
  given: { ru?: string | undefined; uz?: string | undefined; sr?: string | undefined },
  kept: { ru: string; uz: string; sr: string; standIns: readonly ("uz" | "sr")[] } | null,
): { ru: string; uz: string; sr: string; standIns: ("uz" | "sr")[] } {
  const ru = given.ru ?? kept?.ru ?? "";
  const standIns: ("uz" | "sr")[] = [];
  const pick = (lang: "uz" | "sr") => {
    const own = given[lang];
    if (own !== undefined && own.trim() !== "") return own;
    const keptOwn = kept && !kept.standIns.includes(lang) ? kept[lang] : undefined;
    if (own === undefined && keptOwn !== undefined && keptOwn !== "") return keptOwn;
    standIns.push(lang);
    return ru;
  };
  const uz = pick("uz");
  const sr = pick("sr");
  return { ru, uz, sr, standIns };
}
