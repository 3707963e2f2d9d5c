import { queryableOf } from "../../../db/transactor.ts";
import type { Tx } from "../../../platform/transactions.ts";

export interface KeptCategory {
  id: number;
  parentId: number | null;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  icon: string;
  externalId: string | null;
  /** 1 for a section, 2 for its categories, 3 for theirs. */
  depth: number;
  /** The deepest level below it, counted from it (0: no children). */
  height: number;
}

export interface KeptBrand {
  id: number;
  title: string;
  country: string;
  icon: string;
  descriptionRu: string;
  descriptionUz: string;
  descriptionSr: string;
  externalId: string | null;
}

/** Categories and brands as their upkeep changes them, inside the caller's transaction. */
export class TreeUpkeepRepository {
  async category(tx: Tx, match: { id: number } | { externalId: string }): Promise<KeptCategory | null> {
    const [where, value] = "id" in match ? ["id = $1", match.id] : ["external_id = $1", match.externalId];
    const [row] = await queryableOf(tx).query<KeptCategory>(
      `WITH RECURSIVE me AS (SELECT id FROM categories WHERE ${where}),
       up AS (
         SELECT c.id, c.parent_id, 1 AS n FROM categories c JOIN me ON c.id = me.id
         UNION ALL SELECT c.id, c.parent_id, up.n + 1 FROM categories c JOIN up ON c.id = up.parent_id
       ), down AS (
         SELECT c.id, 0 AS n FROM categories c JOIN me ON c.id = me.id
         UNION ALL SELECT c.id, down.n + 1 FROM categories c JOIN down ON c.parent_id = down.id WHERE down.n < 5
       )
       SELECT c.id, c.parent_id AS "parentId", c.title_ru AS "titleRu", c.title_uz AS "titleUz",
         c.title_sr AS "titleSr", c.icon, c.external_id AS "externalId",
         (SELECT max(n) FROM up)::int AS depth, (SELECT max(n) FROM down)::int AS height
       FROM categories c JOIN me ON c.id = me.id FOR UPDATE OF c`,
      [value],
    );
    return row ?? null;
  }

  /** Whether `ancestor` is `id` itself or above it: a category moved under its own branch would loop. */
  async isWithin(tx: Tx, id: number, ancestor: number): Promise<boolean> {
    const rows = await queryableOf(tx).query(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id FROM categories WHERE id = $1
         UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
       ) SELECT 1 FROM up WHERE id = $2`,
      [id, ancestor],
    );
    return rows.length > 0;
  }

  async insertCategory(tx: Tx, c: Omit<KeptCategory, "id" | "depth" | "height">, slug: string) {
    const [row] = await queryableOf(tx).query<{ id: number }>(
      `WITH next AS (SELECT nextval('categories_id_seq')::int AS id)
       INSERT INTO categories (id, parent_id, slug, title_ru, title_uz, title_sr, icon, position, is_popular,
         external_id)
       SELECT next.id, $1, $2 || '-' || next.id, $3, $4, $5, $6,
         (SELECT coalesce(max(position), 0) + 1 FROM categories WHERE parent_id IS NOT DISTINCT FROM $1), false, $7
       FROM next RETURNING id`,
      [c.parentId, slug, c.titleRu, c.titleUz, c.titleSr, c.icon, c.externalId],
    );
    return row!.id;
  }

  async updateCategory(tx: Tx, id: number, c: Omit<KeptCategory, "id" | "depth" | "height">) {
    await queryableOf(tx).query(
      `UPDATE categories SET parent_id = $2, title_ru = $3, title_uz = $4, title_sr = $5, icon = $6,
         external_id = $7 WHERE id = $1`,
      [id, c.parentId, c.titleRu, c.titleUz, c.titleSr, c.icon, c.externalId],
    );
  }

  /** After a move: every product under the category takes the section it is now under. */
  async resection(tx: Tx, id: number): Promise<void> {
    await queryableOf(tx).query(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id FROM categories WHERE id = $1
         UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
       ), down AS (
         SELECT id FROM categories WHERE id = $1
         UNION ALL SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
       )
       UPDATE products SET section_id = (SELECT id FROM up WHERE parent_id IS NULL)
       WHERE category_id IN (SELECT id FROM down)`,
      [id],
    );
  }

  /** Puts the parent's children in this order; ids not among them are refused by the caller. */
  async order(tx: Tx, parentId: number | null, ids: readonly number[]): Promise<number> {
    const rows = await queryableOf(tx).query(
      `UPDATE categories c SET position = o.n FROM unnest($2::int[]) WITH ORDINALITY AS o(id, n)
       WHERE c.id = o.id AND c.parent_id IS NOT DISTINCT FROM $1 RETURNING c.id`,
      [parentId, ids],
    );
    return rows.length;
  }

  async children(tx: Tx, parentId: number | null): Promise<number[]> {
    const rows = await queryableOf(tx).query<{ id: number }>(
      "SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM $1 FOR UPDATE",
      [parentId],
    );
    return rows.map((r) => r.id);
  }

  async brand(tx: Tx, match: { id: number } | { externalId: string }): Promise<KeptBrand | null> {
    const [where, value] = "id" in match ? ["id = $1", match.id] : ["external_id = $1", match.externalId];
    const [row] = await queryableOf(tx).query<KeptBrand>(
      `SELECT id, title, country, icon, description_ru AS "descriptionRu", description_uz AS "descriptionUz",
         description_sr AS "descriptionSr", external_id AS "externalId"
       FROM manufacturers WHERE ${where} FOR UPDATE`,
      [value],
    );
    return row ?? null;
  }

  async brandByTitle(tx: Tx, title: string): Promise<KeptBrand | null> {
    const [row] = await queryableOf(tx).query<{ id: number }>(
      "SELECT id FROM manufacturers WHERE lower(title) = lower($1) ORDER BY id LIMIT 1",
      [title],
    );
    return row ? this.brand(tx, { id: row.id }) : null;
  }

  async insertBrand(tx: Tx, b: Omit<KeptBrand, "id">, slug: string): Promise<number> {
    const [row] = await queryableOf(tx).query<{ id: number }>(
      `WITH next AS (SELECT nextval('manufacturers_id_seq')::int AS id)
       INSERT INTO manufacturers (id, slug, title, country, icon, description_ru, description_uz,
         description_sr, position, external_id)
       SELECT next.id, $1 || '-' || next.id, $2, $3, $4, $5, $6, $7,
         (SELECT coalesce(max(position), 0) + 1 FROM manufacturers), $8
       FROM next RETURNING id`,
      [slug, b.title, b.country, b.icon, b.descriptionRu, b.descriptionUz, b.descriptionSr, b.externalId],
    );
    return row!.id;
  }

  async updateBrand(tx: Tx, id: number, b: Omit<KeptBrand, "id">): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE manufacturers SET title = $2, country = $3, icon = $4, description_ru = $5, description_uz = $6,
         description_sr = $7, external_id = $8 WHERE id = $1`,
      [id, b.title, b.country, b.icon, b.descriptionRu, b.descriptionUz, b.descriptionSr, b.externalId],
    );
  }
}
