import type { BtsBranch as WireBranch } from "../../contract/delivery";
import type { OrderPriceCalculatorAnswer } from "../../contract/orders";
import { parseMoneyString } from "../../domain/money";
import { CheckoutError, type BtsBranch, type PriceSummary } from "../../application/checkout/checkout.types";
import { ApiError } from "./api-client";

export const som = (text: string | null | undefined): number => (text ? parseMoneyString(text) : 0);

/** BTS names its days as text ("Du-Sh") or as a list of names or numbers (Monday = 1); kept as text. */
function weekdaysOf(days: WireBranch["weekdays"]): string | null {
  if (days === null) return null;
  return typeof days === "string" ? days : days.join(",");
}

export function branchFromWire(w: WireBranch): BtsBranch {
  return {
    id: w.id,
    name: w.name,
    address: w.address,
    point: { latitude: w.latitude, longitude: w.longitude },
    workingHours: w.working_hours,
    weekdays: weekdaysOf(w.weekdays),
  };
}

export function priceFromWire(w: OrderPriceCalculatorAnswer): PriceSummary {
  return {
    total: som(w.total_price),
    productsPrice: som(w.total_real_order_price),
    productDiscount: som(w.total_order_discount_price),
    promoDiscount: w.promo_discount === null ? null : som(w.promo_discount),
    vatPercent: Number(w.nds),
    vatPrice: som(w.nds_price),
    deliveryType: w.delivery_type,
    deliveryPrice: som(w.delivery_price),
    cashbackUsed: som(w.cashback_price),
  };
}

/** ApiError keeps transport details; the application sees the status, the code and the server's own words. */
export async function asCheckoutError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError)
      throw new CheckoutError(error.status, error.serverWords, error.code, error.params);
    throw error;
  }
}
