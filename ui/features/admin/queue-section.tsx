import { useUnit } from "effector-react";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { QueueFilter } from "../../../application/admin/admin.types";
import {
  $queue,
  $queueRefusal,
  $queueStatus,
  queueOpened,
} from "../../../application/admin/order-queue.model";
import { isDeliveryType, isOrderStatus, isPaymentType } from "../../../domain/order";
import { RouterLink } from "../orders/router-link";
import { QueueFilters } from "./queue-filters";
import { ListRefusal } from "./list-states";
import { QueueList } from "./queue-list";
import { useRefusalWords } from "./use-refusal-words";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The URL's query as filters; anything malformed reads as "any". */
export function filterOf(params: URLSearchParams): QueueFilter {
  const n = (key: string) => (params.get(key) ? Number(params.get(key)) : NaN);
  const day = (key: string) => (DAY.test(params.get(key) ?? "") ? params.get(key) : null);
  const page = n("page");
  return {
    status: isOrderStatus(n("status")) ? (n("status") as QueueFilter["status"]) : null,
    from: day("from"),
    to: day("to"),
    deliveryType: isDeliveryType(n("delivery_type"))
      ? (n("delivery_type") as QueueFilter["deliveryType"])
      : null,
    paymentType: isPaymentType(n("payment_type")) ? (n("payment_type") as QueueFilter["paymentType"]) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function queryOf(filter: QueueFilter): Record<string, string> {
  const entries = {
    status: filter.status,
    from: filter.from,
    to: filter.to,
    delivery_type: filter.deliveryType,
    payment_type: filter.paymentType,
    page: filter.page > 1 ? filter.page : null,
  };
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}

/** /admin: the queue, its filters kept in the URL so a link or a reload shows the same orders. */
export function QueueSection() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => filterOf(new URLSearchParams(key)), [key]);
  const [queue, status, refusal, open] = useUnit([$queue, $queueStatus, $queueRefusal, queueOpened]);
  const errorText = useRefusalWords(refusal);
  useEffect(() => void open(filter), [filter, open]);
  const go = (next: QueueFilter) => setParams(queryOf(next));
  return (
    <>
      <QueueFilters filter={filter} onChange={go} />
      <ListRefusal refusal={refusal}>
        <QueueList
          status={status}
          queue={queue}
          page={filter.page}
          errorText={refusal?.code || refusal?.words ? (errorText ?? undefined) : undefined}
          onPage={(page) => go({ ...filter, page })}
          onRetry={() => open(filter)}
          linkAs={RouterLink}
        />
      </ListRefusal>
    </>
  );
}
