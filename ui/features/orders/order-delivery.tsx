import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderDetail } from "../../../application/orders/orders.types";
import { DeliveryType } from "../../../domain/order";
import { phoneOf } from "./order-format";
import { Fact, Facts } from "./order-facts";
import { PinIcon, UserIcon } from "./order-icons";
import { OrderSection, type SectionHeading } from "./order-section";

type Props = { order: OrderDetail; headingAs?: SectionHeading };

/** How the order travels: the way, where to (a branch's or the shop's address for pick-ups), region,
 * district. */
export function OrderDelivery({ order, headingAs }: Props) {
  const { t } = useLingui();
  const way = {
    [DeliveryType.BTS_BRANCH]: t({ id: "orders.delivery.byBts", message: "Pick-up at a BTS branch" }),
    [DeliveryType.COURIER]: t({ id: "orders.delivery.byCourier", message: "Delivery by courier" }),
    [DeliveryType.PICKUP]: t({ id: "orders.delivery.byPickup", message: "Pick-up from the shop" }),
  }[order.deliveryType];
  const addressLabel =
    order.deliveryType === DeliveryType.COURIER
      ? t({ id: "orders.delivery.address", message: "Delivery address" })
      : order.deliveryType === DeliveryType.BTS_BRANCH
        ? t({ id: "orders.delivery.branch", message: "Branch address" })
        : t({ id: "orders.delivery.shop", message: "Pick-up point" });
  return (
    <OrderSection
      title={t({ id: "orders.delivery.title", message: "Delivery" })}
      icon={<PinIcon boxSize="5" color="fg.muted" aria-hidden />}
      headingAs={headingAs}
      data-testid="order-delivery"
    >
      <Facts>
        <Fact label={t({ id: "orders.delivery.way", message: "Delivery way" })}>
          <Text fontWeight="medium">{way}</Text>
        </Fact>
        {order.address && (
          <Fact label={addressLabel}>
            <Text>{order.address}</Text>
          </Fact>
        )}
        {order.region && (
          <Fact label={t({ id: "orders.delivery.region", message: "Region" })}>
            <Text>{order.region}</Text>
          </Fact>
        )}
        {order.district && (
          <Fact label={t({ id: "orders.delivery.district", message: "District or city" })}>
            <Text>{order.district}</Text>
          </Fact>
        )}
      </Facts>
    </OrderSection>
  );
}

/** Who takes the order at the door or the counter. */
export function OrderReceiver({ order, headingAs }: Props) {
  const { t } = useLingui();
  const phone = phoneOf(order.receiverPhone);
  return (
    <OrderSection
      title={t({ id: "orders.receiver.title", message: "Receiver" })}
      icon={<UserIcon boxSize="5" color="fg.muted" aria-hidden />}
      headingAs={headingAs}
      data-testid="order-receiver"
    >
      <Facts>
        <Fact label={t({ id: "orders.receiver.name", message: "Name" })}>
          <Text fontWeight="medium">{order.receiverName}</Text>
        </Fact>
        <Fact label={t({ id: "orders.receiver.phone", message: "Phone" })}>
          <Text whiteSpace="nowrap">{phone.text}</Text>
        </Fact>
      </Facts>
    </OrderSection>
  );
}
