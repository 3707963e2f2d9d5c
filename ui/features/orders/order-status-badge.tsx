import { Badge, type BadgeProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { OrderStatus } from "../../../domain/order";

// Only gray, red, orange, green, blue and brand exist in the shop's theme (ui/theme/system.ts). The two
// delivery states share blue and differ by weight, so the one with a courier at the door stands out.
const LOOKS: Record<OrderStatus, Pick<BadgeProps, "colorPalette" | "variant">> = {
  [OrderStatus.CANCELLED]: { colorPalette: "red", variant: "subtle" },
  [OrderStatus.NEW]: { colorPalette: "gray", variant: "subtle" },
  [OrderStatus.AWAITING_PAYMENT]: { colorPalette: "orange", variant: "outline" },
  [OrderStatus.APPROVED]: { colorPalette: "blue", variant: "subtle" },
  [OrderStatus.IN_DELIVERY]: { colorPalette: "blue", variant: "outline" },
  [OrderStatus.ON_THE_WAY]: { colorPalette: "blue", variant: "solid" },
  [OrderStatus.DELIVERED]: { colorPalette: "green", variant: "subtle" },
};

/** The shopper's name of each status, also for the tracking and the status log's fallbacks. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case OrderStatus.CANCELLED:
        return t({ id: "orders.status.cancelled", message: "Cancelled" });
      case OrderStatus.NEW:
        return t({ id: "orders.status.new", message: "Waiting for approval" });
      case OrderStatus.AWAITING_PAYMENT:
        return t({ id: "orders.status.awaitingPayment", message: "Awaiting payment" });
      case OrderStatus.APPROVED:
        return t({ id: "orders.status.approved", message: "Order accepted" });
      case OrderStatus.IN_DELIVERY:
        return t({ id: "orders.status.inDelivery", message: "In delivery" });
      case OrderStatus.ON_THE_WAY:
        return t({ id: "orders.status.onTheWay", message: "On the way with the courier" });
      case OrderStatus.DELIVERED:
        return t({ id: "orders.status.delivered", message: "Delivered" });
    }
  };
}

export interface OrderStatusBadgeProps extends Omit<BadgeProps, "children"> {
  status: OrderStatus;
}

/** An order's status in words and colour. */
export function OrderStatusBadge({ status, size = "md", ...rest }: OrderStatusBadgeProps) {
  const label = useOrderStatusLabel();
  return (
    <Badge
      {...LOOKS[status]}
      size={size}
      borderRadius="full"
      px="2.5"
      // A long name ("Kuryer bilan yoʻlda") wraps inside a narrow card instead of pushing past its edge.
      whiteSpace="normal"
      textAlign="start"
      maxW="full"
      data-testid="order-status"
      data-status={status}
      {...rest}
    >
      {label(status)}
    </Badge>
  );
}
