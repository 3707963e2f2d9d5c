import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

export type ContentTable = "banners" | "stories";

export interface PlacedRow {
  id: number;
  title: string;
  image: string;
  position: number;
  visible: boolean;
}

const TITLE: Record<Language, string> = { ru: "title_ru", uz: "title_uz", sr: "title_sr" };

/** The order and visibility of the storefront's banners and stories (migration 0022). */
export class AdminContentRepository {
  constructor(private readonly db: Database) {}

  list(table: ContentTable, lang: Language): Promise<PlacedRow[]> {
    return this.db.query<PlacedRow>(
      `SELECT id, ${TITLE[lang]} AS title, image, position, visible FROM ${table} ORDER BY position, id`,
    );
  }

  /** Sets what was asked and leaves the rest; null when there is no such row. */
  async place(
    tx: Tx,
    table: ContentTable,
    lang: Language,
    id: number,
    change: { position?: number | undefined; visible?: boolean | undefined },
  ): Promise<PlacedRow | null> {
    const [row] = await queryableOf(tx).query<PlacedRow>(
      `UPDATE ${table} SET position = coalesce($2, position), visible = coalesce($3, visible) WHERE id = $1
       RETURNING id, ${TITLE[lang]} AS title, image, position, visible`,
      [id, change.position ?? null, change.visible ?? null],
    );
    return row ?? null;
  }
}
