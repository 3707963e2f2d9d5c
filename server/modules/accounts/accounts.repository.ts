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

export interface ProfileRow {
  id: number;
  phone: string;
  full_name: string;
  address: string | null;
  avatar: string | null;
  cashback_balance: string;
  coupon_balance: string;
  language: "ru" | "uz" | "sr" | null;
  is_master: boolean;
}

export interface NewUserRow {
  phone: string;
  fullName: string;
  passwordHash: string;
  address: string | null;
  cashbackBalance: string;
  couponBalance: string;
  language: "ru" | "uz" | "sr" | null;
  isMaster: boolean;
}

export class AccountsRepository {
  constructor(private readonly db: Pick<Database, "query">) {}

  async credentials(phone: string): Promise<{ id: number; password_hash: string | null } | null> {
    const [user] = await this.db.query<{ id: number; password_hash: string | null }>(
      "SELECT id, password_hash FROM users WHERE phone = $1",
      [phone],
    );
    return user ?? null;
  }

  async exists(userId: number): Promise<boolean> {
    return (await this.db.query("SELECT 1 FROM users WHERE id = $1", [userId])).length > 0;
  }

  async profile(userId: number): Promise<ProfileRow | null> {
    const [row] = await this.db.query<ProfileRow>(
      `SELECT id, phone, full_name, address, avatar, cashback_balance::text AS cashback_balance,
        coupon_balance::text AS coupon_balance, language, is_master FROM users WHERE id = $1`,
      [userId],
    );
    return row ?? null;
  }

  async insert(user: NewUserRow): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO users (phone, full_name, password_hash, address, cashback_balance, coupon_balance, language, is_master)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8) RETURNING id`,
      [
        user.phone,
        user.fullName,
        user.passwordHash,
        user.address,
        user.cashbackBalance,
        user.couponBalance,
        user.language,
        user.isMaster,
      ],
    );
    return row!.id;
  }

  /** The user's verified cards, oldest first; a card still waiting for its SMS code is not listed. */
  savedCards(userId: number): Promise<SavedCardAnswer[]> {
    return this.db.query<SavedCardAnswer>(
      `SELECT id, number, vendor, processing, name, expiry_date FROM payment_cards
       WHERE user_id = $1 AND verified ORDER BY id`,
      [userId],
    );
  }
}
