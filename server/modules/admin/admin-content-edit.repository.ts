import type { Language } from "../../../domain/language.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Database } from "../../db/database.port.ts";
import type { Tx } from "../../platform/transactions.ts";
import type { ContentTable, PlacedRow } from "./admin-content.repository.ts";

export type TextKind = "page" | "post";

export interface Texts {
  ru: string;
  uz: string;
  sr: string;
}

export interface NewPlaced {
  title: Texts;
  subTitle: Texts;
  image: string;
  url: string;
}

export interface TextRow {
  id: number;
  slug: string | null;
  title_ru: string;
  title_uz: string;
  title_sr: string;
  body_ru: string;
  body_uz: string;
  body_sr: string;
}

const TITLE: Record<Language, string> = { ru: "title_ru", uz: "title_uz", sr: "title_sr" };
const TEXT_COLUMNS = "id, slug, title_ru, title_uz, title_sr, body_ru, body_uz, body_sr";

/**
 * Banners and stories made and removed, pages and posts rewritten (decision 0037). A new one goes last; ids
 * come from sequences past the seed's (migration 0029).
 */
export class AdminContentEditRepository {
  constructor(private readonly db: Database) {}

  async addBanner(tx: Tx, lang: Language, b: NewPlaced): Promise<PlacedRow> {
    const [row] = await queryableOf(tx).query<PlacedRow>(
      `INSERT INTO banners (id, position, title_ru, title_uz, title_sr, sub_title_ru, sub_title_uz,
         sub_title_sr, image, url, visible)
       SELECT nextval('banners_id_seq')::int, (SELECT coalesce(max(position), -1) + 1 FROM banners),
         $1, $2, $3, $4, $5, $6, $7, $8, true
       RETURNING id, ${TITLE[lang]} AS title, image, position, visible`,
      [b.title.ru, b.title.uz, b.title.sr, b.subTitle.ru, b.subTitle.uz, b.subTitle.sr, b.image, b.url],
    );
    return row!;
  }

  /** A story of one picture: its ring on the home page and its one slide, leading to the link. */
  async addStory(tx: Tx, lang: Language, s: NewPlaced): Promise<PlacedRow> {
    const q = queryableOf(tx);
    const [row] = await q.query<PlacedRow>(
      `INSERT INTO stories (id, position, title_ru, title_uz, title_sr, image, visible)
       SELECT nextval('stories_id_seq')::int, (SELECT coalesce(max(position), -1) + 1 FROM stories),
         $1, $2, $3, $4, true
       RETURNING id, ${TITLE[lang]} AS title, image, position, visible`,
      [s.title.ru, s.title.uz, s.title.sr, s.image],
    );
    await q.query(
      `INSERT INTO story_items (id, story_id, position, title_ru, title_uz, title_sr, description_ru,
         description_uz, description_sr, image, url)
       VALUES (nextval('story_items_id_seq')::int, $1, 0, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        row!.id,
        s.title.ru,
        s.title.uz,
        s.title.sr,
        s.subTitle.ru,
        s.subTitle.uz,
        s.subTitle.sr,
        s.image,
        s.url,
      ],
    );
    return row!;
  }

  /** Removes the row (a story with its slides and who saw them); the pictures it named, null: no such row. */
  async remove(tx: Tx, table: ContentTable, id: number): Promise<string[] | null> {
    const q = queryableOf(tx);
    if (table === "stories") {
      await q.query(
        "DELETE FROM story_views WHERE item_id IN (SELECT id FROM story_items WHERE story_id = $1)",
        [id],
      );
      const items = await q.query<{ image: string }>(
        "DELETE FROM story_items WHERE story_id = $1 RETURNING image",
        [id],
      );
      const [story] = await q.query<{ image: string }>("DELETE FROM stories WHERE id = $1 RETURNING image", [
        id,
      ]);
      return story ? [story.image, ...items.map((i) => i.image)] : null;
    }
    const [banner] = await q.query<{ image: string }>("DELETE FROM banners WHERE id = $1 RETURNING image", [
      id,
    ]);
    return banner ? [banner.image] : null;
  }

  texts(kind: TextKind): Promise<TextRow[]> {
    return this.db.query<TextRow>(
      `SELECT ${TEXT_COLUMNS} FROM content WHERE kind = $1 ORDER BY position, id`,
      [kind],
    );
  }

  async text(tx: Tx, kind: TextKind, id: number): Promise<TextRow | null> {
    const [row] = await queryableOf(tx).query<TextRow>(
      `SELECT ${TEXT_COLUMNS} FROM content WHERE kind = $1 AND id = $2 FOR UPDATE`,
      [kind, id],
    );
    return row ?? null;
  }

  async saveText(tx: Tx, row: TextRow): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE content SET title_ru = $2, title_uz = $3, title_sr = $4, body_ru = $5, body_uz = $6,
         body_sr = $7 WHERE id = $1`,
      [row.id, row.title_ru, row.title_uz, row.title_sr, row.body_ru, row.body_uz, row.body_sr],
    );
  }
}
