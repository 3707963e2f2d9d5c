import { Badge } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderStatus } from "../../../domain/order";
import { VALIDATION_MESSAGES } from "../../i18n/validation-messages";

const PALETTE: Record<OrderStatus, string> = {
  0: "red",
  1: "gray",
  2: "yellow",
  3: "blue",
  4: "purple",
  5: "purple",
  6: "green",
};

/** The status as the server's own status names read (order_status_N), in the status's colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={PALETTE[status]} size="md" data-testid="order-status">
      {i18n._(VALIDATION_MESSAGES[`order_status_${status}`])}
    </Badge>
  );
}
