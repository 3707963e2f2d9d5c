import { array, create, enums, nullable, number, optional, string, type, type Infer } from "superstruct";
import type { AdminAnswer } from "../../contract/admin.endpoints";
import { OrderDetail as WireOrderDetail } from "../../contract/orders";
import { isDeliveryType, isOrderStatus, isPaymentType, DeliveryType } from "../../domain/order";
import { ROLE_PERMISSIONS } from "../../domain/staff";
import type { QueuePage, StaffMe, StaffOrder } from "../../application/admin/admin.types";
import { STAFF_MOVES } from "../../application/admin/admin.types";
import { som } from "./checkout.mapper";
import { detailFromWire } from "./orders.mapper";

// The back office's answers (server/modules/admin/*.routes.ts) are not in the shop's contract; their shapes
// are checked here, where they enter the storefront.

const Contact = type({ full_name: string(), phone: string() });
const QueueRow = type({
  id: number(),
  status: number(),
  delivery_type: number(),
  payment_type: nullable(number()),
  product_count: number(),
  order_price: string(),
  receiver_fish: nullable(string()),
  receiver_phone: nullable(string()),
  address: nullable(string()),
  shopper: nullable(type({ full_name: nullable(string()), phone: nullable(string()) })),
  created_at: nullable(string()),
});
const Queue = type({ total: number(), total_pages: number(), results: array(QueueRow) });
const StaffExtras = type({ shopper: optional(nullable(Contact)), moves: array(enums(STAFF_MOVES)) });

export function meFromWire(me: AdminAnswer<"adminMe">): StaffMe {
  // The pages trust only permissions the role has; the server checks every call again anyway.
  return { role: me.role, permissions: me.permissions.filter((p) => ROLE_PERMISSIONS[me.role].includes(p)) };
}

function rowFromWire(w: Infer<typeof QueueRow>) {
  return {
    id: w.id,
    status: isOrderStatus(w.status) ? w.status : 1,
    deliveryType: isDeliveryType(w.delivery_type) ? w.delivery_type : DeliveryType.COURIER,
    paymentType: isPaymentType(w.payment_type) ? w.payment_type : null,
    productCount: w.product_count,
    price: som(w.order_price),
    receiver: { fullName: w.receiver_fish ?? "", phone: w.receiver_phone ?? "" },
    address: w.address,
    shopper: w.shopper ? { fullName: w.shopper.full_name ?? "", phone: w.shopper.phone ?? "" } : null,
    createdAt: w.created_at,
  } as const;
}

export function queueFromWire(json: unknown): QueuePage {
  const page = create(json, Queue);
  return { total: page.total, totalPages: page.total_pages, results: page.results.map(rowFromWire) };
}

export function staffOrderFromWire(json: unknown): StaffOrder {
  const extras = create(json, StaffExtras);
  const shopper = extras.shopper ? { fullName: extras.shopper.full_name, phone: extras.shopper.phone } : null;
  return { ...detailFromWire(create(json, WireOrderDetail)), shopper, moves: extras.moves };
}
