/**
 * Order status codes as the backend sends them. 1 and 2 come before approval and are never listed to
 * shoppers.
 */
export const OrderStatus = {
  CANCELLED: 0,
  NEW: 1,
  AWAITING_PAYMENT: 2,
  APPROVED: 3,
  IN_DELIVERY: 4,
  ON_THE_WAY: 5,
  DELIVERED: 6,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ACTIVE_STATUSES: readonly OrderStatus[] = [3, 4, 5];
export const HISTORY_STATUSES: readonly OrderStatus[] = [0, 6];
export type OrderList = "active" | "history";

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "number" && Object.values(OrderStatus).includes(value as OrderStatus);
}

export function isActiveStatus(status: number): boolean {
  return (ACTIVE_STATUSES as readonly number[]).includes(status);
}

export function isHistoryStatus(status: number): boolean {
  return (HISTORY_STATUSES as readonly number[]).includes(status);
}

/** The `status__in` query of GET orders/ for a list: "3,4,5" or "0,6". */
export function statusFilter(list: OrderList): string {
  return (list === "active" ? ACTIVE_STATUSES : HISTORY_STATUSES).join(",");
}

/** Tracking steps shown to shoppers, in order; their ids double as message keys. */
export const TRACKING_STEPS = ["order_approved", "on_way", "delivered"] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** The step an order has reached, or null before approval and after cancellation. */
export function trackingStep(status: number): TrackingStep | null {
  switch (status) {
    case OrderStatus.APPROVED:
      return "order_approved";
    case OrderStatus.IN_DELIVERY:
    case OrderStatus.ON_THE_WAY:
      return "on_way";
    case OrderStatus.DELIVERED:
      return "delivered";
    default:
      return null;
  }
}

/**
 * Index of the reached step in TRACKING_STEPS, -1 when none: lets a stepper mark done steps with one compare.
 */
export function trackingStepIndex(status: number): number {
  const step = trackingStep(status);
  return step === null ? -1 : TRACKING_STEPS.indexOf(step);
}

/** Payment types. 6 is unused by the backend. */
export const PaymentType = { CASH: 1, SAVED_CARD: 2, UZUM: 3, PAYME: 4, CLICK: 5, PAYNET: 7 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export function isOnlinePayment(type: PaymentType): boolean {
  return type !== PaymentType.CASH;
}

/**
 * Whether a provider has money to take: an online order paid in full with cashback has none, so it waits
 * for the shop's approval like a cash order instead of for a payment that can never come.
 */
export function paysOnline(type: PaymentType, total: number): boolean {
  return isOnlinePayment(type) && total > 0;
}

/** The price calculator's `payment_type` field; "cache" is the backend's own spelling of cash. */
export function calculatorPaymentType(type: PaymentType): "cache" | "online" {
  return isOnlinePayment(type) ? "online" : "cache";
}

export const DeliveryType = { BTS_BRANCH: 1, COURIER: 2, PICKUP: 3 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
export const DEFAULT_DELIVERY_TYPE: DeliveryType = DeliveryType.BTS_BRANCH;

export function isDeliveryType(value: unknown): value is DeliveryType {
  return value === 1 || value === 2 || value === 3;
}

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === "number" && Object.values(PaymentType).includes(value as PaymentType);
}
