import { isDeliveryType, isOrderStatus, isPaymentType } from "../../../domain/order.ts";
import { failure } from "../../platform/failure.ts";
import { MAX_PAGE_SIZE, type PageRequest } from "../../platform/pagination.ts";
import type { StaffOrderFilter } from "../orders/index.ts";

type Query = Record<string, unknown>;

const TASHKENT_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

const invalid = (field: string) => failure("FIELD.INVALID", { field });

function text(query: Query, field: string): string | null {
  const value = query[field];
  if (value === undefined || value === "") return null;
  if (typeof value !== "string") throw invalid(field);
  return value;
}

function whole(query: Query, field: string, min: number, max: number): number | null {
  const value = text(query, field);
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) throw invalid(field);
  return Number(value);
}

/** A Tashkent calendar day `YYYY-MM-DD` as the instant it starts. */
function dayStart(query: Query, field: string): Date | null {
  const value = text(query, field);
  if (value === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw invalid(field);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    throw invalid(field);
  return new Date(utc - TASHKENT_MS);
}

/** The queue's filters from the query (docs/decisions/0013-back-office.md); a malformed one is refused. */
export function orderFilterOf(query: Query): StaffOrderFilter {
  const statusText = text(query, "status");
  const statuses =
    statusText === null
      ? null
      : statusText.split(",").map((s) => {
          const n = /^\d{1,2}$/.test(s) ? Number(s) : NaN;
          if (!isOrderStatus(n)) throw invalid("status");
          return n;
        });
  const from = dayStart(query, "from");
  const to = dayStart(query, "to");
  const deliveryType = whole(query, "delivery_type", 0, 99);
  const paymentType = whole(query, "payment_type", 0, 99);
  if (deliveryType !== null && !isDeliveryType(deliveryType)) throw invalid("delivery_type");
  if (paymentType !== null && !isPaymentType(paymentType)) throw invalid("payment_type");
  return { statuses, from, until: to && new Date(to.getTime() + DAY_MS), deliveryType, paymentType };
}

export function staffPageOf(query: Query): PageRequest {
  return {
    page: whole(query, "page", 1, 1_000_000) ?? 1,
    size: whole(query, "size", 1, MAX_PAGE_SIZE) ?? 20,
  };
}
