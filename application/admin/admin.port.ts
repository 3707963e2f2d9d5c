import type { MoveRequest, QueueFilter, QueuePage, StaffMe, StaffOrder } from "./admin.types";
import type { AdminContentCalls } from "./sections/content.port";
import type { AdminContentEditCalls } from "./sections/content-edit.port";
import type { AdminInboxCalls } from "./sections/inbox.port";
import type { AdminProductEditorCalls } from "./sections/product-editor.port";
import type { AdminProductsCalls } from "./sections/products.port";
import type { AdminPromoCalls } from "./sections/promo.port";
import type { AdminReviewsCalls } from "./sections/reviews.port";
import type { AdminTreeCalls } from "./sections/tree.port";
import type { AdminSheetsCalls } from "./sections/sheets.port";

/**
 * The back office over /api/v1/admin (docs/decisions/0013-back-office.md). A guest is refused with 401, a
 * shopper with 403 STAFF.FORBIDDEN; refusals are Refused values (application/shared/refusal.ts). Each section
 * beyond the order queue has its calls under its own name, declared in sections/.
 */
export const AdminGateway = Symbol("AdminGateway");
export interface AdminGateway {
  me(): Promise<StaffMe>;
  orders(filter: QueueFilter): Promise<QueuePage>;
  /** null when there is no such order. */
  order(id: number): Promise<StaffOrder | null>;
  move(id: number, request: MoveRequest): Promise<void>;
  readonly products: AdminProductsCalls;
  /** The product editor: make, change, hide and delete products and their photos. */
  readonly productEditor: AdminProductEditorCalls;
  readonly promo: AdminPromoCalls;
  readonly content: AdminContentCalls;
  readonly reviews: AdminReviewsCalls;
  readonly inbox: AdminInboxCalls;
  readonly tree: AdminTreeCalls;
  readonly contentEdit: AdminContentEditCalls;
  readonly sheets: AdminSheetsCalls;
}
