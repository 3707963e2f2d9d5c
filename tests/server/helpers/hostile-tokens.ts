import { SignJWT } from "jose";
import { TokenIssuer } from "../../../server/modules/accounts/index.ts";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * Access tokens for a real user that the server must refuse: unsigned, signed with another key or another
 * algorithm, expired, a refresh token, a tampered signature or claims, impossible claims under the right
 * key, and plain garbage.
 */
export async function forgedTokens(secret: string, userId: number): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: String(userId), typ: "access", iat: now, exp: now + 3600, jti: "forged" };
  const valid = await new TokenIssuer(secret).issue(userId, "access");
  const [head, , signature] = valid.split(".");
  const key = new TextEncoder().encode(secret);
  const signed = (alg: string, body: Record<string, unknown>) =>
    new SignJWT(body).setProtectedHeader({ alg, typ: "JWT" }).sign(key);
  return [
    `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`,
    `${b64({ alg: "none" })}.${b64(claims)}`,
    `${b64({ alg: "NONE", typ: "JWT" })}.${b64(claims)}.${signature}`,
    await new TokenIssuer("another-secret-of-the-right-length-0123456789").issue(userId, "access"),
    await new TokenIssuer(secret, () => Date.now() - 3 * 3600 * 1000).issue(userId, "access"),
    await new TokenIssuer(secret).issue(userId, "refresh"),
    await signed("HS512", claims),
    await signed("HS384", claims),
    `${head}.${b64({ ...claims, sub: "1" })}.${signature}`,
    `${valid.slice(0, -2)}${valid.endsWith("AA") ? "BB" : "AA"}`,
    `${head}.${b64({ ...claims, exp: 99999999999 })}.${signature}`,
    `${b64({ alg: "HS256", kid: "../../etc/passwd" })}.${b64(claims)}.${signature}`,
    `${b64({ alg: "HS256", jku: "http://evil.example/keys" })}.${b64(claims)}.${signature}`,
    // Signed with the shop's own key but naming no possible user: a bug upstream must not become a user.
    ...(await Promise.all(
      ["0", "-1", "2147483648", "1e3", "01", " 1", "1; DROP TABLE users", "\u0000"].map((sub) =>
        signed("HS256", { ...claims, sub }),
      ),
    )),
    await signed("HS256", { ...claims, typ: "admin" }),
    "x",
    "a.b.c",
    "....",
    // "null" and "undefined" are a guest's (decision 0036); a script's other empties are still tokens.
    "NaN",
    "eyJ",
    `${head}.${"A".repeat(2000)}.${signature}`,
    "%00",
    valid.toUpperCase(),
  ];
}
