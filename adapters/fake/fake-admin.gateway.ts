import type { AdminGateway } from "../../application/admin/admin.port";
import {
  STAFF_MOVES,
  type MoveRequest,
  type QueueFilter,
  type QueueOrder,
  type StaffMe,
  type StaffOrder,
} from "../../application/admin/admin.types";
import type { OrderDetail } from "../../application/orders/orders.types";
import { Refused } from "../../application/shared/refusal";
import { OrderStatus } from "../../domain/order";
import { canTransition, transition } from "../../domain/order-status";
import { ROLE_PERMISSIONS, type UserRole } from "../../domain/staff";
import { DEMO_ORDER_DETAILS } from "./fake-orders.gateway";
import { FakeAdminContent } from "./fake-admin-content";
import { FakeAdminContentEdit } from "./fake-admin-content-edit";
import { FakeAdminInbox } from "./fake-admin-inbox";
import { FakeAdminProducts } from "./fake-admin-products";
import { FakeAdminProductEditor } from "./fake-admin-product-editor";
import { FakeAdminPromo } from "./fake-admin-promo";
import { FakeAdminReviews } from "./fake-admin-reviews";
import { FakeAdminTree } from "./fake-admin-tree";
import { FakeAdminSheets, type FakeSheetsOptions } from "./fake-admin-sheets";

export interface FakeAdminOptions {
  /** Who calls: a guest is refused with 401, a shopper with 403 STAFF.FORBIDDEN. Operator by default. */
  caller?: UserRole | "guest";
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
  /** Milliseconds every call takes, or "never" to keep it on its way. */
  latency?: number | "never";
  /** The queue holds nothing. */
  empty?: boolean;
  /** Orders a page of the queue holds. */
  pageSize?: number;
  /** The spreadsheets' jobs and the empty shop's guide. */
  sheets?: FakeSheetsOptions;
}

const SHOPPER = { fullName: "Azizbek Karimov", phone: "+998 90 123 45 67" };

/** The back office's orders in memory, moved by the same table the server uses (domain/order-status.ts). */
export class FakeAdminGateway implements AdminGateway {
  readonly moves: { id: number; request: MoveRequest }[] = [];
  private readonly orders_: OrderDetail[];
  readonly products: FakeAdminProducts;
  readonly productEditor: FakeAdminProductEditor;
  readonly promo: FakeAdminPromo;
  readonly content: FakeAdminContent;
  readonly reviews: FakeAdminReviews;
  readonly inbox: FakeAdminInbox;
  readonly tree: FakeAdminTree;
  readonly contentEdit: FakeAdminContentEdit;
  readonly sheets: FakeAdminSheets;

  constructor(private readonly options: FakeAdminOptions = {}) {
    const guard = () => this.guard();
    this.products = new FakeAdminProducts(guard, options);
    this.productEditor = new FakeAdminProductEditor(guard, options);
    this.promo = new FakeAdminPromo(guard, options);
    this.content = new FakeAdminContent(guard, options);
    this.reviews = new FakeAdminReviews(guard, options);
    this.inbox = new FakeAdminInbox(guard, options);
    this.tree = new FakeAdminTree(guard, options);
    this.contentEdit = new FakeAdminContentEdit(guard, options, this.content);
    this.sheets = new FakeAdminSheets(guard, options.sheets);
    // A new one first, so the queue's first row has a move to make.
    const fresh = { ...DEMO_ORDER_DETAILS[0]!, id: 1290, status: OrderStatus.NEW, courier: null };
    this.orders_ = options.empty ? [] : [fresh, ...DEMO_ORDER_DETAILS];
  }

  private async guard(): Promise<void> {
    const { latency, failing, caller = "operator" } = this.options;
    if (latency === "never") await new Promise(() => {});
    if (typeof latency === "number") await new Promise((resolve) => setTimeout(resolve, latency));
    if (failing) throw new Refused(500, "");
    if (caller === "guest") throw new Refused(401, "");
    if (caller === "shopper") throw new Refused(403, "", "STAFF.FORBIDDEN");
  }

  async me(): Promise<StaffMe> {
    await this.guard();
    const role = (this.options.caller ?? "operator") as UserRole;
    return { role, permissions: ROLE_PERMISSIONS[role] };
  }

  async orders(filter: QueueFilter) {
    await this.guard();
    const size = this.options.pageSize ?? 20;
    const matching = this.orders_.filter(
      (o) =>
        (filter.status === null || o.status === filter.status) &&
        (filter.deliveryType === null || o.deliveryType === filter.deliveryType) &&
        (filter.paymentType === null || o.paymentType === filter.paymentType),
    );
    const results = matching.slice((filter.page - 1) * size, filter.page * size).map(rowOf);
    return { results, total: matching.length, totalPages: Math.ceil(matching.length / size) };
  }

  async order(id: number): Promise<StaffOrder | null> {
    await this.guard();
    const order = this.orders_.find((o) => o.id === id);
    if (!order) return null;
    const state = { status: order.status, deliveryType: order.deliveryType };
    const moves = STAFF_MOVES.filter((m) => canTransition(state, m, "operator"));
    return { ...order, shopper: SHOPPER, moves };
  }

  async move(id: number, request: MoveRequest): Promise<void> {
    await this.guard();
    const i = this.orders_.findIndex((o) => o.id === id);
    const order = this.orders_[i];
    if (!order) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    const state = { status: order.status, deliveryType: order.deliveryType };
    const moved = transition(state, request.move, "operator", new Date(0));
    if (!moved.ok) throw new Refused(409, "", "ORDER.STATUS_LOCKED", { status: order.status });
    this.moves.push({ id, request });
    const courier =
      request.move === "dispatch"
        ? {
            fullName: request.courier.name,
            role: null,
            phone: request.courier.phone,
            carNumber: request.courier.carNumber,
          }
        : order.courier;
    this.orders_[i] = { ...order, status: moved.value.status, courier };
  }
}

function rowOf(o: OrderDetail): QueueOrder {
  return {
    id: o.id,
    status: o.status,
    deliveryType: o.deliveryType,
    paymentType: o.paymentType,
    productCount: o.productCount,
    price: o.price,
    receiver: { fullName: o.receiverName, phone: o.receiverPhone },
    address: o.address,
    shopper: SHOPPER,
    createdAt: o.createdAt,
  };
}
