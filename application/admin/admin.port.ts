import type { MoveRequest, QueueFilter, QueuePage, StaffMe, StaffOrder } from "./admin.types";

/**
 * The back office over /api/v1/admin (docs/decisions/0013-back-office.md). A guest is refused with 401, a
 * shopper with 403 STAFF.FORBIDDEN; refusals are Refused values (application/shared/refusal.ts).
 */
export const AdminGateway = Symbol("AdminGateway");
export interface AdminGateway {
  me(): Promise<StaffMe>;
  orders(filter: QueueFilter): Promise<QueuePage>;
  /** null when there is no such order. */
  order(id: number): Promise<StaffOrder | null>;
  move(id: number, request: MoveRequest): Promise<void>;
}
