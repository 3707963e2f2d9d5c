import { Box, Button, Stack, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LoadStatus } from "../../../application/app/deps";
import type { OrderSummary } from "../../../application/orders/orders.types";
import type { OrderList } from "../../../domain/order";
import { OrdersIcon } from "../../kit/icons";
import { OrderCard, OrderCardSkeleton } from "./order-card";
import { PlainAnchor, type LinkComponent } from "./order-link";
import { OrderLoadError, OrderNotice } from "./order-notice";

export interface OrdersListProps {
  /** Which list this is: only the empty message depends on it. */
  list: OrderList;
  status: LoadStatus;
  /** The rows of the page asked last; kept while the next page loads. */
  orders: readonly OrderSummary[];
  orderHref: (id: number) => string;
  /** Where the empty list sends the shopper. */
  catalogueHref: string;
  linkAs?: LinkComponent;
  onRetry: () => void;
  /** Drawn under the cards: the page owns the page number (ui/features/catalogue/pager). */
  pager?: ReactNode;
}

const SKELETONS = 3;

/** A page of order cards, or what stands in for it: skeletons, a failure with retry, an empty list. */
export function OrdersList({
  list,
  status,
  orders,
  orderHref,
  catalogueHref,
  linkAs: LinkAs = PlainAnchor,
  onRetry,
  pager,
}: OrdersListProps) {
  const { t } = useLingui();
  if (status === "error") {
    return (
      <OrderLoadError
        text={t({ id: "orders.list.error", message: "Could not load your orders. Check the connection." })}
        onRetry={onRetry}
      />
    );
  }
  const loading = status === "idle" || status === "pending";
  if (loading && orders.length === 0) {
    return (
      <Stack gap="3" aria-busy="true" data-testid="orders-loading">
        <VisuallyHidden>{t({ id: "orders.list.loading", message: "Loading orders" })}</VisuallyHidden>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <OrderCardSkeleton key={i} />
        ))}
      </Stack>
    );
  }
  if (orders.length === 0) {
    return (
      <OrderNotice
        testId="orders-empty"
        icon={<OrdersIcon />}
        title={
          list === "active"
            ? t({ id: "orders.empty.activeTitle", message: "You have no active orders" })
            : t({ id: "orders.empty.historyTitle", message: "Your order history is empty" })
        }
        text={
          list === "active"
            ? t({ id: "orders.empty.activeText", message: "Orders you place show here until they arrive." })
            : t({ id: "orders.empty.historyText", message: "Delivered and cancelled orders are kept here." })
        }
        action={
          <Button asChild colorPalette="brand" minH="11" mt="2">
            <LinkAs href={catalogueHref}>
              {t({ id: "orders.list.toCatalogue", message: "Go to the catalogue" })}
            </LinkAs>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="4">
      <Stack
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap="3"
        aria-busy={loading}
        // The previous page stays in view while the next one loads, dimmed so it is not taken as the answer.
        opacity={loading ? 0.6 : 1}
        transition="opacity 0.2s"
        data-testid="orders-list"
      >
        {orders.map((order) => (
          <Box as="li" key={order.id}>
            <OrderCard order={order} href={orderHref(order.id)} linkAs={LinkAs} />
          </Box>
        ))}
      </Stack>
      {pager}
    </Stack>
  );
}
