import { fail, ok, type Result } from "./errors.ts";

/**
 * Discount points ("ball") a new master starts with; the spec gives no figure, so the shop's decision
 * (docs/decisions/0006-master-confirmation.md).
 */
export const MASTER_STARTING_POINTS = 100;

/** The discount card number of a master: "QB" and eight digits from the user's id, with a check digit. */
export function discountCardNumber(userId: number): string {
  const digits = String(Math.trunc(Math.abs(userId))).padStart(8, "0");
  let sum = 0;
  for (const [i, ch] of [...digits].reverse().entries()) {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return `QB${digits}${(10 - (sum % 10)) % 10}`;
}

/**
 * Discount card and discount points ("ball") belong to masters: users whose phone was confirmed as a
 * master's.
 */
export function requireMaster(user: { readonly isMaster: boolean } | null | undefined): Result<true> {
  return user?.isMaster ? ok(true) : fail("MASTER.REQUIRED");
}
