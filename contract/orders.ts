import {
  array,
  boolean,
  literal,
  nonempty,
  nullable,
  optional,
  pattern,
  string,
  type,
  type Infer,
} from "superstruct";
import { union } from "./union.ts";
import { TitleRef } from "./common.ts";
import {
  CalculatorPaymentType,
  DeliveryType,
  DeliveryTypeFromText,
  OrderStatus,
  OrderStatusFromText,
  PaymentType,
  PaymentTypeFromText,
} from "./enums.ts";
import { ImageRef, ImageSet } from "./media.ts";
import { commaList, optionalParam } from "./query.ts";
import { TEXT_LIMITS } from "../domain/text-limits.ts";
import {
  atMost,
  BoolFromText,
  Count,
  DateTimeString,
  Id,
  IntFromText,
  Latitude,
  Longitude,
  MoneyString,
  Numeric,
  Phone9,
  PositiveIntFromText,
  RequiredText,
  Slug,
  Title,
} from "./scalars.ts";

// Checkout (price calculator, pick-up check, placing the order), the orders, payment settings and promo
// codes. Delivery places (BTS branches, regions, districts, pick-up points) are in delivery.ts.

// ----- checkout -----

/** Every field is optional: the calculator is asked again as the shopper fills the form. */
export const OrderPriceCalculatorRequest = type({
  latitude: optional(nullable(Latitude)),
  longitude: optional(nullable(Longitude)),
  district: optional(nullable(IntFromText)),
  delivery_type: optional(DeliveryTypeFromText),
  payment_type: optional(CalculatorPaymentType),
  use_cashback: optional(BoolFromText),
  promo_code: optional(nullable(atMost(string(), TEXT_LIMITS.promoCode))),
});
export type OrderPriceCalculatorRequest = Infer<typeof OrderPriceCalculatorRequest>;

/** `nds` is the VAT percent and `nds_price` its amount; `total_price` is what the shopper pays. */
export const OrderPriceCalculatorAnswer = type({
  total_price: MoneyString,
  total_real_order_price: MoneyString,
  total_order_discount_price: MoneyString,
  promo_discount: nullable(MoneyString),
  nds: Numeric,
  nds_price: MoneyString,
  delivery_type: DeliveryType,
  delivery_price: MoneyString,
  cashback_price: MoneyString,
});
export type OrderPriceCalculatorAnswer = Infer<typeof OrderPriceCalculatorAnswer>;

/** `is_cache_available`: cash on pick-up ("cache" is the backend's spelling). */
export const CheckTakeawayQuery = type({ district: IntFromText });
export type CheckTakeawayQuery = Infer<typeof CheckTakeawayQuery>;
export const CheckTakeawayAnswer = type({ is_takeaway_available: boolean(), is_cache_available: boolean() });
export type CheckTakeawayAnswer = Infer<typeof CheckTakeawayAnswer>;

const OptionalPhone = optional(nullable(union([Phone9, literal("")])));

/**
 * Places the order from the basket. `receiver_fish` is the receiver's full name (Uzbek F.I.Sh.); a second
 * receiver phone needs the `uuid` of its SMS check; `card` is a saved card id for payment type 2;
 * `redirect_url` is where an online payment returns.
 */
export const OrderCreateRequest = type({
  address: atMost(string(), TEXT_LIMITS.address),
  payment_type: PaymentTypeFromText,
  delivery_type: DeliveryTypeFromText,
  receiver_fish: atMost(RequiredText, TEXT_LIMITS.name),
  receiver_phone: Phone9,
  receiver_phone2: OptionalPhone,
  receiver_phone2_uuid: optional(nullable(atMost(string(), TEXT_LIMITS.token))),
  latitude: Latitude,
  longitude: Longitude,
  district: IntFromText,
  use_cashback_balance: BoolFromText,
  promo_code: optional(nullable(atMost(string(), TEXT_LIMITS.promoCode))),
  redirect_url: atMost(nonempty(string()), TEXT_LIMITS.url),
  card: optional(nullable(IntFromText)),
});
export type OrderCreateRequest = Infer<typeof OrderCreateRequest>;

/**
 * Checkout's optional `Idempotency-Key` header: the same key again answers the first order (200) instead of
 * placing another (201); a malformed key is a field error.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
export const OrderCreateHeaders = type({
  "Idempotency-Key": optional(pattern(string(), IDEMPOTENCY_KEY)),
});

/** `payment_url` is where the client goes for an online payment; null for cash. */
export const OrderCreateAnswer = type({
  id: Id,
  order_price: MoneyString,
  order_cashback: MoneyString,
  cashback_price: MoneyString,
  latitude: nullable(Latitude),
  longitude: nullable(Longitude),
  payment_url: nullable(string()),
});
export type OrderCreateAnswer = Infer<typeof OrderCreateAnswer>;

// ----- the orders -----

/** `status__in`: "3,4,5" for the active list, "0,6" for history. */
export const OrdersQuery = type({
  page: optionalParam(PositiveIntFromText),
  size: optionalParam(PositiveIntFromText),
  status__in: optionalParam(commaList(OrderStatusFromText)),
});
export type OrdersQuery = Infer<typeof OrdersQuery>;

export const OrderSummary = type({
  id: Id,
  status: OrderStatus,
  product_count: Count,
  address: nullable(string()),
  order_price: MoneyString,
  product_images: array(ImageSet),
  created_at: optional(DateTimeString),
});
export type OrderSummary = Infer<typeof OrderSummary>;

/** Not a full page: spec 3 "order list" reads results and total; the contract adds total_pages. */
export const OrdersAnswer = type({ total: Count, total_pages: Count, results: array(OrderSummary) });
export type OrdersAnswer = Infer<typeof OrdersAnswer>;

export const StatusLog = type({
  status: OrderStatus,
  status_name: string(),
  description: nullable(string()),
  date: DateTimeString,
});
export type StatusLog = Infer<typeof StatusLog>;

/** Null until a courier is assigned. */
export const Courier = type({
  full_name: string(),
  role_name: nullable(string()),
  contact_phone: nullable(string()),
  car_number: nullable(string()),
});
export type Courier = Infer<typeof Courier>;

/** The product an order line refers to; null when it has since left the catalogue. */
export const OrderedProduct = type({
  id: Id,
  slug: Slug,
  title: optional(Title),
  images: optional(array(ImageSet)),
  image_src: optional(ImageRef),
});
export type OrderedProduct = Infer<typeof OrderedProduct>;

export const OrderLine = type({
  title: Title,
  amount: Count,
  product_price: MoneyString,
  product: nullable(OrderedProduct),
});
export type OrderLine = Infer<typeof OrderLine>;

/**
 * One order. Spec 3 names -> contract: order number = id; receiver = receiver_fish; products count =
 * product_count; total price = total_price; paid sum = order_price; cashback used = cashback_price; VAT =
 * nds; delivery way = delivery_type. Promo discount, region and district are in spec 3 but not in the
 * contract's table, so they are optional here.
 */
export const OrderDetail = type({
  id: Id,
  status: OrderStatus,
  status_logs: array(StatusLog),
  courier: nullable(Courier),
  order_products: array(OrderLine),
  discount: MoneyString,
  receiver_fish: string(),
  receiver_phone: string(),
  address: nullable(string()),
  product_count: Count,
  order_cashback: MoneyString,
  cashback_price: MoneyString,
  delivery_price: MoneyString,
  delivery_type: DeliveryType,
  nds: type({ percent: Numeric, price: MoneyString }),
  order_price: MoneyString,
  total_price: MoneyString,
  promo_discount: optional(nullable(MoneyString)),
  payment_type: optional(nullable(PaymentType)),
  region: optional(nullable(TitleRef)),
  district: optional(nullable(TitleRef)),
  latitude: optional(nullable(Latitude)),
  longitude: optional(nullable(Longitude)),
  created_at: optional(DateTimeString),
  /**
   * Ours, beyond the contract's table: a fresh payment link while an online order awaits its money, so the
   * shopper can pay again after a declined or abandoned payment (decision 0009). Absent from other backends.
   */
  payment_url: optional(nullable(string())),
});
export type OrderDetail = Infer<typeof OrderDetail>;

// ----- payment settings and promo codes -----

/** Which payment ways the shop accepts right now. */
export const PaymentSettingsAnswer = type({
  is_cash_valid: boolean(),
  is_card_valid: boolean(),
  is_payme_valid: boolean(),
  is_click_valid: boolean(),
  is_uzumbank_valid: boolean(),
  is_paynet_valid: boolean(),
});
export type PaymentSettingsAnswer = Infer<typeof PaymentSettingsAnswer>;

export const PromoCheckRequest = type({ promo_code: atMost(RequiredText, TEXT_LIMITS.promoCode) });
export type PromoCheckRequest = Infer<typeof PromoCheckRequest>;
/** An invalid code answers `valid: false` and may leave `promo` out. */
export const PromoCheckAnswer = type({
  valid: boolean(),
  promo: optional(nullable(type({ min_order_price: nullable(MoneyString) }))),
});
export type PromoCheckAnswer = Infer<typeof PromoCheckAnswer>;
