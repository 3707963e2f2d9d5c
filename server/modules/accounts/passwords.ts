import { hash as argon2Hash, parseOptions, verify as argon2Verify } from "@node-rs/argon2";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes are argon2id in its PHC string form ("$argon2id$v=19$m=…,t=…,p=…$salt$hash"), with
 * OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane; about 30 ms here. The PHC string names its
 * own cost, so the cost can be raised later and old hashes still verify.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2's default algorithm is argon2id; its const enum cannot be imported (isolatedModules).
  return argon2Hash(password.normalize("NFKC"), ARGON2);
}

/**
 * True when `password` made `stored`; false for any other password and for a stored value it cannot read.
 * Hashes made before argon2id (scrypt, below) still verify; `needsRehash` says to replace them.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2id$")) {
    let cost;
    try {
      cost = parseOptions(stored);
    } catch {
      return false;
    }
    // Only costs this module could have written: a tampered row must not make a sign-in take gigabytes.
    if (cost.memoryCost > 262_144 || cost.timeCost > 10 || cost.parallelism > 4) return false;
    try {
      return await argon2Verify(stored, password.normalize("NFKC"));
    } catch {
      return false;
    }
  }
  return verifyScrypt(password, stored);
}

/** A hash from before argon2id, or one with a lower cost than today's: sign-in replaces it. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith("$argon2id$")) return true;
  try {
    const cost = parseOptions(stored);
    return cost.memoryCost < ARGON2.memoryCost || cost.timeCost < ARGON2.timeCost;
  } catch {
    return true;
  }
}

/**
 * The hashes of the first accounts: scrypt with a random 16-byte salt, "scrypt$N$r$p$salt$hash" (base64url),
 * N=2^15, r=8. Kept for verifying only.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = "scrypt";

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A scrypt hash as the first accounts had; tests make legacy rows with it. */
export async function scryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{16,})$/;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Only parameters this module could have written: a tampered row must not make a sign-in take minutes.
  if (N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 16 || p < 1 || p > 4) return false;
  const expected = Buffer.from(m[5]!, "base64url");
  // scrypt's shorter outputs are prefixes of its longer ones: a cut-down stored hash must not verify.
  if (expected.length < KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(m[4]!, "base64url"), { N, r, p }, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody has, made once: signing in with an unknown phone verifies against it, so the
 * answer takes as long as a wrong password does and does not tell which phones have accounts.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString("hex"));
  return decoy;
}
