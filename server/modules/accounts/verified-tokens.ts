import type { TokenIssuer, VerifiedToken } from "./tokens.ts";

/** How many verified access tokens are remembered; about 2 MB at most. */
const REMEMBERED = 10_000;

/**
 * Access tokens already verified, kept until they expire: a shopper's page makes several calls with one
 * token, and each verification was a WebCrypto HMAC, a tenth of the server's CPU in a checkout rush. Only
 * a token whose signature checked is kept, by its exact text, so a forged or altered one is never found here;
 * access tokens are not revocable before they expire (their refresh tokens are), so keeping one changes
 * nothing a shopper or an attacker can do.
 */
export class VerifiedTokens {
  private readonly known = new Map<string, VerifiedToken>();

  constructor(private readonly tokens: Pick<TokenIssuer, "verifyClaims" | "now">) {}

  async verify(token: string): Promise<VerifiedToken | null> {
    const kept = this.known.get(token);
    if (kept && kept.exp * 1000 > this.tokens.now()) return kept;
    if (kept) this.known.delete(token);
    const claims = await this.tokens.verifyClaims(token, "access");
    if (!claims) return null;
    if (this.known.size >= REMEMBERED) this.known.delete(this.known.keys().next().value!);
    this.known.set(token, claims);
    return claims;
  }
}
