import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/**
 * Access and refresh tokens: JWTs signed with HS256 by `jose`, a maintained library, instead of a hand-made
 * signer. The algorithm is pinned on both sides (`alg: "none"`, HS512, RS256 and every other header are
 * refused before the signature is looked at), and `typ` keeps a refresh token from being used as an access
 * token and the other way round. Whether a refresh token is still usable (rotation, reuse, log-out) is the
 * service's business: it keeps a row per refresh token (accounts.service.ts).
 */
export type TokenType = "access" | "refresh";

export interface TokenClaims {
  /** The user id, as JWT has it: a string. */
  sub: string;
  typ: TokenType;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** A random id, so two tokens made in the same second differ; a refresh token's row is keyed by it. */
  jti: string;
  /** The session (refresh-token family) an access token was issued in, so a call can name "this session". */
  sid?: string;
  /**
   * The digest of the guest owner that signed in (platform/owner.ts guestBinding): only that guest's basket
   * may be merged into this session. Refresh tokens carry it too, so it outlives rotation.
   */
  gst?: string;
}

/** What a valid token says, with `sub` already read as a user id. */
export interface VerifiedToken extends TokenClaims {
  userId: number;
}

export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
const TTL: Record<TokenType, number> = { access: ACCESS_TTL_SECONDS, refresh: REFRESH_TTL_SECONDS };

const ALGORITHM = "HS256";
// A token is parsed and its HMAC computed before it is refused; this bounds what a caller can make us hash.
const MAX_TOKEN_LENGTH = 1024;
const USER_ID = /^[1-9]\d{0,9}$/;
const MAX_USER_ID = 2_147_483_647;

export type Clock = () => number;

/** 16 random bytes, base64url: a refresh token's row key must not be guessable or collide. */
export const randomId = () => randomBytes(16).toString("base64url");

export class TokenIssuer {
  // A CryptoKey bound to HMAC-SHA256: jose checks the key fits the algorithm too, a second pin after
  // `algorithms`. Imported once instead of on every verification.
  private readonly key: Promise<CryptoKey>;

  /** `now` gives milliseconds since the epoch; tests pass a fixed or moved clock instead of waiting. */
  constructor(
    secret: string,
    private readonly clock: Clock = Date.now,
  ) {
    if (secret.length < 32) throw new Error("token secret must be at least 32 characters");
    this.key = crypto.subtle.importKey(
      "raw",
      Buffer.from(secret, "utf8"),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
  }

  /** Milliseconds since the epoch by the issuer's clock, so rows and tokens agree on the time. */
  now(): number {
    return this.clock();
  }

  async issue(
    userId: number,
    typ: TokenType,
    extra: { jti?: string; sid?: string; gst?: string } = {},
  ): Promise<string> {
    return (await this.issueWithClaims(userId, typ, extra)).token;
  }

  /** The token and the claims it carries (the service records a refresh token's jti and lifetime). */
  async issueWithClaims(
    userId: number,
    typ: TokenType,
    {
      jti = randomBytes(9).toString("base64url"),
      sid,
      gst,
    }: { jti?: string; sid?: string; gst?: string } = {},
  ): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(this.clock() / 1000);
    const claims: TokenClaims = { sub: String(userId), typ, iat, exp: iat + TTL[typ], jti };
    if (sid !== undefined) claims.sid = sid;
    if (gst !== undefined) claims.gst = gst;
    const token = await new SignJWT({
      typ,
      ...(sid === undefined ? {} : { sid }),
      ...(gst === undefined ? {} : { gst }),
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(claims.exp)
      .setJti(jti)
      .sign(await this.key);
    return { token, claims };
  }

  /** A pair not tied to any session row: for tests; sign-in goes through Accounts.login. */
  async pair(userId: number): Promise<{ access: string; refresh: string }> {
    return { access: await this.issue(userId, "access"), refresh: await this.issue(userId, "refresh") };
  }

  /**
   * The user id a valid, unexpired token of type `typ` was made for; null for anything else. Never throws.
   */
  async verify(token: unknown, typ: TokenType): Promise<number | null> {
    return (await this.verifyClaims(token, typ))?.userId ?? null;
  }

  /** The claims of a valid, unexpired token of type `typ`; null for anything else. Never throws. */
  async verifyClaims(token: unknown, typ: TokenType): Promise<VerifiedToken | null> {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        typ: "JWT",
        requiredClaims: ["sub", "iat", "exp", "jti"],
        currentDate: new Date(this.clock()),
      }));
    } catch {
      return null;
    }
    const { sub, iat, exp, jti, sid, gst } = payload;
    if (payload.typ !== typ || typeof sub !== "string" || !USER_ID.test(sub)) return null;
    if (typeof iat !== "number" || typeof exp !== "number" || typeof jti !== "string") return null;
    if (sid !== undefined && typeof sid !== "string") return null;
    if (gst !== undefined && typeof gst !== "string") return null;
    const userId = Number(sub);
    if (userId > MAX_USER_ID) return null;
    return {
      sub,
      typ,
      iat,
      exp,
      jti,
      userId,
      ...(sid === undefined ? {} : { sid }),
      ...(gst === undefined ? {} : { gst }),
    };
  }
}
