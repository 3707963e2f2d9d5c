import type { PaymentRefusal } from "../payments.service.ts";

/**
 * Uzum Bank's Merchant API error codes (docs/payments.md, "Uzum Bank merchant webhooks"), sent as text in
 * `errorCode` with `status: "FAILED"` and HTTP 400. The meaning of 10010 and above is known from one public
 * integration only; see the docs' unknowns.
 */
export const UZUM_ERRORS = {
  /** Authorization header missing or wrong (also every call while UZUM_* are unset). */
  auth: "10001",
  /** The body is not a JSON object. */
  json: "10002",
  /** A webhook path we do not serve. */
  operation: "10003",
  /** A field missing or of the wrong type. */
  params: "10005",
  /** `serviceId` is not ours. */
  serviceId: "10006",
  /** No such order (the account in `params`). */
  orderNotFound: "10007",
  /** The order is paid or past payment, or another payment waits for it. */
  alreadyPaid: "10008",
  /** The order or the transaction is cancelled. */
  cancelled: "10009",
  /** A known `transId` sent again for another order or sum. */
  transactionExists: "10010",
  /** The amount is not the order's total. */
  wrongAmount: "10011",
  /** No transaction with this `transId`. */
  transactionNotFound: "10014",
  /** Our own failure, or a refund the order no longer allows. */
  system: "99999",
} as const;

export type UzumErrorCode = (typeof UZUM_ERRORS)[keyof typeof UZUM_ERRORS];

/** The service's refusals in Uzum's codes; `cannot_perform` is refined by the transaction's state. */
export const REFUSAL_ERRORS: Record<PaymentRefusal, UzumErrorCode> = {
  order_not_found: UZUM_ERRORS.orderNotFound,
  wrong_amount: UZUM_ERRORS.wrongAmount,
  order_cancelled: UZUM_ERRORS.cancelled,
  order_not_payable: UZUM_ERRORS.alreadyPaid,
  order_busy: UZUM_ERRORS.alreadyPaid,
  transaction_not_found: UZUM_ERRORS.transactionNotFound,
  cannot_perform: UZUM_ERRORS.cancelled,
  cannot_cancel: UZUM_ERRORS.system,
};
