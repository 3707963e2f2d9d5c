import type { Database } from "../../../db/database.port.ts";
import { queryableOf } from "../../../db/transactor.ts";
import type { Tx } from "../../../platform/transactions.ts";
import type { PropertyDef } from "../commerceml/classifier.ts";
import type { ItemDraft } from "./item-draft.ts";

type Num = number | string;

export interface GroupLink {
  groupId: string;
  parentId: string | null;
  title: string;
  depth: number;
  categoryId: number;
  itemsCategoryId: number | null;
}

/** A 1C good (or variant) and what it became here. */
export interface ItemLink {
  externalId: string;
  productId: number | null;
  draft: ItemDraft | null;
  family: number | null;
  seenIn: string | null;
  hidden: boolean;
  /** The product's sale price now (a new price must stay above it, or the sale ends). */
  salePrice: number;
}

/** The exchange's memory of what 1C's ids became here; every write in the caller's transaction. */
export class CatalogueLinksRepository {
  constructor(private readonly db: Database) {}

  async groups(tx: Tx): Promise<Map<string, GroupLink>> {
    const rows = await queryableOf(tx).query<GroupLink>(
      `SELECT group_id AS "groupId", parent_id AS "parentId", title, depth, category_id AS "categoryId",
         items_category_id AS "itemsCategoryId" FROM exchange_groups`,
    );
    return new Map(rows.map((r) => [r.groupId, r]));
  }

  async saveGroup(tx: Tx, g: GroupLink): Promise<void> {
    await queryableOf(tx).query(
      `INSERT INTO exchange_groups (group_id, parent_id, title, depth, category_id, items_category_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (group_id) DO UPDATE SET parent_id = $2, title = $3, depth = $4, category_id = $5,
         items_category_id = $6`,
      [g.groupId, g.parentId, g.title, g.depth, g.categoryId, g.itemsCategoryId],
    );
  }

  async saveProperty(tx: Tx, p: PropertyDef, isBrand: boolean): Promise<void> {
    const q = queryableOf(tx);
    await q.query(
      `INSERT INTO exchange_properties (property_id, name, is_brand) VALUES ($1, $2, $3)
       ON CONFLICT (property_id) DO UPDATE SET name = $2, is_brand = $3`,
      [p.id, p.name, isBrand],
    );
    if (p.values.length === 0) return;
    await q.query(
      `INSERT INTO exchange_property_values (property_id, value_id, value)
       SELECT $1, v.id, v.value FROM unnest($2::text[], $3::text[]) AS v(id, value)
       ON CONFLICT (property_id, value_id) DO UPDATE SET value = EXCLUDED.value`,
      [p.id, p.values.map((v) => v.id), p.values.map((v) => v.value)],
    );
  }

  async properties(tx: Tx): Promise<Map<string, { name: string; isBrand: boolean }>> {
    const rows = await queryableOf(tx).query<{ id: string; name: string; isBrand: boolean }>(
      `SELECT property_id AS id, name, is_brand AS "isBrand" FROM exchange_properties`,
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, isBrand: r.isBrand }]));
  }

  /** The texts of the Справочник values named, by "<property>\u0000<value id>". */
  async values(tx: Tx, pairs: [string, string][]): Promise<Map<string, string>> {
    if (pairs.length === 0) return new Map();
    const rows = await queryableOf(tx).query<{ p: string; v: string; value: string }>(
      `SELECT property_id AS p, value_id AS v, value FROM exchange_property_values
       WHERE (property_id, value_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    return new Map(rows.map((r) => [`${r.p}\u0000${r.v}`, r.value]));
  }

  async brands(tx: Tx, keys: string[]): Promise<Map<string, { title: string; brandId: number }>> {
    if (keys.length === 0) return new Map();
    const rows = await queryableOf(tx).query<{ key: string; title: string; brandId: number }>(
      `SELECT key, title, brand_id AS "brandId" FROM exchange_brands WHERE key = ANY($1::text[])`,
      [keys],
    );
    return new Map(rows.map((r) => [r.key, { title: r.title, brandId: r.brandId }]));
  }

  async saveBrand(tx: Tx, key: string, title: string, brandId: number): Promise<void> {
    await queryableOf(tx).query(
      `INSERT INTO exchange_brands (key, title, brand_id) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET title = $2, brand_id = $3`,
      [key, title, brandId],
    );
  }

  async savePriceType(tx: Tx, t: { id: string; name: string; currency: string }): Promise<void> {
    await queryableOf(tx).query(
      `INSERT INTO exchange_price_types (type_id, name, currency) VALUES ($1, $2, $3)
       ON CONFLICT (type_id) DO UPDATE SET name = $2, currency = $3`,
      [t.id, t.name, t.currency],
    );
  }

  async priceTypes(tx: Tx): Promise<{ id: string; name: string; currency: string }[]> {
    return queryableOf(tx).query(
      "SELECT type_id AS id, name, currency FROM exchange_price_types ORDER BY name",
    );
  }

  /** The links of these ids, with the sale price of the products they became. */
  async items(tx: Tx, ids: string[]): Promise<Map<string, ItemLink>> {
    if (ids.length === 0) return new Map();
    const rows = await queryableOf(tx).query<Omit<ItemLink, "salePrice"> & { salePrice: Num | null }>(
      `SELECT i.external_id AS "externalId", i.product_id AS "productId", i.draft, i.family,
         i.seen_in AS "seenIn", i.hidden_by_exchange AS hidden, p.sale_price AS "salePrice"
       FROM exchange_items i LEFT JOIN products p ON p.id = i.product_id
       WHERE i.external_id = ANY($1::text[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.externalId, { ...r, salePrice: Number(r.salePrice ?? 0) }]));
  }

  /** Products of another source (a spreadsheet, the back office) with these SKUs and no 1C id yet. */
  async adoptableBySku(tx: Tx, skus: string[]): Promise<Map<string, number>> {
    if (skus.length === 0) return new Map();
    const rows = await queryableOf(tx).query<{ sku: string; id: number }>(
      `SELECT sku, id FROM products
       WHERE sku = ANY($1::text[]) AND external_id IS NULL AND deleted_at IS NULL`,
      [skus],
    );
    return new Map(rows.map((r) => [r.sku, r.id]));
  }

  async saveItems(tx: Tx, items: Omit<ItemLink, "salePrice">[]): Promise<void> {
    if (items.length === 0) return;
    await queryableOf(tx).query(
      `INSERT INTO exchange_items (external_id, product_id, draft, family, seen_in, hidden_by_exchange)
       SELECT * FROM unnest($1::text[], $2::int[], $3::jsonb[], $4::int[], $5::text[], $6::boolean[])
       ON CONFLICT (external_id) DO UPDATE SET product_id = EXCLUDED.product_id, draft = EXCLUDED.draft,
         family = EXCLUDED.family, seen_in = EXCLUDED.seen_in, hidden_by_exchange = EXCLUDED.hidden_by_exchange`,
      [
        items.map((i) => i.externalId),
        items.map((i) => i.productId),
        items.map((i) => (i.draft ? JSON.stringify(i.draft) : null)),
        items.map((i) => i.family),
        items.map((i) => i.seenIn),
        items.map((i) => i.hidden),
      ],
    );
  }

  async forgetItems(tx: Tx, ids: string[]): Promise<void> {
    if (ids.length > 0)
      await queryableOf(tx).query("DELETE FROM exchange_items WHERE external_id = ANY($1::text[])", [ids]);
  }

  /**
   * Products a full exchange did not name (goods, or variants: their ids hold a "#"), still shown: the next
   * `limit` of them to hide.
   */
  async unseen(tx: Tx, sessionId: string, variants: boolean, limit: number) {
    return queryableOf(tx).query<{ externalId: string; productId: number }>(
      `SELECT external_id AS "externalId", product_id AS "productId" FROM exchange_items
       WHERE product_id IS NOT NULL AND NOT hidden_by_exchange AND seen_in IS DISTINCT FROM $1
         AND (strpos(external_id, '#') > 0) = $2
       ORDER BY external_id LIMIT $3`,
      [sessionId, variants, limit],
    );
  }

  async markHidden(tx: Tx, ids: string[]): Promise<void> {
    await queryableOf(tx).query(
      "UPDATE exchange_items SET hidden_by_exchange = true WHERE external_id = ANY($1::text[])",
      [ids],
    );
  }

  /** Goods still waiting for a price that a full catalogue no longer names: forgotten. */
  async forgetUnseenWaiting(tx: Tx, sessionId: string): Promise<void> {
    await queryableOf(tx).query(
      "DELETE FROM exchange_items WHERE product_id IS NULL AND seen_in IS DISTINCT FROM $1",
      [sessionId],
    );
  }

  async picture(path: string): Promise<{ sha256: string; name: string } | null> {
    const [row] = await this.db.query<{ sha256: string; name: string }>(
      "SELECT sha256, name FROM exchange_pictures WHERE path = $1",
      [path],
    );
    return row ?? null;
  }

  async pictureByHash(sha256: string): Promise<string | null> {
    const [row] = await this.db.query<{ name: string }>(
      "SELECT name FROM exchange_pictures WHERE sha256 = $1 LIMIT 1",
      [sha256],
    );
    return row?.name ?? null;
  }

  async savePicture(path: string, sha256: string, name: string): Promise<void> {
    await this.db.query(
      `INSERT INTO exchange_pictures (path, sha256, name) VALUES ($1, $2, $3)
       ON CONFLICT (path) DO UPDATE SET sha256 = $2, name = $3`,
      [path, sha256, name],
    );
  }
}
