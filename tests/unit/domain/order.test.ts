import { describe, expect, it } from "vitest";
import {
  ACTIVE_STATUSES,
  DEFAULT_DELIVERY_TYPE,
  DeliveryType,
  HISTORY_STATUSES,
  OrderStatus,
  PaymentType,
  TRACKING_STEPS,
  calculatorPaymentType,
  isActiveStatus,
  isDeliveryType,
  isHistoryStatus,
  isOrderStatus,
  isPaymentType,
  paysOnline,
  statusFilter,
  trackingStep,
  trackingStepIndex,
} from "../../../domain/order";
import { validateDelivery } from "../../../domain/delivery";

describe("order", () => {
  it("uses the backend's status codes", () => {
    expect(OrderStatus).toEqual({
      CANCELLED: 0,
      NEW: 1,
      AWAITING_PAYMENT: 2,
      APPROVED: 3,
      IN_DELIVERY: 4,
      ON_THE_WAY: 5,
      DELIVERED: 6,
    });
    expect(isOrderStatus(3)).toBe(true);
    expect(isOrderStatus(7)).toBe(false);
  });

  it("splits active and history lists", () => {
    expect(ACTIVE_STATUSES).toEqual([3, 4, 5]);
    expect(HISTORY_STATUSES).toEqual([0, 6]);
    expect(statusFilter("active")).toBe("3,4,5");
    expect(statusFilter("history")).toBe("0,6");
    expect(isActiveStatus(4)).toBe(true);
    expect(isActiveStatus(6)).toBe(false);
    expect(isHistoryStatus(0)).toBe(true);
    expect(isHistoryStatus(1)).toBe(false);
  });

  it("maps statuses to tracking steps", () => {
    expect(TRACKING_STEPS).toEqual(["order_approved", "on_way", "delivered"]);
    expect(trackingStep(3)).toBe("order_approved");
    expect(trackingStep(4)).toBe("on_way");
    expect(trackingStep(5)).toBe("on_way");
    expect(trackingStep(6)).toBe("delivered");
    expect(trackingStep(0)).toBeNull();
    expect(trackingStep(1)).toBeNull();
    expect(trackingStepIndex(5)).toBe(1);
    expect(trackingStepIndex(2)).toBe(-1);
  });

  it("uses the backend's payment and delivery types", () => {
    expect(PaymentType).toEqual({ CASH: 1, SAVED_CARD: 2, UZUM: 3, PAYME: 4, CLICK: 5, PAYNET: 7 });
    expect(isPaymentType(6)).toBe(false);
    expect(isPaymentType(7)).toBe(true);
    expect(calculatorPaymentType(PaymentType.CASH)).toBe("cache");
    expect(calculatorPaymentType(PaymentType.PAYME)).toBe("online");
    expect(DeliveryType).toEqual({ BTS_BRANCH: 1, COURIER: 2, PICKUP: 3 });
    expect(DEFAULT_DELIVERY_TYPE).toBe(1);
    expect(isDeliveryType(3)).toBe(true);
    expect(isDeliveryType(4)).toBe(false);
  });
});

describe("paysOnline", () => {
  it("leaves an online order with nothing to take waiting for approval, as cash", () => {
    for (const type of [
      PaymentType.PAYME,
      PaymentType.CLICK,
      PaymentType.UZUM,
      PaymentType.PAYNET,
      PaymentType.SAVED_CARD,
    ]) {
      expect(paysOnline(type, 1)).toBe(true);
      expect(paysOnline(type, 0)).toBe(false);
    }
    expect(paysOnline(PaymentType.CASH, 50_000)).toBe(false);
  });
});

describe("delivery", () => {
  const point = { latitude: 41.3, longitude: 69.24 };

  it("needs a map point for courier delivery", () => {
    expect(validateDelivery({ deliveryType: 2, location: null })).toEqual({
      ok: false,
      error: { code: "DELIVERY.NO_LOCATION" },
    });
    expect(validateDelivery({ deliveryType: 2, location: point }).ok).toBe(true);
  });

  it("needs a BTS branch in the area for BTS delivery", () => {
    expect(validateDelivery({ deliveryType: 1, location: point, hasBtsBranch: false })).toEqual({
      ok: false,
      error: { code: "DELIVERY.NO_BTS_BRANCH" },
    });
    expect(validateDelivery({ deliveryType: 1, location: null, hasBtsBranch: true }).ok).toBe(false);
    expect(validateDelivery({ deliveryType: 1, location: point, hasBtsBranch: true }).ok).toBe(true);
  });

  it("needs nothing for pick-up", () => {
    expect(validateDelivery({ deliveryType: 3, location: null }).ok).toBe(true);
  });
});
