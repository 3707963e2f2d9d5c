import type { DeliveryType, OrderStatus, PaymentType } from "../../contract/enums";
import type { Som } from "../../domain/money";
import type { GeoPoint } from "../checkout/checkout.types";

/** One order in the lists (/my-orders and its history). */
export interface OrderSummary {
  readonly id: number;
  readonly status: OrderStatus;
  readonly productCount: number;
  readonly address: string | null;
  readonly price: Som;
  /** Thumbnails of the first products. */
  readonly images: readonly string[];
  /** ISO time; null when the server did not say. */
  readonly createdAt: string | null;
}

export interface OrdersPage {
  readonly results: readonly OrderSummary[];
  readonly total: number;
  readonly totalPages: number;
}

/** One entry of the order's status log: what happened, the server's words for it, when. */
export interface StatusLogEntry {
  readonly status: OrderStatus;
  readonly statusName: string;
  readonly description: string | null;
  /** ISO time. */
  readonly date: string;
}

export interface Courier {
  readonly fullName: string;
  readonly role: string | null;
  readonly phone: string | null;
  readonly carNumber: string | null;
}

export interface OrderLineView {
  readonly title: string;
  readonly amount: number;
  readonly unitPrice: Som;
  /** Null when the product has since left the catalogue. */
  readonly product: { readonly id: number; readonly slug: string; readonly image: string | null } | null;
}

/** One order as its page shows it (spec section 3: Order). */
export interface OrderDetail {
  readonly id: number;
  readonly status: OrderStatus;
  readonly statusLog: readonly StatusLogEntry[];
  readonly courier: Courier | null;
  readonly lines: readonly OrderLineView[];
  readonly receiverName: string;
  readonly receiverPhone: string;
  readonly address: string | null;
  readonly productCount: number;
  /** The products before discounts. */
  readonly totalPrice: Som;
  readonly discount: Som;
  readonly promoDiscount: Som | null;
  readonly cashbackUsed: Som;
  /** Cashback this order earns on delivery. */
  readonly cashbackEarned: Som;
  readonly deliveryPrice: Som;
  readonly deliveryType: DeliveryType;
  readonly paymentType: PaymentType | null;
  readonly vatPercent: number;
  readonly vatPrice: Som;
  /** What the shopper pays (the paid sum). */
  readonly price: Som;
  readonly region: string | null;
  readonly district: string | null;
  readonly point: GeoPoint | null;
  readonly createdAt: string | null;
  /** A fresh link to pay an online order awaiting its money; null otherwise or when the server has none. */
  readonly paymentUrl: string | null;
}
