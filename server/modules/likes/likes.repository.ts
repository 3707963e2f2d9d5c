import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";
import { cardSelectList, type CardRow } from "../catalogue/index.ts";

export class LikesRepository {
  constructor(private readonly db: Database) {}

  async productExists(productId: number): Promise<boolean> {
    return (await this.db.query("SELECT 1 FROM products WHERE id = $1", [productId])).length > 0;
  }

  /** Liking again changes nothing: the first like keeps its time. */
  async like(tx: Tx, owner: string, productId: number): Promise<void> {
    await queryableOf(tx).query(
      "INSERT INTO likes (owner, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
      [owner, productId],
    );
  }

  async unlike(tx: Tx, owner: string, productId: number): Promise<void> {
    await queryableOf(tx).query("DELETE FROM likes WHERE owner = $1 AND product_id = $2", [owner, productId]);
  }

  async likedIds(owner: string): Promise<number[]> {
    const rows = await this.db.query<{ product_id: number }>(
      "SELECT product_id FROM likes WHERE owner = $1",
      [owner],
    );
    return rows.map((r) => r.product_id);
  }

  /** The owner's liked products as card rows, newest like first. */
  async likedCards(
    lang: Language,
    owner: string,
    page: number,
    size: number,
  ): Promise<{ rows: CardRow[]; total: number }> {
    const rows = await this.db.query<CardRow & { total: number }>(
      `SELECT count(*) OVER ()::int AS total, ${cardSelectList(lang)}
       FROM likes l JOIN products p ON p.id = l.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE l.owner = $1
       ORDER BY l.created_at DESC, l.line DESC
       LIMIT $2 OFFSET $3`,
      [owner, size, (page - 1) * size],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [row] = await this.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM likes WHERE owner = $1",
        [owner],
      );
      total = Number(row?.n ?? 0);
    }
    return { rows, total: Number(total) };
  }

  /** Moves a guest's likes to the user; the guest's rows are deleted, so a second call moves nothing. */
  async moveOwner(tx: Tx, guest: string, user: string): Promise<void> {
    const q = queryableOf(tx);
    await q.query(
      `INSERT INTO likes (owner, product_id, created_at)
       SELECT $1, product_id, created_at FROM likes WHERE owner = $2
       ON CONFLICT DO NOTHING`,
      [user, guest],
    );
    await q.query("DELETE FROM likes WHERE owner = $1", [guest]);
  }
}
