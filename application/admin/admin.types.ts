import type { DeliveryType, OrderStatus, PaymentType } from "../../domain/order";
import type { OrderEvent } from "../../domain/order-status";
import type { Som } from "../../domain/money";
import type { StaffPermission, UserRole } from "../../domain/staff";
import type { OrderDetail } from "../orders/orders.types";

/** Who is at the back office: their role and what the server lets them do. */
export interface StaffMe {
  readonly role: UserRole;
  readonly permissions: readonly StaffPermission[];
}

/** The moves an operator makes, in the order a delivery takes them. */
export const STAFF_MOVES = [
  "approve",
  "dispatch",
  "depart",
  "deliver",
  "cancel",
] as const satisfies readonly OrderEvent[];
export type StaffMove = (typeof STAFF_MOVES)[number];

/** The queue's filters as the URL keeps them; null is "any". Dates are Tashkent days, `YYYY-MM-DD`. */
export interface QueueFilter {
  readonly status: OrderStatus | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly deliveryType: DeliveryType | null;
  readonly paymentType: PaymentType | null;
  readonly page: number;
}

export interface PersonContact {
  readonly fullName: string;
  readonly phone: string;
}

/** One order of the queue. */
export interface QueueOrder {
  readonly id: number;
  readonly status: OrderStatus;
  readonly deliveryType: DeliveryType;
  readonly paymentType: PaymentType | null;
  readonly productCount: number;
  readonly price: Som;
  readonly receiver: PersonContact;
  readonly address: string | null;
  /** Who placed it; null when the account is gone. */
  readonly shopper: PersonContact | null;
  /** ISO time. */
  readonly createdAt: string | null;
}

export interface QueuePage {
  readonly results: readonly QueueOrder[];
  readonly total: number;
  readonly totalPages: number;
}

/** An order as staff see it: the shopper's own view, who placed it, and the moves allowed now. */
export interface StaffOrder extends OrderDetail {
  readonly shopper: PersonContact | null;
  readonly moves: readonly StaffMove[];
}

export interface CourierDetails {
  readonly name: string;
  readonly phone: string;
  readonly carNumber: string;
}

/** A move with what it needs: a courier to dispatch, a reason to cancel. */
export type MoveRequest =
  | { readonly move: "approve" | "depart" | "deliver" }
  | { readonly move: "dispatch"; readonly courier: CourierDetails }
  | { readonly move: "cancel"; readonly reason: string };

export type DetailStatus = "idle" | "pending" | "ready" | "missing" | "error";
