import type { PlacePage } from "../account/auth-flows.port";
import type {
  BtsBranch,
  CheckoutPlace,
  OrderDraft,
  PaymentWays,
  PlacedOrder,
  PriceQuery,
  PriceSummary,
  PromoInfo,
} from "./checkout.types";

/** A page of regions or districts with their delivery points. */
export interface CheckoutPlacePage extends Omit<PlacePage, "items"> {
  readonly items: readonly CheckoutPlace[];
}

/**
 * Checkout over /api/v1 for the signed-in shopper: places, BTS branches, payment ways, the server's price,
 * promo codes, the second receiver phone's SMS check, and placing the order. Refusals are CheckoutError.
 */
export const CheckoutGateway = Symbol("CheckoutGateway");
export interface CheckoutGateway {
  /** Pages start at 1 (15 regions, 50 districts a page, spec section 9). */
  regions(page: number): Promise<CheckoutPlacePage>;
  districts(regionId: number, page: number): Promise<CheckoutPlacePage>;
  /** An empty list means "no BTS branch in this area". */
  btsBranches(region: number, district: number | null): Promise<readonly BtsBranch[]>;
  paymentWays(): Promise<PaymentWays>;
  price(query: PriceQuery): Promise<PriceSummary>;
  checkPromo(code: string): Promise<PromoInfo>;
  /** Texts a code to the second receiver phone; answers the check's uuid. */
  sendReceiverCode(phone: string): Promise<string>;
  /** True when the code matches; a wrong code rejects with CheckoutError (CODE.WRONG...). */
  checkReceiverCode(uuid: string, code: string): Promise<boolean>;
  /**
   * `idempotencyKey` is made once per attempt to place this basket: a retried or double-clicked submission
   * sends the same key and gets the same order.
   */
  placeOrder(draft: OrderDraft, idempotencyKey: string): Promise<PlacedOrder>;
}
