import { Box, Flex, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StatusLogEntry } from "../../../application/orders/orders.types";
import {
  OrderStatus,
  TRACKING_STEPS,
  trackingStep,
  trackingStepIndex,
  type TrackingStep,
} from "../../../domain/order";
import { useOrderFormat } from "./order-format";
import {
  CheckIcon,
  ClipboardCheckIcon,
  CrossCircleIcon,
  HomeIcon,
  HourglassIcon,
  TruckIcon,
} from "./order-icons";

export type StepState = "done" | "current" | "upcoming";

/**
 * Where an order stands on the tracking steps. The step it is at is current; delivered is the end, so there
 * every step is done. Before approval (new, awaiting payment) the first step is current and still pending.
 */
export function stepStates(status: OrderStatus): StepState[] {
  const reached = trackingStepIndex(status);
  const at = reached === -1 ? 0 : reached;
  return TRACKING_STEPS.map((_, i) =>
    i < at || (i === at && status === OrderStatus.DELIVERED) ? "done" : i === at ? "current" : "upcoming",
  );
}

const STEP_ICONS = { order_approved: ClipboardCheckIcon, on_way: TruckIcon, delivered: HomeIcon } as const;

const timeOf = (entry: StatusLogEntry) => Date.parse(entry.date) || 0;
/** The first time the log reached a step (a courier's second attempt does not move "on the way"). */
function firstTime(log: readonly StatusLogEntry[], step: TrackingStep): string | null {
  const hits = log.filter((entry) => trackingStep(entry.status) === step);
  return hits.length ? hits.reduce((a, b) => (timeOf(b) < timeOf(a) ? b : a)).date : null;
}
function lastTime(log: readonly StatusLogEntry[], status: OrderStatus): StatusLogEntry | null {
  const hits = log.filter((entry) => entry.status === status);
  return hits.length ? hits.reduce((a, b) => (timeOf(b) > timeOf(a) ? b : a)) : null;
}

export interface OrderTrackingProps {
  status: OrderStatus;
  /** The order's status log, in any order: each step's time is read from it. */
  log: readonly StatusLogEntry[];
}

/**
 * The tracking steps (order_approved, on_way, delivered): across the page on wide screens, down it on phones,
 * each with the time it was reached. A cancelled order has no steps to follow: a banner says so instead.
 */
export function OrderTracking({ status, log }: OrderTrackingProps) {
  const { t } = useLingui();
  const time = useOrderFormat();
  if (status === OrderStatus.CANCELLED) {
    const entry = lastTime(log, OrderStatus.CANCELLED);
    return (
      <Flex
        gap="3"
        p="4"
        borderRadius="l3"
        borderWidth="1px"
        borderColor="red.muted"
        bg="red.subtle"
        data-testid="order-cancelled"
      >
        <CrossCircleIcon boxSize="6" color="fg.error" flexShrink={0} aria-hidden />
        <Stack gap="0.5" minW="0">
          <Text fontWeight="bold">
            {t({ id: "orders.track.cancelledBanner", message: "The order was cancelled" })}
          </Text>
          {entry && (
            <Text asChild fontSize="sm" color="fg.muted">
              <time dateTime={entry.date}>{time.dateTime(entry.date)}</time>
            </Text>
          )}
          {entry?.description && (
            <Text fontSize="sm" overflowWrap="anywhere">
              {entry.description}
            </Text>
          )}
        </Stack>
      </Flex>
    );
  }

  const pending = status === OrderStatus.NEW || status === OrderStatus.AWAITING_PAYMENT;
  const states = stepStates(status);
  const labels: Record<TrackingStep, string> = {
    order_approved:
      status === OrderStatus.NEW
        ? t({ id: "orders.track.step.waitingApproval", message: "Waiting for the shop's approval" })
        : status === OrderStatus.AWAITING_PAYMENT
          ? t({ id: "orders.track.step.waitingPayment", message: "Waiting for payment" })
          : t({ id: "orders.track.step.approved", message: "Order accepted" }),
    on_way:
      status === OrderStatus.IN_DELIVERY
        ? t({ id: "orders.track.step.inDelivery", message: "In delivery" })
        : t({ id: "orders.track.step.onWay", message: "On the way with the courier" }),
    delivered: t({ id: "orders.track.step.delivered", message: "Delivered" }),
  };
  const stateText: Record<StepState, string | null> = {
    done: t({ id: "orders.track.stateDone", message: "done" }),
    current: null,
    upcoming: t({ id: "orders.track.stateUpcoming", message: "not yet" }),
  };
  return (
    <Box
      as="ol"
      listStyleType="none"
      m="0"
      p="0"
      display="flex"
      flexDirection={{ base: "column", md: "row" }}
      aria-label={t({ id: "orders.track.label", message: "Order progress" })}
      data-testid="order-tracking"
    >
      {TRACKING_STEPS.map((step, i) => {
        const state = states[i]!;
        const last = i === TRACKING_STEPS.length - 1;
        const isPending = pending && state === "current";
        const when = isPending
          ? (lastTime(log, status)?.date ?? null)
          : state === "upcoming"
            ? null
            : firstTime(log, step);
        // The line to the next step is coloured once the order has moved on to it.
        const lineDone = states[i + 1] === "done" || states[i + 1] === "current";
        const Icon = state === "done" ? CheckIcon : isPending ? HourglassIcon : STEP_ICONS[step];
        return (
          <Box
            as="li"
            key={step}
            position="relative"
            flex="1"
            minW="0"
            display="flex"
            flexDirection={{ base: "row", md: "column" }}
            gap={{ base: "3", md: "2" }}
            pb={{ base: last ? "0" : "6", md: "0" }}
            pe={{ base: "0", md: last ? "0" : "4" }}
            aria-current={state === "current" ? "step" : undefined}
            data-step={step}
            data-state={state}
            data-pending={isPending || undefined}
          >
            {!last && (
              <Box
                aria-hidden
                position="absolute"
                bg={lineDone ? "green.solid" : "border"}
                top={{ base: "44px", md: "19px" }}
                bottom={{ base: "4px", md: "auto" }}
                left={{ base: "19px", md: "48px" }}
                right={{ base: "auto", md: "8px" }}
                w={{ base: "2px", md: "auto" }}
                h={{ base: "auto", md: "2px" }}
                borderRadius="full"
              />
            )}
            <Box
              aria-hidden
              boxSize="10"
              flexShrink={0}
              borderRadius="full"
              display="grid"
              placeItems="center"
              borderWidth="2px"
              borderStyle={isPending ? "dashed" : "solid"}
              {...(state === "done"
                ? { bg: "green.solid", borderColor: "green.solid", color: "green.contrast" }
                : isPending
                  ? { bg: "brand.subtle", borderColor: "brand.solid", color: "brand.fg" }
                  : state === "current"
                    ? {
                        bg: "brand.solid",
                        borderColor: "brand.solid",
                        color: "brand.contrast",
                        boxShadow: "0 0 0 4px var(--chakra-colors-brand-muted)",
                      }
                    : { bg: "bg", borderColor: "border", color: "fg.subtle" })}
            >
              <Icon boxSize="5" />
            </Box>
            <Stack gap="0.5" minW="0" pt={{ base: "2", md: "0" }}>
              <Text
                fontWeight={state === "upcoming" ? "medium" : "semibold"}
                color={state === "upcoming" ? "fg.muted" : "fg"}
                overflowWrap="anywhere"
              >
                {labels[step]}
                {stateText[state] && <VisuallyHidden> ({stateText[state]})</VisuallyHidden>}
              </Text>
              {when && (
                <Text asChild fontSize="sm" color="fg.muted">
                  <time dateTime={when}>{time.dateTime(when)}</time>
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
