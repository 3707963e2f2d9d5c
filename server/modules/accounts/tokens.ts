import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Access and refresh tokens: JWTs signed with HS256 (HMAC-SHA256 over `header.payload`, base64url), made with
 * node:crypto so no JWT library decides what it accepts. Only this exact header is accepted ("alg": "none"
 * and every other algorithm are refused), the signature is compared in constant time, and `typ` keeps a
 * refresh token from being used as an access token and the other way round.
 */
export type TokenType = "access" | "refresh";

export interface TokenClaims {
  /** The user id, as JWT has it: a string. */
  sub: string;
  typ: TokenType;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** A random id, so two tokens made in the same second differ. */
  jti: string;
}

export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
const TTL: Record<TokenType, number> = { access: ACCESS_TTL_SECONDS, refresh: REFRESH_TTL_SECONDS };

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const PART = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 1024;

export type Clock = () => number;

export class TokenIssuer {
  private readonly key: Buffer;

  /** `now` gives milliseconds since the epoch; tests pass a fixed or moved clock instead of waiting. */
  constructor(
    secret: string,
    private readonly now: Clock = Date.now,
  ) {
    if (secret.length < 32) throw new Error("token secret must be at least 32 characters");
    this.key = Buffer.from(secret, "utf8");
  }

  issue(userId: number, typ: TokenType): string {
    const iat = Math.floor(this.now() / 1000);
    const claims: TokenClaims = {
      sub: String(userId),
      typ,
      iat,
      exp: iat + TTL[typ],
      jti: randomBytes(9).toString("base64url"),
    };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
    return `${body}.${this.sign(body)}`;
  }

  pair(userId: number): { access: string; refresh: string } {
    return { access: this.issue(userId, "access"), refresh: this.issue(userId, "refresh") };
  }

  /**
   * The user id a valid, unexpired token of type `typ` was made for; null for anything else. Never throws.
   */
  verify(token: unknown, typ: TokenType): number | null {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split(".");
    if (parts.length !== 3 || !parts.every((p) => PART.test(p))) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const expected = Buffer.from(this.sign(`${header}.${payload}`), "base64url");
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: Partial<TokenClaims>;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    if (claims?.typ !== typ || typeof claims.exp !== "number" || typeof claims.sub !== "string") return null;
    if (claims.exp <= Math.floor(this.now() / 1000)) return null;
    if (!/^[1-9]\d{0,9}$/.test(claims.sub)) return null;
    const id = Number(claims.sub);
    return id <= 2_147_483_647 ? id : null;
  }

  private sign(body: string): string {
    return createHmac("sha256", this.key).update(body).digest("base64url");
  }
}
