import type { PaymentRefusal } from "../payments.service.ts";

/** Payme shows `message` to the payer in their language, so every error carries all three. */
export interface PaymeError {
  readonly code: number;
  readonly message: { readonly ru: string; readonly uz: string; readonly en: string };
  /** The account field an order error is about. */
  readonly data?: string;
}

const error = (code: number, ru: string, uz: string, en: string, data?: string): PaymeError => ({
  code,
  message: { ru, uz, en },
  ...(data ? { data } : {}),
});

export const PAYME_ERRORS = {
  parse: error(-32700, "Ошибка разбора JSON", "JSON tahlilida xato", "Parse error"),
  invalidRequest: error(-32600, "Неверный запрос", "Noto'g'ri so'rov", "Invalid request"),
  methodNotFound: error(-32601, "Метод не найден", "Metod topilmadi", "Method not found"),
  privileges: error(-32504, "Недостаточно привилегий", "Huquqlar yetarli emas", "Insufficient privileges"),
  system: error(-32400, "Системная ошибка", "Tizim xatosi", "System error"),
  wrongAmount: error(-31001, "Неверная сумма", "Noto'g'ri summa", "Wrong amount"),
  transactionNotFound: error(
    -31003,
    "Транзакция не найдена",
    "Tranzaksiya topilmadi",
    "Transaction not found",
  ),
  cannotCancel: error(
    -31007,
    "Заказ выполнен, отменить транзакцию невозможно",
    "Buyurtma bajarilgan, tranzaksiyani bekor qilib bo'lmaydi",
    "The order is completed, the transaction cannot be cancelled",
  ),
  cannotPerform: error(
    -31008,
    "Невозможно выполнить операцию",
    "Amalni bajarib bo'lmaydi",
    "Unable to perform the operation",
  ),
  orderNotFound: error(-31050, "Заказ не найден", "Buyurtma topilmadi", "Order not found", "order_id"),
  orderNotPayable: error(
    -31051,
    "Заказ не ожидает оплаты или уже оплачен",
    "Buyurtma to'lovni kutmayapti yoki allaqachon to'langan",
    "The order is not awaiting payment or is already paid",
    "order_id",
  ),
  orderBusy: error(
    -31052,
    "По заказу уже идёт другая оплата",
    "Buyurtma bo'yicha boshqa to'lov jarayonda",
    "Another payment for this order is in progress",
    "order_id",
  ),
} as const;

export const REFUSAL_ERRORS: Record<PaymentRefusal, PaymeError> = {
  order_not_found: PAYME_ERRORS.orderNotFound,
  wrong_amount: PAYME_ERRORS.wrongAmount,
  order_cancelled: PAYME_ERRORS.orderNotPayable,
  order_not_payable: PAYME_ERRORS.orderNotPayable,
  order_busy: PAYME_ERRORS.orderBusy,
  transaction_not_found: PAYME_ERRORS.transactionNotFound,
  cannot_perform: PAYME_ERRORS.cannotPerform,
  cannot_cancel: PAYME_ERRORS.cannotCancel,
};
