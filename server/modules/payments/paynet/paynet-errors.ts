import type { PaymentRefusal } from "../payments.service.ts";

/** A JSON-RPC error as Paynet reads it. */
export interface PaynetError {
  readonly code: number;
  readonly message: string;
}

const error = (code: number, message: string): PaynetError => ({ code, message });

/** Paynet's provider API codes (docs/payments.md, "Paynet"): JSON-RPC's own and Paynet's business codes. */
export const PAYNET_ERRORS = {
  parse: error(-32700, "Parse error"),
  invalidRequest: error(-32600, "Invalid request"),
  methodNotFound: error(-32601, "Method not found"),
  system: error(-32603, "System error"),
  /** The order is being paid by another payment; Paynet may try again later. */
  busy: error(100, "Another payment for this order is in progress"),
  transactionExists: error(201, "Transaction already exists"),
  transactionCancelled: error(202, "Transaction already cancelled"),
  transactionNotFound: error(203, "Transaction not found"),
  orderNotFound: error(302, "Order not found"),
  orderNotPayable: error(302, "The order is not awaiting payment"),
  serviceNotFound: error(305, "Service not found"),
  params: error(411, "Required parameters are missing or malformed"),
  auth: error(412, "Wrong login or password"),
  wrongAmount: error(413, "Wrong amount"),
  dateFormat: error(414, "Wrong date and time format"),
  /** Paynet's "not enough funds to cancel": the goods have left the shop, the payment cannot be undone. */
  cannotCancel: error(77, "The order is completed, the payment cannot be cancelled"),
} as const;

export const REFUSAL_ERRORS: Record<PaymentRefusal, PaynetError> = {
  order_not_found: PAYNET_ERRORS.orderNotFound,
  wrong_amount: PAYNET_ERRORS.wrongAmount,
  order_cancelled: PAYNET_ERRORS.orderNotPayable,
  order_not_payable: PAYNET_ERRORS.orderNotPayable,
  order_busy: PAYNET_ERRORS.busy,
  transaction_not_found: PAYNET_ERRORS.transactionNotFound,
  cannot_perform: PAYNET_ERRORS.orderNotPayable,
  cannot_cancel: PAYNET_ERRORS.cannotCancel,
};
