import type { Database } from "../../../db/database.port.ts";

/** A saved card as kept: Payme's token and what may be shown, never the whole number. */
export interface SavedCardRow {
  id: number;
  userId: number;
  token: string;
  number: string;
  expiry: string;
  vendor: string | null;
  processing: string | null;
  verified: boolean;
}

const COLUMNS = `id, user_id AS "userId", token, number, expiry_date AS expiry, vendor, processing, verified`;

export class SavedCardsRepository {
  constructor(private readonly db: Database) {}

  async insert(card: Omit<SavedCardRow, "id">): Promise<SavedCardRow> {
    const [row] = await this.db.query<SavedCardRow>(
      `INSERT INTO payment_cards (user_id, token, number, expiry_date, vendor, processing, verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [card.userId, card.token, card.number, card.expiry, card.vendor, card.processing, card.verified],
    );
    return row!;
  }

  /** The user's card; another user's is null, as if it did not exist. */
  async find(userId: number, id: number): Promise<SavedCardRow | null> {
    const [row] = await this.db.query<SavedCardRow>(
      `SELECT ${COLUMNS} FROM payment_cards WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  }

  /** The user's confirmed cards, oldest first. */
  list(userId: number): Promise<SavedCardRow[]> {
    return this.db.query<SavedCardRow>(
      `SELECT ${COLUMNS} FROM payment_cards WHERE user_id = $1 AND verified ORDER BY id`,
      [userId],
    );
  }

  /** The shopper's phone, which keys the per-shopper limits (as sign-in's do). */
  async phoneOf(userId: number): Promise<string> {
    const [row] = await this.db.query<{ phone: string }>(`SELECT phone FROM users WHERE id = $1`, [userId]);
    return row?.phone ?? `id:${userId}`;
  }

  async markVerified(id: number): Promise<void> {
    await this.db.query(`UPDATE payment_cards SET verified = true WHERE id = $1`, [id]);
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.query(`DELETE FROM payment_cards WHERE id = $1 AND user_id = $2`, [id, userId]);
  }
}
