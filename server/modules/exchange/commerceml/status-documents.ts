import { DeliveryType, OrderStatus } from "../../../../domain/order.ts";
import { all, isTrue, textAt, type XmlNode } from "../xml/xml-node.ts";

/** An order document 1C sends back: which order, and the status its requisites say it has reached. */
export interface OrderNews {
  /** The shop's order number (the Ид or Номер the shop sent); null when it names none. */
  orderId: number | null;
  /** null: nothing the shop's statuses follow. "shipped" goes on to the status shipping means for it. */
  target: OrderStatus | "shipped" | null;
}

/** A date requisite 1C leaves "T" or "0001-01-01" when the document has none. */
const hasDate = (value: string | undefined) => !!value && !/^(T|0001-01-01.*)$/.test(value.trim());

/**
 * What 1C's document says happened, from the requisites 1C's site exchange writes (ПометкаУдаления, Отменен,
 * Финальный статус, Дата отгрузки по 1С, Проведен, Дата оплаты по 1С, Статус заказа): cancelled; delivered;
 * a status by the shop's own name of it; shipped; accepted (posted or paid).
 */
export function orderNewsOf(node: XmlNode, statusNames: ReadonlyMap<string, OrderStatus>): OrderNews {
  const number = /^\d{1,10}$/.exec(textAt(node, "Ид")) ?? /^\d{1,10}$/.exec(textAt(node, "Номер"));
  const orderId = number ? Number(number[0]) : null;
  const req = new Map(
    all(node, "ЗначенияРеквизитов/ЗначениеРеквизита").map((r) => [
      textAt(r, "Наименование").toLowerCase(),
      textAt(r, "Значение"),
    ]),
  );
  const named = statusNames.get((req.get("статус заказа") ?? "").trim().toLowerCase());
  let target: OrderNews["target"] = null;
  if (
    isTrue(req.get("пометкаудаления")) ||
    isTrue(req.get("отменен")) ||
    isTrue(textAt(node, "ПометкаУдаления"))
  )
    target = OrderStatus.CANCELLED;
  else if (isTrue(req.get("финальный статус"))) target = OrderStatus.DELIVERED;
  else if (named !== undefined) target = named;
  else if (hasDate(req.get("дата отгрузки по 1с")) || isTrue(req.get("отгружен"))) target = "shipped";
  else if (isTrue(req.get("проведен")) || hasDate(req.get("дата оплаты по 1с")) || isTrue(req.get("оплачен")))
    target = OrderStatus.APPROVED;
  return { orderId, target };
}

/** The status shipping brings an order to: a pick-up order is handed over, any other goes to delivery. */
export function shippedStatus(deliveryType: number): OrderStatus {
  return deliveryType === DeliveryType.PICKUP ? OrderStatus.DELIVERED : OrderStatus.IN_DELIVERY;
}
