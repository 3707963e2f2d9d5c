import { useLingui } from "@lingui/react/macro";
import type { StaffMove } from "../../../application/admin/admin.types";
import { DeliveryType, PaymentType } from "../../../domain/order";

/** The back office's names of delivery types, payment ways and moves. */
export function useAdminLabels() {
  const { t } = useLingui();
  const delivery: Record<DeliveryType, string> = {
    [DeliveryType.BTS_BRANCH]: t({ id: "admin.delivery.bts", message: "BTS branch" }),
    [DeliveryType.COURIER]: t({ id: "admin.delivery.courier", message: "Courier" }),
    [DeliveryType.PICKUP]: t({ id: "admin.delivery.pickup", message: "Pick-up" }),
  };
  const payment: Record<PaymentType, string> = {
    [PaymentType.CASH]: t({ id: "admin.payment.cash", message: "Cash" }),
    [PaymentType.SAVED_CARD]: t({ id: "admin.payment.card", message: "Saved card" }),
    [PaymentType.UZUM]: "Uzum Bank",
    [PaymentType.PAYME]: "Payme",
    [PaymentType.CLICK]: "Click",
    [PaymentType.PAYNET]: "Paynet",
  };
  const move: Record<StaffMove, string> = {
    approve: t({ id: "admin.move.approve", message: "Approve" }),
    dispatch: t({ id: "admin.move.dispatch", message: "Hand to a courier" }),
    depart: t({ id: "admin.move.depart", message: "On the way" }),
    deliver: t({ id: "admin.move.deliver", message: "Delivered" }),
    cancel: t({ id: "admin.move.cancel", message: "Cancel order" }),
  };
  return { delivery, payment, move };
}
