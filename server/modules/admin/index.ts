import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { StaffPermission } from "../../../domain/staff.ts";
import type { Database } from "../../db/database.port.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { StaffOrders } from "../orders/index.ts";
import { registerAdminMe } from "./admin-me.routes.ts";
import { registerAdminOrders } from "./admin-orders.routes.ts";
import { StaffRepository } from "./staff.repository.ts";

export { ADMIN_PATH, OPERATOR_MOVES } from "./admin-orders.routes.ts";
export { StaffRepository } from "./staff.repository.ts";

/**
 * The back office (docs/decisions/0013-back-office.md): its calls under /api/v1/admin/, each behind the staff
 * guard of its permission, the role read from the database on every call.
 */
export function createAdminModule(deps: { db: Database; orders: StaffOrders; outbox: Outbox }) {
  const staff = new StaffRepository(deps.db);
  return {
    /** The role the staff guard reads on every back-office call. */
    roleOf: (userId: number) => staff.roleOf(userId),
    /** `guard`: the HTTP glue's staff gate of a permission (http/staff-guard.ts). */
    register(app: FastifyInstance, guard: (permission: StaffPermission) => preHandlerAsyncHookHandler) {
      registerAdminMe(app, guard("orders.read"));
      registerAdminOrders(app, {
        orders: deps.orders,
        outbox: deps.outbox,
        read: guard("orders.read"),
        move: guard("orders.move"),
      });
    },
  };
}
