import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { isUserRole, ROLE_PERMISSIONS } from "../../../domain/staff.ts";
import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";

/** `GET admin/me/`: the caller's role and permissions, for the pages to show only what the server allows. */
export function registerAdminMe(app: FastifyInstance, guard: preHandlerAsyncHookHandler) {
  app.get(routePath(adminEndpoints.adminMe.path), { preHandler: guard }, async (request) => {
    const role = isUserRole(request.staffRole) ? request.staffRole : "shopper";
    return { id: request.userId, role, permissions: ROLE_PERMISSIONS[role] };
  });
}
