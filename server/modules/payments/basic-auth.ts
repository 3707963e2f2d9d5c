import { createHash, timingSafeEqual } from "node:crypto";

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest();

/**
 * Whether an `Authorization` header is HTTP Basic with exactly this login and password (Uzum's and Paynet's
 * callbacks). Both are compared as hashes in constant time, so a wrong guess says nothing about their length;
 * no credentials (a provider not configured) authorise nothing.
 */
export function basicAuthMatches(
  header: string | undefined,
  credentials: { login: string; password: string } | null,
): boolean {
  if (!credentials || !header || !/^Basic /i.test(header)) return false;
  const decoded = Buffer.from(header.slice("Basic ".length).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  const loginOk = timingSafeEqual(sha256(decoded.slice(0, colon)), sha256(credentials.login));
  const passwordOk = timingSafeEqual(sha256(decoded.slice(colon + 1)), sha256(credentials.password));
  return loginOk && passwordOk;
}
