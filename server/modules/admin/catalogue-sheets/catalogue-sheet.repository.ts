import type { Language } from "../../../../domain/language.ts";
import type { Database } from "../../../db/database.port.ts";
import { queryableOf } from "../../../db/transactor.ts";
import type { Tx } from "../../../platform/transactions.ts";

type Attribute = [string, string | [string, string, string]];

/** The list's filters, as the export takes them. */
export interface SheetFilter {
  lang: Language;
  search: string;
  categoryId: number | null;
  brandId: number | null;
}

export interface SheetProduct {
  id: number;
  sku: string | null;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  descriptionRu: string;
  descriptionUz: string;
  descriptionSr: string;
  missing: string[];
  categoryId: number;
  brand: string;
  unit: string;
  price: number;
  salePrice: number;
  stock: number;
  images: string[];
  attributes: Attribute[];
}

const TITLE: Record<Language, string> = { ru: "title_ru", uz: "title_uz", sr: "title_sr" };

/** The filter as SQL over `p` (products) with its parameters from $1; only fixed text reaches the SQL. */
function where(filter: SheetFilter): { sql: string; params: unknown[] } {
  const parts = ["p.deleted_at IS NULL"];
  const params: unknown[] = [];
  const search = filter.search;
  if (search !== "") {
    params.push(
      `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      /^\d{1,9}$/.test(search) ? Number(search) : null,
    );
    const [like, id] = [`$${params.length - 1}`, `$${params.length}`];
    parts.push(`(p.${TITLE[filter.lang]} ILIKE ${like} OR p.slug ILIKE ${like} OR p.id = ${id}::int)`);
  }
  if (filter.categoryId !== null) {
    params.push(filter.categoryId);
    parts.push(`p.category_id IN (WITH RECURSIVE down AS (
      SELECT id FROM categories WHERE id = $${params.length}
      UNION ALL SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id) SELECT id FROM down)`);
  }
  if (filter.brandId !== null) {
    params.push(filter.brandId);
    parts.push(`p.manufacturer_id = $${params.length}`);
  }
  return { sql: parts.join(" AND "), params };
}

const numbers = (r: SheetProduct): SheetProduct => ({
  ...r,
  price: Number(r.price),
  salePrice: Number(r.salePrice),
  stock: Number(r.stock),
});

/** What the catalogue's spreadsheets read of products and brands; every write goes through the upkeep. */
export class CatalogueSheetRepository {
  constructor(private readonly db: Database) {}

  /** Every attribute name among the filtered products, for the export's columns. */
  async attributeNames(filter: SheetFilter): Promise<string[]> {
    const { sql, params } = where(filter);
    const rows = await this.db.query<{ name: string }>(
      `SELECT DISTINCT a->>0 AS name FROM products p, jsonb_array_elements(p.attributes) a
       WHERE ${sql} ORDER BY 1`,
      params,
    );
    return rows.map((r) => r.name);
  }

  /** The filtered products by id, a page after `afterId` at a time (deleted ones never). */
  async page(filter: SheetFilter, afterId: number, size: number): Promise<SheetProduct[]> {
    const { sql, params } = where(filter);
    const rows = await this.db.query<SheetProduct>(
      `SELECT p.id, p.sku, p.title_ru AS "titleRu", p.title_uz AS "titleUz", p.title_sr AS "titleSr",
         p.description_ru AS "descriptionRu", p.description_uz AS "descriptionUz",
         p.description_sr AS "descriptionSr", p.missing_translations AS missing, p.category_id AS "categoryId",
         m.title AS brand, p.unit, p.price, p.sale_price AS "salePrice", p.stock, p.images, p.attributes
       FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE ${sql} AND p.id > $${params.length + 1} ORDER BY p.id LIMIT ${size}`,
      [...params, afterId],
    );
    return rows.map(numbers);
  }

  /** A category goods may hang on (the first of the menu), for the template's example row. */
  async exampleCategory(): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>(
      `SELECT c.id FROM categories c JOIN categories parent ON parent.id = c.parent_id
       WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
       ORDER BY parent.position, parent.id, c.position, c.id LIMIT 1`,
    );
    return row?.id ?? null;
  }

  /** The brand of this title, as the upkeep finds one (whatever the case); null when there is none yet. */
  async brandByTitle(tx: Tx, title: string): Promise<number | null> {
    const [row] = await queryableOf(tx).query<{ id: number }>(
      "SELECT id FROM manufacturers WHERE lower(title) = lower($1) ORDER BY id LIMIT 1",
      [title],
    );
    return row?.id ?? null;
  }

  /** The attributes of the products these SKUs name, for rows that change some and keep the rest. */
  async attributesOf(tx: Tx, skus: readonly string[]): Promise<Map<string, Attribute[]>> {
    if (skus.length === 0) return new Map();
    const rows = await queryableOf(tx).query<{ sku: string; attributes: Attribute[] }>(
      "SELECT sku, attributes FROM products WHERE sku = ANY($1::text[]) AND deleted_at IS NULL",
      [skus],
    );
    return new Map(rows.map((r) => [r.sku, r.attributes]));
  }
}
