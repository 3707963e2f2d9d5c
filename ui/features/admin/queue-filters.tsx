import { Button, Field, Flex, Input, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { QueueFilter } from "../../../application/admin/admin.types";
import { DeliveryType, OrderStatus, PaymentType } from "../../../domain/order";
import { PlainSelect } from "../../kit/plain-select";
import { useOrderStatusLabel } from "../orders/order-status-badge";
import { useAdminLabels } from "./admin-labels";

const numberOrNull = (text: string) => (text === "" ? null : Number(text));

/**
 * The queue's filters; each change starts again at page 1. On a phone they fold behind a "Filters" button
 * that counts the chosen ones, so the queue itself is on the first screen.
 */
export function QueueFilters({
  filter,
  onChange,
}: {
  filter: QueueFilter;
  onChange: (filter: QueueFilter) => void;
}) {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  const labels = useAdminLabels();
  // PlainSelect reads no field context: each select gets the id its label points at.
  const id = useId();
  const any = t({ id: "admin.filter.any", message: "Any" });
  const set = (patch: Partial<QueueFilter>) => onChange({ ...filter, ...patch, page: 1 });
  const chosen = [filter.status, filter.from, filter.to, filter.deliveryType, filter.paymentType].filter(
    (v) => v !== null && v !== "",
  ).length;
  const changed = chosen > 0;
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Button
        variant="outline"
        minH="11"
        alignSelf="flex-start"
        display={{ base: "inline-flex", md: "none" }}
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((o) => !o)}
        data-testid="queue-filters-toggle"
      >
        {chosen > 0
          ? t({ id: "admin.filter.toggleCount", message: `Filters (${chosen})` })
          : t({ id: "admin.filter.toggle", message: "Filters" })}
      </Button>
      <Flex
        as="form"
        id={`${id}-filters`}
        display={{ base: open ? "flex" : "none", md: "flex" }}
        role="search"
        aria-label={t({ id: "admin.filter.label", message: "Filter orders" })}
        gap="3"
        wrap="wrap"
        align="end"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root w={{ base: "full", sm: "auto" }} id={`${id}-status`}>
          <Field.Label>{t({ id: "admin.filter.status", message: "Status" })}</Field.Label>
          <PlainSelect
            id={`${id}-status`}
            minW={{ base: "full", sm: "auto" }}
            value={filter.status ?? ""}
            onChange={(e) => set({ status: numberOrNull(e.target.value) as OrderStatus | null })}
          >
            <option value="">{any}</option>
            {Object.values(OrderStatus).map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "auto" }}>
          <Field.Label>{t({ id: "admin.filter.from", message: "Placed from" })}</Field.Label>
          <Input
            type="date"
            value={filter.from ?? ""}
            onChange={(e) => set({ from: e.target.value || null })}
          />
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "auto" }}>
          <Field.Label>{t({ id: "admin.filter.to", message: "Placed to" })}</Field.Label>
          <Input type="date" value={filter.to ?? ""} onChange={(e) => set({ to: e.target.value || null })} />
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "auto" }} id={`${id}-delivery`}>
          <Field.Label>{t({ id: "admin.filter.delivery", message: "Delivery" })}</Field.Label>
          <PlainSelect
            id={`${id}-delivery`}
            minW={{ base: "full", sm: "auto" }}
            value={filter.deliveryType ?? ""}
            onChange={(e) => set({ deliveryType: numberOrNull(e.target.value) as DeliveryType | null })}
          >
            <option value="">{any}</option>
            {Object.values(DeliveryType).map((d) => (
              <option key={d} value={d}>
                {labels.delivery[d]}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <Field.Root w={{ base: "full", sm: "auto" }} id={`${id}-payment`}>
          <Field.Label>{t({ id: "admin.filter.payment", message: "Payment" })}</Field.Label>
          <PlainSelect
            id={`${id}-payment`}
            minW={{ base: "full", sm: "auto" }}
            value={filter.paymentType ?? ""}
            onChange={(e) => set({ paymentType: numberOrNull(e.target.value) as PaymentType | null })}
          >
            <option value="">{any}</option>
            {Object.values(PaymentType).map((p) => (
              <option key={p} value={p}>
                {labels.payment[p]}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {changed && (
          <Button
            variant="outline"
            minH="10"
            onClick={() =>
              onChange({ status: null, from: null, to: null, deliveryType: null, paymentType: null, page: 1 })
            }
          >
            {t({ id: "admin.filter.reset", message: "Clear filters" })}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
