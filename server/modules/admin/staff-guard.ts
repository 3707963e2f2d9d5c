import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { may, type StaffPermission } from "../../../domain/staff.ts";
import { markPrivate, requireUser, type VerifyAccessToken } from "../../http/auth.ts";
import { failure } from "../../platform/failure.ts";
import type { StaffRepository } from "./staff.repository.ts";

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
  staff: StaffRepository,
  permission: StaffPermission,
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply) => {
    markPrivate(reply);
    const userId = await requireUser(verify, request);
    const role = await staff.roleOf(userId);
    if (!may(role, permission)) throw failure("STAFF.FORBIDDEN");
    request.staffRole = role ?? undefined;
  };
}
