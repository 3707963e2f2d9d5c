import type { DeliveryType, PaymentType } from "../../contract/enums";
import type { ErrorParams } from "../../domain/errors";
import type { Som } from "../../domain/money";
import { Refused } from "../shared/refusal";

/** A point on the map (WGS 84 degrees). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * A region or district the checkout offers; `point` is where deliveries there start (null flags a place
 * with no BTS branch, spec section 3).
 */
export interface CheckoutPlace {
  readonly id: number;
  readonly title: string;
  readonly point: GeoPoint | null;
}

/** A BTS branch a parcel can be picked up at (spec section 3: name, address, working hours, weekdays). */
export interface BtsBranch {
  readonly id: number;
  readonly name: string;
  readonly address: string | null;
  readonly point: GeoPoint;
  readonly workingHours: string | null;
  /** As BTS gives them ("Du-Sh", or day names joined); null when unknown. */
  readonly weekdays: string | null;
}

/** What the price calculator is asked; every field may still be missing while the form is filled. */
export interface PriceQuery {
  readonly deliveryType: DeliveryType;
  readonly point: GeoPoint | null;
  readonly district: number | null;
  /** Cash or an online way: the calculator only tells the two apart. */
  readonly paymentKind: "cash" | "online";
  readonly useCashback: boolean;
  readonly promoCode: string | null;
}

/** The server's price of the basket for the chosen way (VAT included, shown apart). */
export interface PriceSummary {
  /** What the shopper pays. */
  readonly total: Som;
  /** The products at their prices before discounts. */
  readonly productsPrice: Som;
  readonly productDiscount: Som;
  readonly promoDiscount: Som | null;
  readonly vatPercent: number;
  readonly vatPrice: Som;
  readonly deliveryType: DeliveryType;
  readonly deliveryPrice: Som;
  /** Cashback spent on this order. */
  readonly cashbackUsed: Som;
}

/** Which payment ways the shop takes right now (orders/payment-settings/). */
export interface PaymentWays {
  readonly cash: boolean;
  readonly card: boolean;
  readonly payme: boolean;
  readonly click: boolean;
  readonly uzum: boolean;
  readonly paynet: boolean;
}

export interface PromoInfo {
  readonly valid: boolean;
  readonly minOrderPrice: Som | null;
}

/** Everything `POST orders/order/` needs; the server prices it again and never trusts these. */
export interface OrderDraft {
  readonly deliveryType: DeliveryType;
  readonly paymentType: PaymentType;
  /** The address as the shopper reads it (street and house, or the branch's name and address). */
  readonly address: string;
  readonly point: GeoPoint;
  readonly district: number;
  readonly receiverName: string;
  /** 9 national digits. */
  readonly receiverPhone: string;
  readonly receiverPhone2: string | null;
  /** The SMS check that confirmed `receiverPhone2`. */
  readonly receiverPhone2Uuid: string | null;
  readonly useCashback: boolean;
  readonly promoCode: string | null;
  /** Where an online payment returns. */
  readonly redirectUrl: string;
  /** A saved card id, for payment type 2. */
  readonly card: number | null;
}

export interface PlacedOrder {
  readonly id: number;
  readonly price: Som;
  /** Where an online payment goes on; null for cash. */
  readonly paymentUrl: string | null;
}

/**
 * The server refused a checkout call (promo below its minimum, over stock, no BTS branch...): status,
 * stable code, its words, and `params.field` when a field is at fault.
 */
export class CheckoutError extends Refused {
  constructor(status: number, message: string, code: string | null = null, params?: ErrorParams) {
    super(status, message, code, params);
    this.name = "CheckoutError";
  }
}
