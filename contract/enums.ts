import { enums, type Infer } from "superstruct";
import { coerceWhen, textLike } from "./coerce-when.ts";
import { LANGUAGES } from "../domain/language.ts";
import { DELIVERY_TYPE, ORDER_STATUS, PAYMENT_TYPE } from "./codes.ts";

export { DELIVERY_TYPE, ORDER_STATUS, PAYMENT_TYPE } from "./codes.ts";

export const OrderStatus = enums(Object.values(ORDER_STATUS));
export type OrderStatus = Infer<typeof OrderStatus>;

/** `status__in` values of the two order lists (spec 9: the active list filters 3,4,5). */
export const ACTIVE_ORDER_STATUSES = [3, 4, 5] as const satisfies readonly OrderStatus[];
export const HISTORY_ORDER_STATUSES = [0, 6] as const satisfies readonly OrderStatus[];

export const PaymentType = enums(Object.values(PAYMENT_TYPE));
export type PaymentType = Infer<typeof PaymentType>;

export const DeliveryType = enums(Object.values(DELIVERY_TYPE));
export type DeliveryType = Infer<typeof DeliveryType>;

/**
 * The price calculator names the payment kind, not the provider; "cache" is the backend's spelling of cash.
 */
export const CalculatorPaymentType = enums(["cache", "online"]);
export type CalculatorPaymentType = Infer<typeof CalculatorPaymentType>;

/** uz = Uzbek Cyrillic, sr = Uzbek Latin, ru = Russian (domain/language.ts). The backend's default is uz. */
export { DEFAULT_LANGUAGE, LANGUAGES } from "../domain/language.ts";
export const Language = enums(LANGUAGES);
export type Language = Infer<typeof Language>;

export const PRODUCT_ORDERINGS = [
  "is_recommendation",
  "sale_price",
  "-rate",
  "created_at",
  "-created_at",
  "price",
  "-price",
] as const;
export const ProductOrdering = enums(PRODUCT_ORDERINGS);
export type ProductOrdering = Infer<typeof ProductOrdering>;

/** "was this useful" on an instruction. */
export const InstructionVote = enums(["yes", "no"]);
export type InstructionVote = Infer<typeof InstructionVote>;

// Enum codes in a request may come from a form or a URL as text ("2").
const digits = textLike(/^\d+$/);
export const OrderStatusFromText = coerceWhen(OrderStatus, digits, (s) => Number(s) as OrderStatus);
export const PaymentTypeFromText = coerceWhen(PaymentType, digits, (s) => Number(s) as PaymentType);
export const DeliveryTypeFromText = coerceWhen(DeliveryType, digits, (s) => Number(s) as DeliveryType);
