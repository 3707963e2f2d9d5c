import type { OrderCreateAnswer, OrderCreateRequest } from "../../../contract/index.ts";
import { toMoneyString } from "../../../domain/money.ts";
import type { DeliveryType } from "../../../domain/order.ts";
import type { OrderPrice } from "../../../domain/order-price.ts";
import type { BasketLineRow, NewOrderLine } from "./order-rows.ts";

const money = toMoneyString;

/** A basket line as the order keeps it: the unit price paid is the sale price when it is a real sale. */
export function orderLine(l: BasketLineRow): NewOrderLine {
  const full = Number(l.price);
  const sale = Number(l.salePrice);
  return {
    productId: l.productId,
    titleRu: l.titleRu,
    titleUz: l.titleUz,
    titleSr: l.titleSr,
    amount: l.amount,
    price: full,
    unitPrice: sale > 0 && sale < full ? sale : full,
  };
}

/** The answer to a newly placed order. */
export function answerOf(
  id: number,
  price: OrderPrice,
  body: OrderCreateRequest,
  deliveryType: DeliveryType,
  paymentUrl: string | null,
): OrderCreateAnswer {
  const pickup = deliveryType === 3;
  return {
    id,
    order_price: money(price.total),
    order_cashback: money(price.cashbackEarned),
    cashback_price: money(price.cashbackUsed),
    latitude: pickup ? null : body.latitude,
    longitude: pickup ? null : body.longitude,
    payment_url: paymentUrl,
  };
}
