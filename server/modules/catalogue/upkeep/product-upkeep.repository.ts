import { queryableOf } from "../../../db/transactor.ts";
import { refreshSearchIndex } from "../catalogue.repository.ts";
import type { Tx } from "../../../platform/transactions.ts";

// bigint and numeric columns arrive as text from node-postgres, as numbers from PGlite: read with Number().
type Num = number | string;

/** A product as its upkeep reads and writes it. */
export interface KeptProduct {
  id: number;
  slug: string;
  sku: string | null;
  externalId: string | null;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  descriptionRu: string;
  descriptionUz: string;
  descriptionSr: string;
  categoryId: number;
  sectionId: number;
  brandId: number;
  unit: string;
  unitValue: number;
  attributes: [string, string | [string, string, string]][];
  groupId: number | null;
  price: number;
  salePrice: number;
  stock: number;
  vatPercent: number | null;
  images: string[];
  visible: boolean;
  missing: ("uz" | "sr")[];
}

export type ProductMatch = { id: number } | { sku: string } | { externalId: string };

/** The row to write; `id` null for a new product (its id comes from the sequence). */
export type ProductRow = Omit<KeptProduct, "id" | "slug"> & {
  slug: string | null;
  searchKey: string;
  titleKeys: string;
  /** null on an update: the year stays. */
  year: number | null;
  weight: number;
  country: string;
  audience: string;
};

export interface ProductChange {
  productId: number;
  userId: number | null;
  source: "staff" | "import" | "1c";
  field: string;
  oldValue: number | null;
  newValue: number | null;
  oldText: string | null;
  newText: string | null;
}

const COLUMNS = `p.id, p.slug, p.sku, p.external_id AS "externalId", p.title_ru AS "titleRu",
  p.title_uz AS "titleUz", p.title_sr AS "titleSr", p.description_ru AS "descriptionRu",
  p.description_uz AS "descriptionUz", p.description_sr AS "descriptionSr", p.category_id AS "categoryId",
  p.section_id AS "sectionId", p.manufacturer_id AS "brandId", p.unit, p.unit_value AS "unitValue",
  p.attributes, p.group_id AS "groupId", p.price, p.sale_price AS "salePrice", p.stock,
  p.vat_percent AS "vatPercent", p.images, p.visible, p.missing_translations AS missing`;

type RawKept = Omit<KeptProduct, "price" | "salePrice" | "unitValue"> & {
  price: Num;
  salePrice: Num;
  unitValue: Num;
};

const kept = (r: RawKept): KeptProduct => ({
  ...r,
  price: Number(r.price),
  salePrice: Number(r.salePrice),
  unitValue: Number(r.unitValue),
  missing: (r.missing ?? []) as ("uz" | "sr")[],
});

/** The catalogue's writes of products, always inside the caller's transaction (decision 0030). */
export class ProductUpkeepRepository {
  /** The product, locked for the transaction; deleted products are found only by id. */
  async lock(tx: Tx, match: ProductMatch): Promise<KeptProduct | null> {
    const [where, value] =
      "id" in match
        ? ["p.id = $1", match.id]
        : "sku" in match
          ? ["p.sku = $1 AND p.deleted_at IS NULL", match.sku]
          : ["p.external_id = $1 AND p.deleted_at IS NULL", match.externalId];
    const [row] = await queryableOf(tx).query<RawKept>(
      `SELECT ${COLUMNS} FROM products p WHERE ${where} FOR UPDATE`,
      [value],
    );
    return row ? kept(row) : null;
  }

  /** Whether another product holds this SKU or 1C id (a deleted one has given its up). */
  async takenBy(tx: Tx, column: "sku" | "external_id", value: string, other: number | null) {
    const rows = await queryableOf(tx).query(
      `SELECT 1 FROM products WHERE ${column} = $1 AND ($2::int IS NULL OR id <> $2)`,
      [value, other],
    );
    return rows.length > 0;
  }

  /** A category products may hang on (not a section), its section and its titles for the search key. */
  async placement(tx: Tx, categoryId: number) {
    const [row] = await queryableOf(tx).query<{
      sectionId: number | null;
      isSection: boolean;
      titles: string;
      audience: string | null;
    }>(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id, 0 AS depth FROM categories WHERE id = $1
         UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
       )
       SELECT (SELECT id FROM up WHERE parent_id IS NULL) AS "sectionId",
         (SELECT parent_id IS NULL FROM categories WHERE id = $1) AS "isSection",
         (SELECT concat_ws(' ', title_ru, title_uz, title_sr) FROM categories WHERE id = $1) AS titles,
         (SELECT p.audience FROM products p WHERE p.category_id = $1 LIMIT 1) AS audience
       WHERE EXISTS (SELECT 1 FROM categories WHERE id = $1)`,
      [categoryId],
    );
    return row ?? null;
  }

  async brand(tx: Tx, brandId: number) {
    const [row] = await queryableOf(tx).query<{ id: number; title: string; country: string }>(
      "SELECT id, title, country FROM manufacturers WHERE id = $1",
      [brandId],
    );
    return row ?? null;
  }

  /** The shop's brand for goods with none of their own, made the first time it is needed. */
  async noname(tx: Tx): Promise<{ id: number; title: string; country: string }> {
    const q = queryableOf(tx);
    const [row] = await q.query<{ id: number; title: string; country: string }>(
      "SELECT id, title, country FROM manufacturers WHERE slug = 'noname'",
    );
    if (row) return row;
    const [made] = await q.query<{ id: number; title: string; country: string }>(
      `INSERT INTO manufacturers (id, slug, title, country, icon, description_ru, description_uz, description_sr,
         position)
       VALUES (nextval('manufacturers_id_seq'), 'noname', 'Noname', '', '', '', '', '', 1000000)
       ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug
       RETURNING id, title, country`,
    );
    return made!;
  }

  async insert(tx: Tx, p: ProductRow, at: Date): Promise<{ id: number; slug: string }> {
    const [row] = await queryableOf(tx).query<{ id: number; slug: string }>(
      `WITH next AS (SELECT nextval('products_id_seq')::int AS id)
       INSERT INTO products (id, slug, sku, external_id, category_id, section_id, manufacturer_id, group_id,
         title_ru, title_uz, title_sr, description_ru, description_uz, description_sr, price, sale_price, stock,
         year, unit_value, unit, weight, country, audience, attributes, images, search_key, title_keys,
         created_at, updated_at, vat_percent, visible, missing_translations)
       SELECT next.id, $1 || '-' || next.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
         $17, $18, $19, $20, $21, $22, $23::jsonb, $24::jsonb, $25, $26, $27, $27, $28, $29, $30::text[]
       FROM next
       RETURNING id, slug`,
      [...this.values(p), at, p.vatPercent, p.visible, p.missing],
    );
    return row!;
  }

  async update(tx: Tx, id: number, p: ProductRow, at: Date): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE products SET sku = $2, external_id = $3, category_id = $4, section_id = $5, manufacturer_id = $6,
         group_id = $7, title_ru = $8, title_uz = $9, title_sr = $10, description_ru = $11,
         description_uz = $12, description_sr = $13, price = $14, sale_price = $15, stock = $16,
         year = coalesce($17::smallint, year), unit_value = $18, unit = $19, weight = $20, country = $21,
         audience = $22, attributes = $23::jsonb, images = $24::jsonb, search_key = $25,
         title_keys = $26, updated_at = $27, vat_percent = $28, visible = $29, missing_translations = $30::text[]
       WHERE id = $1`,
      [id, ...this.values(p).slice(1), at, p.vatPercent, p.visible, p.missing],
    );
  }

  /** Off the shop and the back office's lists; kept for the orders that name it. Frees its SKU and Ид. */
  async delete(tx: Tx, id: number, at: Date): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE products SET deleted_at = $2, visible = false, sku = NULL, external_id = NULL, updated_at = $2
       WHERE id = $1`,
      [id, at],
    );
  }

  private values(p: ProductRow): unknown[] {
    return [
      p.slug,
      p.sku,
      p.externalId,
      p.categoryId,
      p.sectionId,
      p.brandId,
      p.groupId,
      p.titleRu,
      p.titleUz,
      p.titleSr,
      p.descriptionRu,
      p.descriptionUz,
      p.descriptionSr,
      p.price,
      p.salePrice,
      p.stock,
      p.year,
      p.unitValue,
      p.unit,
      p.weight,
      p.country,
      p.audience,
      JSON.stringify(p.attributes),
      JSON.stringify(p.images),
      p.searchKey,
      p.titleKeys,
    ];
  }

  /** What search reads of the product: its row while it is shown, none once it is hidden. */
  async refreshSearchRow(tx: Tx, id: number): Promise<void> {
    const q = queryableOf(tx);
    await q.query("DELETE FROM product_search WHERE id = $1", [id]);
    await q.query(
      `INSERT INTO product_search (id, words, title_keys, sold_count)
       SELECT id, strip(to_tsvector('simple', search_key)), title_keys, sold_count FROM products
       WHERE id = $1 AND visible`,
      [id],
    );
  }

  /** `refreshSearchRow` for a batch's products at once. */
  async refreshSearchRows(tx: Tx, ids: readonly number[]): Promise<void> {
    const q = queryableOf(tx);
    await q.query("DELETE FROM product_search WHERE id = ANY($1::int[])", [ids]);
    await q.query(
      `INSERT INTO product_search (id, words, title_keys, sold_count)
       SELECT id, strip(to_tsvector('simple', search_key)), title_keys, sold_count FROM products
       WHERE id = ANY($1::int[]) AND visible`,
      [ids],
    );
  }

  /** The whole search table and its vocabulary, from the products as they now are. */
  rebuildSearch(tx: Tx): Promise<void> {
    return refreshSearchIndex(queryableOf(tx));
  }

  async logChanges(tx: Tx, changes: readonly ProductChange[]): Promise<void> {
    if (changes.length === 0) return;
    await queryableOf(tx).query(
      `INSERT INTO product_changes (product_id, user_id, source, field, old_value, new_value, old_text, new_text)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::bigint[], $6::bigint[],
         $7::text[], $8::text[])`,
      [
        changes.map((c) => c.productId),
        changes.map((c) => c.userId),
        changes.map((c) => c.source),
        changes.map((c) => c.field),
        changes.map((c) => c.oldValue),
        changes.map((c) => c.newValue),
        changes.map((c) => c.oldText),
        changes.map((c) => c.newText),
      ],
    );
  }
}
