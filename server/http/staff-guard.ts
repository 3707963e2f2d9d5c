import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { may, type StaffPermission } from "../../domain/staff.ts";
import { failure } from "../platform/failure.ts";
import { markPrivate, requireUser, type VerifyAccessToken } from "./auth.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's role, set by the staff guard (read from the database, never from the token). */
    staffRole?: string;
  }
}

/**
 * A back-office call's gate: a valid token (else 401, as any signed-in call) of a user whose role, read now
 * from the database, holds `permission` (else 403 STAFF.FORBIDDEN, the same for every back-office path).
 */
export function staffGuard(
  verify: VerifyAccessToken,
  /** The user's role as the database holds it now (the admin module's). */
  roleOf: (userId: number) => Promise<string | null>,
  permission: StaffPermission,
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply) => {
    markPrivate(reply);
    const userId = await requireUser(verify, request);
    const role = await roleOf(userId);
    if (!may(role, permission)) throw failure("STAFF.FORBIDDEN");
    request.staffRole = role ?? undefined;
  };
}
