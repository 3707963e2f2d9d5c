import type { Database, Queryable } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

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
  discount_card: string | null;
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

/** One issued refresh token as its row records it; times in milliseconds since the epoch. */
export interface RefreshTokenRow {
  jti: string;
  family: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Repeats a revoking UPDATE until it changes nothing. In READ COMMITTED a statement does not see a row a
 * concurrent rotation inserts after the statement began, so one pass could miss the token that rotation is
 * handing out; the next pass sees it. It ends: a new row needs a live row to rotate from, and each pass
 * revokes every live row it sees. Rows are locked in jti order so two revocations cannot deadlock.
 */
async function revokeUntilNoneLive(q: Queryable, where: string, params: unknown[], now: number) {
  for (let pass = 0; pass < 20; pass++) {
    const revoked = await q.query(
      `WITH live AS (
         SELECT jti FROM refresh_tokens WHERE revoked_at IS NULL AND ${where} ORDER BY jti FOR UPDATE
       )
       UPDATE refresh_tokens r SET revoked_at = $1::timestamptz FROM live WHERE r.jti = live.jti RETURNING r.jti`,
      [iso(now), ...params],
    );
    if (revoked.length === 0) return;
  }
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
        coupon_balance::text AS coupon_balance, language, is_master, discount_card FROM users WHERE id = $1`,
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

  async recordRefreshToken(tx: Tx, row: RefreshTokenRow): Promise<void> {
    await queryableOf(tx).query(
      `INSERT INTO refresh_tokens (jti, family, user_id, issued_at, expires_at)
       VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
      [row.jti, row.family, row.userId, iso(row.issuedAt), iso(row.expiresAt)],
    );
  }

  /**
   * Marks the refresh token used if it is live (unused, unrevoked, unexpired) and answers its family; null
   * when it is not. A single conditional UPDATE, so of two concurrent uses exactly one gets the family.
   */
  async useRefreshToken(tx: Tx, jti: string, userId: number, now: number): Promise<string | null> {
    const [row] = await queryableOf(tx).query<{ family: string }>(
      `UPDATE refresh_tokens SET used_at = $3::timestamptz
       WHERE jti = $1 AND user_id = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3::timestamptz
       RETURNING family`,
      [jti, userId, iso(now)],
    );
    return row?.family ?? null;
  }

  /** The family of a recorded refresh token and whether it was already used; null when there is no row. */
  async refreshTokenState(tx: Tx, jti: string): Promise<{ family: string; used: boolean } | null> {
    const [row] = await queryableOf(tx).query<{ family: string; used: boolean }>(
      "SELECT family, used_at IS NOT NULL AS used FROM refresh_tokens WHERE jti = $1",
      [jti],
    );
    return row ?? null;
  }

  /**
   * Records a refresh token signed before refresh_tokens existed as used, in a new family, and answers true;
   * false when it is not such a token (signed since, its user gone or signed out everywhere since) or a
   * concurrent call adopted it first.
   */
  async adoptLegacyRefreshToken(tx: Tx, row: RefreshTokenRow, now: number): Promise<boolean> {
    const adopted = await queryableOf(tx).query(
      `INSERT INTO refresh_tokens (jti, family, user_id, issued_at, expires_at, used_at)
       SELECT $1, $2, u.id, $4::timestamptz, $5::timestamptz, $6::timestamptz FROM users u
       WHERE u.id = $3 AND u.sessions_revoked_at IS NULL
         AND $4::timestamptz < (SELECT applied_at FROM schema_migrations WHERE name = '0009_refresh_tokens.sql')
       ON CONFLICT (jti) DO NOTHING RETURNING jti`,
      [row.jti, row.family, row.userId, iso(row.issuedAt), iso(row.expiresAt), iso(now)],
    );
    return adopted.length > 0;
  }

  async refreshTokenFamily(tx: Tx, jti: string): Promise<string | null> {
    return (await this.refreshTokenState(tx, jti))?.family ?? null;
  }

  async revokeFamily(tx: Tx, family: string, now: number): Promise<void> {
    await revokeUntilNoneLive(queryableOf(tx), "family = $2", [family], now);
  }

  /** Revokes every refresh token of the user but those of `exceptFamily`; unrecorded old ones too. */
  async revokeAllForUser(tx: Tx, userId: number, now: number, exceptFamily: string | null): Promise<void> {
    const q = queryableOf(tx);
    await q.query("UPDATE users SET sessions_revoked_at = $2::timestamptz WHERE id = $1", [userId, iso(now)]);
    await revokeUntilNoneLive(q, "user_id = $2 AND family IS DISTINCT FROM $3", [userId, exceptFamily], now);
  }

  /** Forgets the user's expired refresh tokens: a replay of one fails on its `exp` before any row is read. */
  async deleteExpiredRefreshTokens(tx: Tx, userId: number, now: number): Promise<void> {
    await queryableOf(tx).query(
      "DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at <= $2::timestamptz",
      [userId, iso(now)],
    );
  }

  /** The id of the user who can sign in with this phone (has a password); null for anyone else. */
  async accountIdOfPhone(phone: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>(
      "SELECT id FROM users WHERE phone = $1 AND password_hash IS NOT NULL",
      [phone],
    );
    return row?.id ?? null;
  }

  async districtExists(id: number): Promise<boolean> {
    return (await this.db.query("SELECT 1 FROM districts WHERE id = $1", [id])).length > 0;
  }

  /**
   * A new account for a verified phone. A row that exists without a password (a review author of the old
   * shop) is taken over; a phone that already has an account gives null.
   */
  async createAccount(user: {
    phone: string;
    fullName: string;
    passwordHash: string;
    districtId: number | null;
  }): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO users (phone, full_name, password_hash, district_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (phone) DO UPDATE
         SET full_name = EXCLUDED.full_name, password_hash = EXCLUDED.password_hash,
             district_id = EXCLUDED.district_id
         WHERE users.password_hash IS NULL
       RETURNING id`,
      [user.phone, user.fullName, user.passwordHash, user.districtId],
    );
    return row?.id ?? null;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.query("UPDATE users SET password_hash = $2 WHERE id = $1", [userId, passwordHash]);
  }

  /** Swaps the hash only if it is still `current`, so a password changed meanwhile is never undone. */
  async replacePasswordHash(userId: number, current: string, next: string): Promise<void> {
    await this.db.query("UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2", [
      userId,
      current,
      next,
    ]);
  }

  async passwordHashOf(userId: number): Promise<string | null> {
    const [row] = await this.db.query<{ password_hash: string | null }>(
      "SELECT password_hash FROM users WHERE id = $1",
      [userId],
    );
    return row?.password_hash ?? null;
  }

  /** false: another account has this phone. */
  async setPhone(userId: number, phone: string): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE users SET phone = $2 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM users WHERE phone = $2 AND id <> $1)
       RETURNING id`,
      [userId, phone],
    );
    return rows.length > 0;
  }

  async isMaster(userId: number): Promise<boolean> {
    const [row] = await this.db.query<{ is_master: boolean }>("SELECT is_master FROM users WHERE id = $1", [
      userId,
    ]);
    return row?.is_master ?? false;
  }

  /** Makes the user a master once, with the card: true only on the call that did (the points follow then). */
  async makeMaster(tx: Tx, userId: number, card: string): Promise<boolean> {
    const rows = await queryableOf(tx).query(
      `UPDATE users SET is_master = true, discount_card = $2 WHERE id = $1 AND NOT is_master RETURNING id`,
      [userId, card],
    );
    return rows.length > 0;
  }

  /**
   * Sets the given profile fields (undefined leaves one as it is; a null avatar removes it) and answers the
   * avatar it had before, for the caller to forget its files; null when there is no such user.
   */
  async editProfile(
    tx: Tx,
    userId: number,
    edit: { fullName?: string; address?: string; avatar?: string | null },
  ): Promise<{ previousAvatar: string | null } | null> {
    const q = queryableOf(tx);
    const [row] = await q.query<{ avatar: string | null }>(
      "SELECT avatar FROM users WHERE id = $1 FOR UPDATE",
      [userId],
    );
    if (!row) return null;
    await q.query(
      `UPDATE users SET
         full_name = CASE WHEN $2::boolean THEN $3 ELSE full_name END,
         address = CASE WHEN $4::boolean THEN $5 ELSE address END,
         avatar = CASE WHEN $6::boolean THEN $7 ELSE avatar END
       WHERE id = $1`,
      [
        userId,
        edit.fullName !== undefined,
        edit.fullName ?? null,
        edit.address !== undefined,
        edit.address ?? null,
        edit.avatar !== undefined,
        edit.avatar ?? null,
      ],
    );
    return { previousAvatar: row.avatar };
  }
}
