import { describe, expect, it } from "vitest";
import {
  ACTIVE_ORDER_STATUSES,
  HISTORY_ORDER_STATUSES,
  endpoints,
  validate,
} from "../../../contract/index.ts";
import { deliveryCases } from "./cases/delivery.cases.ts";
import { orderCases, orderCreate } from "./cases/orders.cases.ts";
import { runCases } from "./cases/run-cases.ts";

runCases(orderCases);
runCases(deliveryCases);

describe("orders: what validation hands back", () => {
  it("reads the status filters of the two order lists", () => {
    const active = validate(endpoints.ordersList.query, { status__in: "3,4,5" });
    const history = validate(endpoints.ordersList.query, { status__in: "0,6" });
    expect(active.ok && active.value.status__in).toEqual([...ACTIVE_ORDER_STATUSES]);
    expect(history.ok && history.value.status__in).toEqual([...HISTORY_ORDER_STATUSES]);
  });

  it("reads an order sent with text codes and coordinates as numbers", () => {
    const result = validate(endpoints.orderCreate.body, {
      ...orderCreate,
      payment_type: "5",
      delivery_type: "1",
      latitude: "41.311081",
      use_cashback_balance: "false",
    });
    expect(
      result.ok && [result.value.payment_type, result.value.delivery_type, result.value.latitude],
    ).toEqual([5, 1, 41.311081]);
    expect(result.ok && result.value.use_cashback_balance).toBe(false);
  });

  it("reads a district's bare region id as {id}", () => {
    const district = {
      id: 28,
      title: "Chilonzor tumani",
      delivery_latitude: null,
      delivery_longitude: null,
      region: 1,
    };
    const result = validate(endpoints.districts.answer, { results: [district] });
    expect(result.ok && result.value.results[0]?.region).toEqual({ id: 1 });
  });

  it("names every failure, not only the first, for a 400's errors list", () => {
    const result = validate(endpoints.orderCreate.body, {
      ...orderCreate,
      receiver_phone: "1",
      district: "x",
    });
    expect(result.ok ? [] : result.failures.map((f) => f.path)).toEqual(["receiver_phone", "district"]);
  });
});
