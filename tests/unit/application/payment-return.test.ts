import "reflect-metadata";
import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { DEMO_ORDER_DETAIL } from "../../../adapters/fake/fake-orders.gateway";
import { MemoryDraftStore } from "../../../adapters/storage/local-draft-store";
import type { OrdersGateway } from "../../../application/orders/orders.port";
import type { OrderDetail } from "../../../application/orders/orders.types";
import { orderOpened } from "../../../application/orders/orders.model";
import {
  $paymentCheck,
  PAYMENT_POLL_MS,
  PAYMENT_POLL_TRIES,
  paymentRechecked,
  paymentReturnFound,
  paymentReturnOpened,
  paymentUnwatched,
  paymentWatched,
  payAgainStarted,
} from "../../../application/orders/payment-return.model";
import { PAYING_FRESH_MS, PAYING_KEY } from "../../../application/orders/paying-note";
import { OrderStatus } from "../../../domain/order";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An order whose status the test moves, as the server would after a provider's callback. */
function serverWith(status: OrderStatus) {
  const state = { status, asked: 0, fails: false };
  const orders: Pick<OrdersGateway, "order"> = {
    order: async (id: number) => {
      state.asked += 1;
      if (state.fails) throw new Error("offline");
      return {
        ...DEMO_ORDER_DETAIL,
        id,
        status: state.status,
        paymentUrl: "https://pay.example/1",
      } as OrderDetail;
    },
  };
  return { state, orders: orders as OrdersGateway };
}

function scopeWith(orders: OrdersGateway, drafts = new MemoryDraftStore()) {
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar(),
    shopping: new FakeShoppingGateway(catalogue),
    orders,
    drafts,
  };
  return fork({ values: [[$deps, deps]] });
}

async function watching(status: OrderStatus, fails = false) {
  const server = serverWith(status);
  const scope = scopeWith(server.orders);
  await allSettled(orderOpened, { scope, params: 77 });
  server.state.fails = fails;
  void allSettled(paymentWatched, { scope, params: 77 });
  await vi.advanceTimersByTimeAsync(0);
  return { scope, server: server.state };
}

describe("the return from a provider's payment page", () => {
  it("asks the server until it confirms the payment, then says it is paid and stops asking", async () => {
    const { scope, server } = await watching(OrderStatus.AWAITING_PAYMENT);
    expect(scope.getState($paymentCheck)).toBe("checking");
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2);
    expect(scope.getState($paymentCheck)).toBe("checking");
    server.status = OrderStatus.APPROVED;
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(scope.getState($paymentCheck)).toBe("paid");
    const asked = server.asked;
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
    expect(server.asked).toBe(asked);
  });

  it("gives up after its tries with 'not arrived', and 'check again' starts asking anew", async () => {
    const { scope, server } = await watching(OrderStatus.AWAITING_PAYMENT);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * (PAYMENT_POLL_TRIES + 1));
    expect(scope.getState($paymentCheck)).toBe("unpaid");
    const asked = server.asked;
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    expect(server.asked).toBe(asked);
    server.status = OrderStatus.APPROVED;
    void allSettled(paymentRechecked, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($paymentCheck)).toBe("paid");
  });

  it("keeps asking through a lost connection, and stops when the page closes", async () => {
    const { scope, server } = await watching(OrderStatus.AWAITING_PAYMENT, true);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    expect(scope.getState($paymentCheck)).toBe("checking");
    expect(server.asked).toBeGreaterThanOrEqual(4);
    void allSettled(paymentUnwatched, { scope });
    await vi.advanceTimersByTimeAsync(0);
    const asked = server.asked;
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
    expect(server.asked).toBe(asked);
    expect(scope.getState($paymentCheck)).toBe("idle");
  });

  it("leaves a cancelled order to the order's own banner", async () => {
    const { scope } = await watching(OrderStatus.CANCELLED);
    expect(scope.getState($paymentCheck)).toBe("idle");
  });

  it("finds the order being paid once, and not when the note is stale or missing", async () => {
    const drafts = new MemoryDraftStore();
    const scope = scopeWith(serverWith(OrderStatus.AWAITING_PAYMENT).orders, drafts);
    const found: (number | null)[] = [];
    const unwatch = paymentReturnFound.watch((id) => found.push(id));
    drafts.write(PAYING_KEY, JSON.stringify({ id: 1050, at: Date.now() }));
    await allSettled(paymentReturnOpened, { scope });
    await allSettled(paymentReturnOpened, { scope });
    drafts.write(PAYING_KEY, JSON.stringify({ id: 1051, at: Date.now() - PAYING_FRESH_MS - 1 }));
    await allSettled(paymentReturnOpened, { scope });
    drafts.write(PAYING_KEY, "{not json");
    await allSettled(paymentReturnOpened, { scope });
    unwatch();
    expect(found).toEqual([1050, null, null, null]);
  });

  it("notes the order when the shopper leaves from it to pay again, so the return finds it", async () => {
    const drafts = new MemoryDraftStore();
    const scope = scopeWith(serverWith(OrderStatus.AWAITING_PAYMENT).orders, drafts);
    const found: (number | null)[] = [];
    const unwatch = paymentReturnFound.watch((id) => found.push(id));
    await allSettled(payAgainStarted, { scope, params: 1052 });
    await allSettled(paymentReturnOpened, { scope });
    unwatch();
    expect(found).toEqual([1052]);
  });
});
