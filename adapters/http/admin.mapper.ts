import type { AdminAnswer } from "../../contract/admin.endpoints";
import { isDeliveryType, isOrderStatus, isPaymentType, DeliveryType } from "../../domain/order";
import { ROLE_PERMISSIONS } from "../../domain/staff";
import type { QueuePage, StaffMe, StaffOrder } from "../../application/admin/admin.types";
import { som } from "./checkout.mapper";
import { detailFromWire } from "./orders.mapper";

// The back office's answers, already checked against their registry entries (contract/admin.endpoints.ts)
// by AdminClient, turned into the pages' types.

export function meFromWire(me: AdminAnswer<"adminMe">): StaffMe {
  // The pages trust only permissions the role has; the server checks every call again anyway.
  return { role: me.role, permissions: me.permissions.filter((p) => ROLE_PERMISSIONS[me.role].includes(p)) };
}

type Queue = AdminAnswer<"adminOrders">;

function rowFromWire(w: Queue["results"][number]) {
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

export function queueFromWire(page: Queue): QueuePage {
  return { total: page.total, totalPages: page.total_pages, results: page.results.map(rowFromWire) };
}

export function staffOrderFromWire(order: AdminAnswer<"adminOrder">): StaffOrder {
  const shopper = order.shopper ? { fullName: order.shopper.full_name, phone: order.shopper.phone } : null;
  return { ...detailFromWire(order), shopper, moves: order.moves };
}
