import type { PaymentRefusal } from "../payments.service.ts";

/** What the shop answers Click, `error` being one of Click's codes (docs/payments.md). */
export interface ClickError {
  readonly error: number;
  readonly error_note: string;
}

const error = (code: number, note: string): ClickError => ({ error: code, error_note: note });

export const CLICK_ERRORS = {
  success: error(0, "Success"),
  signFailed: error(-1, "Sign check failed"),
  wrongAmount: error(-2, "Incorrect amount"),
  actionNotFound: error(-3, "Action not found"),
  alreadyPaid: error(-4, "Already paid"),
  orderNotFound: error(-5, "Order not found"),
  transactionNotFound: error(-6, "Transaction not found"),
  failedToUpdate: error(-7, "Failed to update the order"),
  badRequest: error(-8, "Error in request from Click"),
  cancelled: error(-9, "Transaction cancelled"),
  orderCancelled: error(-9, "Order cancelled"),
  orderBusy: error(-9, "Another payment for this order is in progress"),
} as const;

/**
 * The service's refusals in Click's codes. `cannot_perform` is refined by the transaction's state where it is
 * met (performed: -4, cancelled: -9); this is its answer when nothing more is known.
 */
export const REFUSAL_ERRORS: Record<PaymentRefusal, ClickError> = {
  order_not_found: CLICK_ERRORS.orderNotFound,
  wrong_amount: CLICK_ERRORS.wrongAmount,
  order_cancelled: CLICK_ERRORS.orderCancelled,
  order_not_payable: CLICK_ERRORS.alreadyPaid,
  order_busy: CLICK_ERRORS.orderBusy,
  transaction_not_found: CLICK_ERRORS.transactionNotFound,
  cannot_perform: CLICK_ERRORS.cancelled,
  cannot_cancel: CLICK_ERRORS.alreadyPaid,
};
