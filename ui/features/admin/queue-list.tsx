import { Box, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { QueuePage } from "../../../application/admin/admin.types";
import { useMoneyText } from "../../kit/price";
import { phoneOf, useOrderFormat } from "../orders/order-format";
import { PlainAnchor, type LinkComponent } from "../orders/order-link";
import { OrderStatusBadge } from "../orders/order-status-badge";
import { useAdminLabels } from "./admin-labels";
import { ListEmpty, ListFailed, ListLoading } from "./list-states";
import { AdminPaging } from "./admin-paging";

// The shop's theme leaves Chakra's table recipe out of the first load (ui/theme/system.ts), so the table's
// cells are styled here: padding, rules between rows, headers aligned with their column.
const HEAD = {
  px: "2",
  py: "2",
  textAlign: "start",
  verticalAlign: "bottom",
  fontWeight: "semibold",
  color: "fg.muted",
  borderBottomWidth: "1px",
} as const;
const CELL = { px: "2", py: "2.5", verticalAlign: "top", borderBottomWidth: "1px" } as const;

export interface QueueListProps {
  status: LoadStatus;
  queue: QueuePage | null;
  page: number;
  /** Words for a refused load, already translated. */
  errorText?: string;
  onPage: (page: number) => void;
  onRetry: () => void;
  linkAs?: LinkComponent;
}

/** The queue: a table on a wide screen, cards on a phone, with paging; or its loading, empty or error. */
export function QueueList({
  status,
  queue,
  page,
  errorText,
  onPage,
  onRetry,
  linkAs: LinkAs = PlainAnchor,
}: QueueListProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  const format = useOrderFormat();
  const labels = useAdminLabels();
  if (status === "error") {
    return (
      <ListFailed
        testId="queue-error"
        text={errorText ?? t({ id: "admin.queue.error", message: "The orders could not be loaded." })}
        onRetry={onRetry}
      />
    );
  }
  if (!queue || (status === "pending" && queue.results.length === 0)) {
    return (
      <ListLoading
        testId="queue-loading"
        label={t({ id: "admin.queue.loading", message: "Loading the orders" })}
      />
    );
  }
  if (queue.results.length === 0) {
    return (
      <ListEmpty testId="queue-empty">
        {t({ id: "admin.queue.empty", message: "No orders match these filters." })}
      </ListEmpty>
    );
  }
  const orderLabel = (id: number) => t({ id: "admin.queue.order", message: `Order № ${id}` });
  return (
    <Stack gap="4" aria-busy={status === "pending"} data-testid="queue">
      <Box display={{ base: "none", md: "block" }} overflowX="auto">
        <Table.Root w="full" textStyle="sm" borderCollapse="collapse">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.queue.number", message: "Number" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.queue.placed", message: "Placed" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.filter.status", message: "Status" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.queue.receiver", message: "Receiver" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.filter.delivery", message: "Delivery" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD}>
                {t({ id: "admin.filter.payment", message: "Payment" })}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEAD} textAlign="end">
                {t({ id: "admin.queue.sum", message: "Sum" })}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {queue.results.map((o) => (
              <Table.Row key={o.id} _hover={{ bg: "bg.muted" }}>
                <Table.Cell {...CELL} whiteSpace="nowrap">
                  <Box asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                    <LinkAs href={`/admin/orders/${o.id}`} aria-label={orderLabel(o.id)}>
                      № {o.id}
                    </LinkAs>
                  </Box>
                </Table.Cell>
                <Table.Cell {...CELL}>{format.dateTime(o.createdAt)}</Table.Cell>
                <Table.Cell {...CELL}>
                  <OrderStatusBadge status={o.status} size="sm" />
                </Table.Cell>
                <Table.Cell {...CELL}>
                  {o.receiver.fullName}
                  <Text color="fg.muted" textStyle="xs" whiteSpace="nowrap">
                    {phoneOf(o.receiver.phone).text}
                  </Text>
                </Table.Cell>
                <Table.Cell {...CELL}>{labels.delivery[o.deliveryType]}</Table.Cell>
                <Table.Cell {...CELL}>
                  {o.paymentType === null ? "—" : labels.payment[o.paymentType]}
                </Table.Cell>
                <Table.Cell {...CELL} textAlign="end" whiteSpace="nowrap">
                  {money(o.price)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3" display={{ base: "flex", md: "none" }}>
        {queue.results.map((o) => (
          <Box as="li" key={o.id} borderWidth="1px" borderRadius="l2" p="3">
            <Flex justify="space-between" gap="2" wrap="wrap">
              <Box asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" minH="6">
                <LinkAs href={`/admin/orders/${o.id}`}>{orderLabel(o.id)}</LinkAs>
              </Box>
              <OrderStatusBadge status={o.status} size="sm" />
            </Flex>
            <Text textStyle="sm" color="fg.muted">
              {format.dateTime(o.createdAt)}
            </Text>
            <Text textStyle="sm">
              {o.receiver.fullName}, {phoneOf(o.receiver.phone).text}
            </Text>
            <Flex justify="space-between" gap="2" wrap="wrap" textStyle="sm">
              <Text>
                {labels.delivery[o.deliveryType]} ·{" "}
                {o.paymentType === null ? "—" : labels.payment[o.paymentType]}
              </Text>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {money(o.price)}
              </Text>
            </Flex>
          </Box>
        ))}
      </Stack>
      <AdminPaging page={page} pages={queue.totalPages} onPage={onPage} />
    </Stack>
  );
}
