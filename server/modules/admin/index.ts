import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.port.ts";
import type { VerifyAccessToken } from "../../http/auth.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { StaffOrders } from "../orders/index.ts";
import { registerAdminMe } from "./admin-me.routes.ts";
import { registerAdminOrders } from "./admin-orders.routes.ts";
import { staffGuard } from "./staff-guard.ts";
import { StaffRepository } from "./staff.repository.ts";

export { ADMIN_PATH, OPERATOR_MOVES } from "./admin-orders.routes.ts";
export { StaffRepository } from "./staff.repository.ts";

/**
 * The back office (docs/decisions/0013-back-office.md): its calls under /api/v1/admin/, each behind the staff
 * guard of its permission, the role read from the database on every call.
 */
export function createAdminModule(deps: {
  db: Database;
  verifyAccessToken: VerifyAccessToken;
  orders: StaffOrders;
  outbox: Outbox;
}) {
  const staff = new StaffRepository(deps.db);
  const guard = (permission: Parameters<typeof staffGuard>[2]) =>
    staffGuard(deps.verifyAccessToken, staff, permission);
  return {
    staff,
    register(app: FastifyInstance) {
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
