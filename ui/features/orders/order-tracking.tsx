import { Box, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StatusLogEntry } from "../../../application/orders/orders.types";
import type { OrderStatus } from "../../../domain/order";
import { orderDate } from "./order-date";

/** The tracking steps of spec section 4 and the statuses that reach each. */
const STEPS = [
  { key: "order_approved", reachedAt: [3, 4, 5, 6] },
  { key: "on_way", reachedAt: [4, 5, 6] },
  { key: "delivered", reachedAt: [6] },
] as const;

/** order_approved, on_way, delivered: done, current or still to come, with the time each was reached. */
export function OrderTracking({ status, log }: { status: OrderStatus; log: readonly StatusLogEntry[] }) {
  const { t, i18n } = useLingui();
  if (status === 0) {
    return (
      <Box p="4" borderRadius="l3" bg="red.subtle" color="red.fg" role="status" data-testid="order-cancelled">
        {t({ id: "orders.track.cancelled", message: "The order was cancelled" })}
      </Box>
    );
  }
  const names: Record<(typeof STEPS)[number]["key"], string> = {
    order_approved:
      status === 1
        ? t({ id: "orders.track.waitingApproval", message: "Waiting for the shop's approval" })
        : status === 2
          ? t({ id: "orders.track.waitingPayment", message: "Waiting for payment" })
          : t({ id: "orders.track.approved", message: "Order accepted" }),
    on_way: t({ id: "orders.track.onWay", message: "On the way with the courier" }),
    delivered: t({ id: "orders.track.delivered", message: "Delivered" }),
  };
  const reachedTime = (statuses: readonly number[]) =>
    log.find((entry) => statuses.includes(entry.status))?.date ?? null;
  const lastReached = STEPS.reduce(
    (n, step, i) => ((step.reachedAt as readonly number[]).includes(status) ? i : n),
    -1,
  );
  return (
    <Stack
      as="ol"
      direction={{ base: "column", md: "row" }}
      gap="3"
      listStyleType="none"
      m="0"
      p="0"
      data-testid="order-tracking"
    >
      {STEPS.map((step, i) => {
        const done = i <= lastReached;
        const current = i === lastReached + 1 || (i === lastReached && i === STEPS.length - 1);
        const when = done ? reachedTime(step.reachedAt) : null;
        return (
          <Box
            as="li"
            key={step.key}
            flex="1"
            p="3"
            borderRadius="l3"
            borderWidth="2px"
            borderColor={done ? "green.solid" : current ? "brand.solid" : "border"}
            aria-current={current ? "step" : undefined}
            data-state={done ? "done" : current ? "current" : "upcoming"}
          >
            <Text fontWeight="semibold">
              {done ? "✓ " : `${i + 1}. `}
              {names[step.key]}
            </Text>
            {when && (
              <Text fontSize="sm" color="fg.muted">
                {orderDate(i18n, when, true)}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
