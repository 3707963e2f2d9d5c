import type { Database } from "../../db/database.port.ts";

export interface TreeRow {
  id: number;
  parent_id: number | null;
  title_ru: string;
  title_uz: string;
  title_sr: string;
  icon: string;
  position: number;
}

export interface BrandRow {
  id: number;
  title: string;
  country: string;
  icon: string;
}

/** `%` and `_` typed by staff are looked for as they are, not as patterns. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the back office reads of the category tree and the brands; every write goes through the catalogue's
 * tree upkeep (decision 0030).
 */
export class AdminTreeRepository {
  constructor(private readonly db: Database) {}

  /** Parents before their children, siblings in their order. */
  async categories(): Promise<TreeRow[]> {
    const rows = await this.db.query<TreeRow>(
      `SELECT id, parent_id, title_ru, title_uz, title_sr, icon, position FROM categories
       ORDER BY position, id`,
    );
    const byParent = new Map<number | null, TreeRow[]>();
    for (const r of rows) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
    const out: TreeRow[] = [];
    const walk = (parent: number | null) => {
      for (const r of byParent.get(parent) ?? []) {
        out.push(r);
        walk(r.id);
      }
    };
    walk(null);
    return out;
  }

  async category(id: number): Promise<TreeRow | null> {
    return (await this.categories()).find((r) => r.id === id) ?? null;
  }

  async brands(search: string, page: number, size: number): Promise<{ rows: BrandRow[]; total: number }> {
    const like = likeOf(search);
    const [rows, [count]] = await Promise.all([
      this.db.query<BrandRow>(
        `SELECT id, title, country, icon FROM manufacturers WHERE title ILIKE $1
         ORDER BY lower(title), id LIMIT $2 OFFSET $3`,
        [like, size, (page - 1) * size],
      ),
      this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM manufacturers WHERE title ILIKE $1", [
        like,
      ]),
    ]);
    return { rows, total: count!.n };
  }

  async brand(id: number): Promise<BrandRow | null> {
    const [row] = await this.db.query<BrandRow>(
      "SELECT id, title, country, icon FROM manufacturers WHERE id = $1",
      [id],
    );
    return row ?? null;
  }

  /** Another brand already called this (any case): the back office makes no second one of that name. */
  async brandNamed(title: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>(
      "SELECT id FROM manufacturers WHERE lower(title) = lower($1) ORDER BY id LIMIT 1",
      [title.trim()],
    );
    return row?.id ?? null;
  }
}
