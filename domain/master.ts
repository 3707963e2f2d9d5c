// @planned issue 9 (master request and verification): no caller outside domain/ yet.
import { fail, ok, type Result } from "./errors.ts";

/**
 * Discount card and discount points ("ball") belong to masters: users whose phone was confirmed as a
 * master's.
 */
export function requireMaster(user: { readonly isMaster: boolean } | null | undefined): Result<true> {
  return user?.isMaster ? ok(true) : fail("MASTER.REQUIRED");
}
