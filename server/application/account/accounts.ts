import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../media-urls.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import type { TokenIssuer } from "./tokens.ts";

export interface TokenPair { access: string; refresh: string }

/** GET account/ as the contract has it (contract/accounts.ts `User`). */
export interface Profile {
  id: number;
  phone: string;
  full_name: string | null;
  address: string | null;
  avatar_src: { default: string | null; small: string | null };
  cashback_balance: string;
  coupon_balance: string;
  language: "ru" | "uz" | "sr" | null;
  is_master: boolean;
}

export interface NewUser {
  phone: string;
  password: string;
  fullName: string;
  address?: string | null;
  cashbackBalance?: string;
  couponBalance?: string;
  language?: "ru" | "uz" | "sr" | null;
  isMaster?: boolean;
}

interface ProfileRow {
  id: number; phone: string; full_name: string; address: string | null; avatar: string | null;
  cashback_balance: string; coupon_balance: string; language: Profile["language"]; is_master: boolean;
}

/** Sign-in, token refresh and the profile. Tokens are stateless: nothing is written when one is issued. */
export class Accounts {
  constructor(private readonly db: Database, readonly tokens: TokenIssuer, private readonly media: MediaUrls) {}

  /** Tokens for the phone and password, or null when either is wrong (the caller cannot tell which). */
  async login(phone: string, password: string): Promise<TokenPair | null> {
    const [user] = await this.db.query<{ id: number; password_hash: string | null }>(
      "SELECT id, password_hash FROM users WHERE phone = $1", [phone]);
    // Unknown phones and passwordless users (review authors) cost a hash too, so timing does not tell them apart.
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    return user?.password_hash && ok ? this.tokens.pair(user.id) : null;
  }

  /** A fresh pair for a valid refresh token whose user still exists (rotation); null otherwise. */
  async refresh(refreshToken: string): Promise<TokenPair | null> {
    const userId = this.tokens.verify(refreshToken, "refresh");
    if (userId === null || !(await this.exists(userId))) return null;
    return this.tokens.pair(userId);
  }

  async profile(userId: number): Promise<Profile | null> {
    const [row] = await this.db.query<ProfileRow>(
      `SELECT id, phone, full_name, address, avatar, cashback_balance::text AS cashback_balance,
        coupon_balance::text AS coupon_balance, language, is_master FROM users WHERE id = $1`, [userId]);
    if (!row) return null;
    return {
      id: row.id,
      phone: row.phone,
      full_name: row.full_name,
      address: row.address,
      avatar_src: row.avatar
        ? { default: this.media.url("avatars", row.avatar), small: this.media.url("avatars", row.avatar, "width=160") }
        : { default: null, small: null },
      cashback_balance: row.cashback_balance,
      coupon_balance: row.coupon_balance,
      language: row.language,
      is_master: row.is_master,
    };
  }

  /** Creates a user who can sign in; the phone must be 9 digits and free. Registration and the demo seed use it. */
  async create(user: NewUser): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO users (phone, full_name, password_hash, address, cashback_balance, coupon_balance, language, is_master)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8) RETURNING id`,
      [user.phone, user.fullName, await hashPassword(user.password), user.address ?? null, user.cashbackBalance ?? "0",
        user.couponBalance ?? "0", user.language ?? null, user.isMaster ?? false]);
    return row!.id;
  }

  private async exists(userId: number): Promise<boolean> {
    return (await this.db.query("SELECT 1 FROM users WHERE id = $1", [userId])).length > 0;
  }
}
