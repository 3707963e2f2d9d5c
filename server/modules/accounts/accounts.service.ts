import { fail, ok, type Result } from "../../../domain/errors.ts";
import { SIGN_IN_FAILURE_WINDOW_SECONDS, SIGN_IN_MAX_FAILURES } from "../../../domain/sign-in-limits.ts";
import type { AttemptLimiter } from "../../platform/attempt-limiter.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { AccountsForSignUp } from "./registration.service.ts";
import type { AccountsRepository, RefreshTokenRow } from "./accounts.repository.ts";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { randomId, type TokenIssuer } from "./tokens.ts";

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
  /** Not in the contract's table; a master's discount card (decision 0006), null for everyone else. */
  discount_card: string | null;
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

/**
 * Sign-in, token refresh and the profile. Access tokens are stateless (checked by signature alone, 30
 * minutes). Refresh tokens are single-use and recorded: sign-in starts a family (one session), each refresh
 * uses up its token and issues the next in the same family, and a used token presented again revokes the
 * family, since either the thief or the owner is then holding a copy and the server cannot tell which.
 */
export class Accounts {
  constructor(
    private readonly repository: AccountsRepository,
    readonly tokens: TokenIssuer,
    private readonly media: MediaUrls,
    private readonly transactor: Transactor,
    private readonly limiter: AttemptLimiter,
  ) {}

  /**
   * Sign-in with the failed-try limit of domain/sign-in-limits.ts: REQUEST.TOO_MANY (with the seconds to
   * wait) once a phone has failed too often, AUTH.BAD_CREDENTIALS for a wrong phone or password.
   * `guest`: the signing-in browser's guestBinding, kept in the session's tokens (decision 0019).
   *
   * The try takes its place in the phone's count before the password is checked, in one atomic step of the
   * limiter (decision 0025): counting only after a wrong answer let a burst of tries all pass the check
   * first, and 30-odd passwords were checked instead of 10. The right password gives its place back, so only
   * failures stay counted, as before; while every place is taken each try is refused, whatever the password.
   */
  async signIn(phone: string, password: string, guest: string | null = null): Promise<Result<TokenPair>> {
    const taken = await this.limiter.reserve(
      `sign-in:${phone}`,
      SIGN_IN_MAX_FAILURES,
      SIGN_IN_FAILURE_WINDOW_SECONDS * 1000,
    );
    if (!taken.ok) {
      return fail("REQUEST.TOO_MANY", { seconds: Math.max(1, Math.ceil(taken.retryInMs / 1000)) });
    }
    // A wrong password keeps its place; so does an error on the way, erring towards fewer checks.
    const pair = await this.login(phone, password, guest);
    if (!pair) return fail("AUTH.BAD_CREDENTIALS");
    await this.limiter.release(taken.reservation);
    return ok(pair);
  }

  /** Tokens for the phone and password, or null when either is wrong (the caller cannot tell which). */
  async login(phone: string, password: string, guest: string | null = null): Promise<TokenPair | null> {
    const user = await this.repository.credentials(phone);
    // Unknown phones and passwordless users (review authors) cost a hash too, so timing does not tell them
    // apart.
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user?.password_hash || !ok) return null;
    // The only moment the password is at hand to move an old scrypt hash to argon2id.
    if (needsRehash(user.password_hash))
      await this.repository.replacePasswordHash(user.id, user.password_hash, await hashPassword(password));
    return this.startSession(user.id, guest);
  }

  /** A new session (a refresh-token family) for a user who just proved who they are. */
  async startSession(userId: number, guest: string | null = null): Promise<TokenPair> {
    const next = await this.issuePair(userId, randomId(), guest);
    await this.transactor.run(async (tx) => {
      // A new session is when a user's dead rows are swept, so the table grows with live sessions only.
      await this.repository.deleteExpiredRefreshTokens(tx, userId, this.tokens.now());
      await this.repository.recordRefreshToken(tx, next.row);
    });
    return next.pair;
  }

  /** The accounts side of registration and password reset (registration.service.ts). */
  forSignUp(): AccountsForSignUp {
    return {
      userIdOfPhone: (phone) => this.repository.accountIdOfPhone(phone),
      districtExists: (id) => this.repository.districtExists(id),
      createUser: async (user) =>
        this.repository.createAccount({
          phone: user.phone,
          fullName: user.fullName,
          passwordHash: await hashPassword(user.password),
          districtId: user.district,
        }),
      startSession: (userId, guest) => this.startSession(userId, guest),
      setPassword: async (userId, password) =>
        this.repository.setPasswordHash(userId, await hashPassword(password)),
      endAllSessions: (userId) => this.revokeAllForUser(userId),
    };
  }

  /**
   * A fresh pair for a live refresh token (rotation); null otherwise. The token is used up in the same
   * transaction that records its successor, so of two concurrent refreshes with one token exactly one wins;
   * the other is a reuse and revokes the family.
   */
  async refresh(refreshToken: string): Promise<TokenPair | null> {
    const claims = await this.tokens.verifyClaims(refreshToken, "refresh");
    if (!claims) return null;
    const now = this.tokens.now();
    return this.transactor.run(async (tx) => {
      let family = await this.repository.useRefreshToken(tx, claims.jti, claims.userId, now);
      if (family === null) {
        const candidate = randomId();
        const legacy: RefreshTokenRow = {
          jti: claims.jti,
          family: candidate,
          userId: claims.userId,
          issuedAt: claims.iat * 1000,
          expiresAt: claims.exp * 1000,
        };
        if (!(await this.repository.adoptLegacyRefreshToken(tx, legacy, now))) {
          const known = await this.repository.refreshTokenState(tx, claims.jti);
          if (known?.used) await this.repository.revokeFamily(tx, known.family, now);
          return null;
        }
        family = candidate;
      }
      // The browser bound at sign-in stays bound for the whole session.
      const next = await this.issuePair(claims.userId, family, claims.gst ?? null);
      await this.repository.recordRefreshToken(tx, next.row);
      return next.pair;
    });
  }

  /** Log-out: revokes the session (family) of the refresh token; false when there is no such token. */
  async logOut(refreshToken: string): Promise<boolean> {
    const claims = await this.tokens.verifyClaims(refreshToken, "refresh");
    return claims ? this.revokeFamily(claims.jti) : false;
  }

  /** Revokes every refresh token of the family `jti` belongs to; false when no token has that jti. */
  async revokeFamily(jti: string): Promise<boolean> {
    const now = this.tokens.now();
    return this.transactor.run(async (tx) => {
      const family = await this.repository.refreshTokenFamily(tx, jti);
      if (family === null) return false;
      await this.repository.revokeFamily(tx, family, now);
      return true;
    });
  }

  /**
   * Ends every session of the user but `exceptFamily` (the one changing its password keeps going; an access
   * token names its family in `sid`). Access tokens already handed out live on until they expire, at most
   * ACCESS_TTL_SECONDS.
   */
  async revokeAllForUser(userId: number, exceptFamily?: string): Promise<void> {
    const now = this.tokens.now();
    await this.transactor.run((tx) =>
      this.repository.revokeAllForUser(tx, userId, now, exceptFamily ?? null),
    );
  }

  /** An access token naming its session and the refresh token that continues it, with the row to record. */
  private async issuePair(
    userId: number,
    family: string,
    guest: string | null,
  ): Promise<{ pair: TokenPair; row: RefreshTokenRow }> {
    const jti = randomId();
    const gst = guest === null ? {} : { gst: guest };
    const refresh = await this.tokens.issueWithClaims(userId, "refresh", { jti, ...gst });
    const access = await this.tokens.issue(userId, "access", { sid: family, ...gst });
    return {
      pair: { access, refresh: refresh.token },
      row: {
        jti,
        family,
        userId,
        issuedAt: refresh.claims.iat * 1000,
        expiresAt: refresh.claims.exp * 1000,
      },
    };
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
            small: this.media.url("avatars", `${row.avatar}-small`),
          }
        : { default: null, small: null },
      cashback_balance: row.cashback_balance,
      coupon_balance: row.coupon_balance,
      language: row.language,
      is_master: row.is_master,
      discount_card: row.discount_card,
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
