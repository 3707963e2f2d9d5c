import { describe, expect, it } from "vitest";
import { ACCESS_TTL_SECONDS, TokenIssuer } from "../../../server/modules/accounts/tokens.ts";
import { VerifiedTokens } from "../../../server/modules/accounts/verified-tokens.ts";

const SECRET = "unit-secret-unit-secret-unit-secret-x";

function counted(now: { ms: number }) {
  const issuer = new TokenIssuer(SECRET, () => now.ms);
  let checks = 0;
  const tokens = {
    now: () => issuer.now(),
    verifyClaims: (token: unknown, typ: "access" | "refresh") => {
      checks++;
      return issuer.verifyClaims(token, typ);
    },
  };
  return { issuer, verified: new VerifiedTokens(tokens), checks: () => checks };
}

describe("verified access tokens", () => {
  it("checks a token's signature once while it is valid, and again (refusing it) once it expires", async () => {
    const now = { ms: Date.UTC(2026, 10, 28, 9) };
    const { issuer, verified, checks } = counted(now);
    const token = await issuer.issue(42, "access");
    for (let i = 0; i < 5; i++) expect((await verified.verify(token))?.userId).toBe(42);
    expect(checks()).toBe(1);
    now.ms += (ACCESS_TTL_SECONDS + 1) * 1000;
    expect(await verified.verify(token)).toBeNull();
    expect(checks()).toBe(2);
  });

  it("never answers an altered token from what it keeps", async () => {
    const now = { ms: Date.UTC(2026, 10, 28, 9) };
    const { issuer, verified, checks } = counted(now);
    const token = await issuer.issue(42, "access");
    expect(await verified.verify(token)).not.toBeNull();
    const [head, body] = token.split(".");
    expect(await verified.verify(`${head}.${body}.forged`)).toBeNull();
    expect(await verified.verify(await issuer.issue(42, "refresh"))).toBeNull();
    expect(checks()).toBe(3);
  });
});
