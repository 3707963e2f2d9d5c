import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $order, $orderStatus, orderOpened, orderRefreshed } from "../../../application/orders/orders.model";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { OrderDetail } from "./order-detail";

/** /order/{id}: the success banner right after placing it, then the order itself. */
export default function OrderView({ id, placed }: { id: number; placed: boolean }) {
  const { t } = useLingui();
  const [order, status, open, refresh] = useUnit([$order, $orderStatus, orderOpened, orderRefreshed]);
  useEffect(() => {
    open(id);
  }, [open, id]);
  return (
    <Stack gap="6">
      {placed && (
        <Box p="5" borderRadius="l3" bg="green.subtle" role="status" data-testid="order-success">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg">
              {t({ id: "orders.success", message: `Thank you! Your order № ${id} is placed` })}
            </Text>
            <Text>
              {t({
                id: "orders.success.next",
                message: "The shop will call you to confirm it. Its progress is shown below.",
              })}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand" minH="11">
                <LocalLink to={pathTo("my-orders")}>
                  {t({ id: "orders.toMyOrders", message: "My orders" })}
                </LocalLink>
              </Button>
              <Button asChild variant="outline" minH="11">
                <LocalLink to={pathTo("products")}>
                  {t({ id: "orders.continue", message: "Continue shopping" })}
                </LocalLink>
              </Button>
            </HStack>
          </Stack>
        </Box>
      )}
      {status === "missing" ? (
        <Text data-testid="order-missing">{t({ id: "orders.missing", message: "Order not found" })}</Text>
      ) : status === "error" && !order ? (
        <Stack align="flex-start" gap="3" role="alert">
          <Text color="fg.error">
            {t({ id: "common.loadError", message: "Could not load. Please try again." })}
          </Text>
          <Button variant="outline" onClick={() => refresh()}>
            {t({ id: "common.retry", message: "Try again" })}
          </Button>
        </Stack>
      ) : order ? (
        <OrderDetail order={order} />
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton h="20" borderRadius="l3" />
          <Skeleton h="48" borderRadius="l3" />
        </Stack>
      )}
    </Stack>
  );
}
