import type { Queryable } from "./database.port.ts";

/** The tables whose new rows take their ids from a sequence while the seed writes its own ids. */
const SEQUENCES = [
  ["products", "products_id_seq"],
  ["categories", "categories_id_seq"],
  ["manufacturers", "manufacturers_id_seq"],
  ["banners", "banners_id_seq"],
  ["stories", "stories_id_seq"],
  ["story_items", "story_items_id_seq"],
] as const;

/**
 * Moves each id sequence past the largest id its table holds, so a row made by the back office, a spreadsheet
 * or 1C never takes an id the seed already gave. Cheap (an index lookup a table), so it runs at every start.
 */
export async function syncIdSequences(db: Queryable): Promise<void> {
  for (const [table, sequence] of SEQUENCES) {
    await db.query(
      `SELECT setval('${sequence}', GREATEST((SELECT coalesce(max(id), 0) FROM ${table}), 1),
         (SELECT coalesce(max(id), 0) FROM ${table}) > 0)
       WHERE (SELECT last_value FROM ${sequence}) < (SELECT coalesce(max(id), 0) FROM ${table})
         OR NOT (SELECT is_called FROM ${sequence})`,
    );
  }
}
