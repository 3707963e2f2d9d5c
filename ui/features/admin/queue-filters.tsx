import { Button, Field, Flex, Input } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { QueueFilter } from "../../../application/admin/admin.types";
import { DeliveryType, OrderStatus, PaymentType } from "../../../domain/order";
import { PlainSelect } from "../../kit/plain-select";
import { useOrderStatusLabel } from "../orders/order-status-badge";
import { useAdminLabels } from "./admin-labels";

const numberOrNull = (text: string) => (text === "" ? null : Number(text));

/** The queue's filters; each change starts again at page 1. */
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
  const changed =
    filter.status !== null ||
    filter.from ||
    filter.to ||
    filter.deliveryType !== null ||
    filter.paymentType !== null;
  return (
    <Flex
      as="form"
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
  );
}
