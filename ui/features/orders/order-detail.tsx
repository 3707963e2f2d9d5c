import { Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { OrderDetail as Order } from "../../../application/orders/orders.types";
import { CourierCard } from "./courier-card";
import { OrderDelivery, OrderReceiver } from "./order-delivery";
import { useOrderFormat } from "./order-format";
import { SearchOffIcon } from "./order-icons";
import { OrderLines } from "./order-lines";
import { PlainAnchor, type LinkComponent } from "./order-link";
import { OrderMoney } from "./order-money";
import { OrderLoadError, OrderNotice } from "./order-notice";
import { OrderSection, type SectionHeading } from "./order-section";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTracking } from "./order-tracking";
import { StatusLog } from "./status-log";

export interface OrderDetailProps {
  /** "missing": the server has no such order for this shopper. */
  status: LoadStatus | "missing";
  /** The order last loaded; kept on screen while it is asked again. */
  order: Order | null;
  onRetry: () => void;
  productHref: (slug: string) => string;
  /** Where "Order not found" sends the shopper. */
  ordersHref: string;
  linkAs?: LinkComponent;
  /**
   * The order number is the detail's title (h1); a page that already names the order in its own h1 sets
   * false, and the detail then shows only the status and the date under it.
   */
  titled?: boolean;
  /** What "Order not found" says and its button reads where the reader is not the shopper (back office). */
  missingWords?: { text: string; action: string };
}

/**
 * One order in full: number, date, status, tracking, courier, receiver, delivery, the products, the money and
 * the status log; or its skeleton, a failure with retry, or "Order not found".
 */
export function OrderDetail({
  status,
  order,
  onRetry,
  productHref,
  ordersHref,
  linkAs: LinkAs = PlainAnchor,
  titled = true,
  missingWords,
}: OrderDetailProps) {
  const { t } = useLingui();
  if (status === "missing") {
    return (
      <OrderNotice
        testId="order-missing"
        icon={<SearchOffIcon />}
        title={t({ id: "orders.detail.missing", message: "Order not found" })}
        text={
          missingWords?.text ??
          t({
            id: "orders.detail.missingText",
            message: "Check the number, or find the order in your list of orders.",
          })
        }
        action={
          <Button asChild colorPalette="brand" minH="11" mt="2">
            <LinkAs href={ordersHref}>
              {missingWords?.action ?? t({ id: "orders.nav.myOrders", message: "My orders" })}
            </LinkAs>
          </Button>
        }
      />
    );
  }
  if (!order) {
    return status === "error" ? (
      <OrderLoadError
        text={t({ id: "orders.detail.error", message: "Could not load the order. Check the connection." })}
        onRetry={onRetry}
      />
    ) : (
      <OrderDetailSkeleton />
    );
  }
  return (
    <Stack gap={{ base: "4", md: "5" }} aria-busy={status === "pending"} data-testid="order-detail">
      <OrderHeader order={order} titled={titled} />
      {status === "error" && (
        <OrderLoadError
          text={t({
            id: "orders.detail.refreshError",
            message: "Could not update the order. It may be out of date.",
          })}
          onRetry={onRetry}
        />
      )}
      <Box p={{ base: "4", md: "5" }} borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel">
        <OrderTracking status={order.status} log={order.statusLog} />
      </Box>
      <OrderBody order={order} productHref={productHref} linkAs={LinkAs} sectionAs="h2" />
    </Stack>
  );
}

function OrderHeader({ order, titled }: { order: Order; titled: boolean }) {
  const { t } = useLingui();
  const format = useOrderFormat();
  const { id } = order;
  const placed = format.dateTime(order.createdAt);
  return (
    <Stack gap="1">
      <Flex align="center" gap="3" wrap="wrap">
        {titled && (
          <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
            {t({ id: "orders.detail.title", message: `Order № ${id}` })}
          </Heading>
        )}
        <OrderStatusBadge status={order.status} size="lg" />
      </Flex>
      {placed && order.createdAt && (
        <Text color="fg.muted">
          {t({ id: "orders.detail.placed", message: "Placed:" })}{" "}
          <time dateTime={order.createdAt}>{placed}</time>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Wide screens: the products, money and log on the left, the people and places on the right. Phones: the
 * courier and the delivery come first, since that is what a shopper waiting at the door looks for.
 */
function OrderBody({
  order,
  productHref,
  linkAs,
  sectionAs,
}: {
  order: Order;
  productHref: (slug: string) => string;
  linkAs: LinkComponent;
  sectionAs: SectionHeading;
}) {
  const { t } = useLingui();
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 22rem)" }}
      templateAreas={{ base: `"side" "lines" "money" "log"`, lg: `"lines side" "money side" "log side"` }}
      templateRows={{ lg: "auto auto 1fr" }}
      gap={{ base: "4", md: "5" }}
      alignItems="start"
    >
      <Stack gridArea="side" gap={{ base: "4", md: "5" }} minW="0">
        {order.courier && <CourierCard courier={order.courier} headingAs={sectionAs} />}
        <OrderDelivery order={order} headingAs={sectionAs} />
        <OrderReceiver order={order} headingAs={sectionAs} />
      </Stack>
      <OrderSection
        gridArea="lines"
        title={t({ id: "orders.lines.title", message: "Products" })}
        headingAs={sectionAs}
        gap="1"
      >
        <OrderLines lines={order.lines} productHref={productHref} linkAs={linkAs} />
      </OrderSection>
      <Box gridArea="money" minW="0">
        <OrderMoney order={order} headingAs={sectionAs} />
      </Box>
      <OrderSection
        gridArea="log"
        title={t({ id: "orders.log.title", message: "Status history" })}
        headingAs={sectionAs}
      >
        <StatusLog entries={order.statusLog} />
      </OrderSection>
    </Grid>
  );
}

/** The order page's outline while the order loads. */
export function OrderDetailSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="5" aria-busy="true" data-testid="order-loading">
      <VisuallyHidden>{t({ id: "orders.detail.loading", message: "Loading the order" })}</VisuallyHidden>
      <Stack gap="2" aria-hidden>
        <Flex gap="3" align="center">
          <Skeleton h="9" w="56" maxW="60%" />
          <Skeleton h="7" w="32" borderRadius="full" />
        </Flex>
        <Skeleton h="5" w="48" />
      </Stack>
      <Skeleton h={{ base: "44", md: "24" }} borderRadius="l3" aria-hidden />
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 22rem)" }}
        gap="5"
        aria-hidden
      >
        <Stack gap="5">
          <Skeleton h="64" borderRadius="l3" />
          <Skeleton h="48" borderRadius="l3" />
        </Stack>
        <Stack gap="5">
          <Skeleton h="36" borderRadius="l3" />
          <Skeleton h="36" borderRadius="l3" />
        </Stack>
      </Grid>
    </Stack>
  );
}
