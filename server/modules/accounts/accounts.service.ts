import type { MediaUrls } from "../../platform/media-urls.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import type { TokenIssuer } from "./tokens.ts";

export interface TokenPair {
  access: string;
  refresh: string;
}

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

/** Sign-in, token refresh and the profile. Tokens are stateless: nothing is written when one is issued. */
export class Accounts {
  constructor(
    private readonly repository: AccountsRepository,
    readonly tokens: TokenIssuer,
    private readonly media: MediaUrls,
  ) {}

  /** Tokens for the phone and password, or null when either is wrong (the caller cannot tell which). */
  async login(phone: string, password: string): Promise<TokenPair | null> {
    const user = await this.repository.credentials(phone);
    // Unknown phones and passwordless users (review authors) cost a hash too, so timing does not tell them
    // apart.
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    return user?.password_hash && ok ? this.tokens.pair(user.id) : null;
  }

  /** A fresh pair for a valid refresh token whose user still exists (rotation); null otherwise. */
  async refresh(refreshToken: string): Promise<TokenPair | null> {
    const userId = this.tokens.verify(refreshToken, "refresh");
    if (userId === null || !(await this.repository.exists(userId))) return null;
    return this.tokens.pair(userId);
  }

  savedCards(userId: number) {
    return this.repository.savedCards(userId);
  }

  async profile(userId: number): Promise<Profile | null> {
    const row = await this.repository.profile(userId);
    if (!row) return null;
    return {
      id: row.id,
      phone: row.phone,
      full_name: row.full_name,
      address: row.address,
      avatar_src: row.avatar
        ? {
            default: this.media.url("avatars", row.avatar),
            small: this.media.url("avatars", row.avatar, "width=160"),
          }
        : { default: null, small: null },
      cashback_balance: row.cashback_balance,
      coupon_balance: row.coupon_balance,
      language: row.language,
      is_master: row.is_master,
    };
  }

  /**
   * Creates a user who can sign in; the phone must be 9 digits and free. Registration and the demo seed use
   * it.
   */
  async create(user: NewUser): Promise<number> {
    return this.repository.insert({
      phone: user.phone,
      fullName: user.fullName,
      passwordHash: await hashPassword(user.password),
      address: user.address ?? null,
      cashbackBalance: user.cashbackBalance ?? "0",
      couponBalance: user.couponBalance ?? "0",
      language: user.language ?? null,
      isMaster: user.isMaster ?? false,
    });
  }
}
