import type { Database } from "../../db/database.port.ts";

/** One saved card as GET payments/cards/ answers it (contract/cards.ts `SavedCard`). */
export interface SavedCardAnswer {
  id: number;
  number: string;
  vendor: string | null;
  processing: string | null;
  name: string | null;
  expiry_date: string;
}

/** The user's verified cards, oldest first; a card still waiting for its SMS code is not listed. */
export async function savedCards(db: Database, userId: number): Promise<SavedCardAnswer[]> {
  return db.query<SavedCardAnswer>(
    `SELECT id, number, vendor, processing, name, expiry_date FROM payment_cards
     WHERE user_id = $1 AND verified ORDER BY id`, [userId]);
}
