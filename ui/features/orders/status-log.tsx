import { Box, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StatusLogEntry } from "../../../application/orders/orders.types";
import { OrderStatus } from "../../../domain/order";
import { useOrderFormat } from "./order-format";
import { useOrderStatusLabel } from "./order-status-badge";

export interface StatusLogProps {
  /** In any order; shown newest first. */
  entries: readonly StatusLogEntry[];
}

const DOT: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.CANCELLED]: "red.solid",
  [OrderStatus.DELIVERED]: "green.solid",
};

/** Everything that happened to the order, newest first: the status, the shop's note, the date and time. */
export function StatusLog({ entries }: StatusLogProps) {
  const { t } = useLingui();
  const time = useOrderFormat();
  const label = useOrderStatusLabel();
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" data-testid="status-log-empty">
        {t({ id: "orders.log.empty", message: "No changes yet." })}
      </Text>
    );
  }
  const newestFirst = [...entries].sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0));
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="0" data-testid="status-log">
      {newestFirst.map((entry, i) => {
        const last = i === newestFirst.length - 1;
        return (
          <Box
            as="li"
            key={`${entry.date}-${entry.status}-${i}`}
            position="relative"
            ps="6"
            pb={last ? "0" : "4"}
            data-status={entry.status}
          >
            {!last && (
              <Box aria-hidden position="absolute" left="5px" top="4" bottom="0" w="2px" bg="border.muted" />
            )}
            <Box
              aria-hidden
              position="absolute"
              left="0"
              top="1.5"
              boxSize="3"
              borderRadius="full"
              borderWidth="2px"
              borderColor={i === 0 ? (DOT[entry.status] ?? "brand.solid") : "border.emphasized"}
              bg={i === 0 ? (DOT[entry.status] ?? "brand.solid") : "bg"}
            />
            <Stack gap="0.5" minW="0">
              {/* The server names the status in the shopper's language; ours stands in if it said
                  nothing. */}
              <Text fontWeight={i === 0 ? "semibold" : "medium"}>
                {entry.statusName || label(entry.status)}
              </Text>
              {entry.description && (
                <Text fontSize="sm" color="fg" overflowWrap="anywhere">
                  {entry.description}
                </Text>
              )}
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={entry.date}>{time.dateTime(entry.date)}</time>
              </Text>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
