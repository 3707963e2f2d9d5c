import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { accountCleared, accountLoaded } from "../../../application/account/session.model";
import { DEMO_ACCOUNT, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import {
  DEMO_ORDER_DETAIL,
  FakeOrdersGateway,
  type FakeOrdersOptions,
} from "../../../adapters/fake/fake-orders.gateway";
import type { OrdersGateway } from "../../../application/orders/orders.port";
import type { OrdersPage } from "../../../application/orders/orders.types";
import { $activeCount, $historyCount } from "../../../application/orders/orders-count.model";
import {
  $activeOrders,
  $historyOrders,
  $order,
  $orderStatus,
  activeOpened,
  historyOpened,
  orderOpened,
  orderRetried,
} from "../../../application/orders/orders.model";

function scopeWith(orders: OrdersGateway) {
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar(),
    shopping: new FakeShoppingGateway(catalogue),
    orders,
  };
  return fork({ values: [[$deps, deps]] });
}

function fake(options: FakeOrdersOptions = {}) {
  const orders = new FakeOrdersGateway(options);
  return { orders, scope: scopeWith(orders) };
}

describe("the orders", () => {
  it("counts the active orders on sign-in and forgets them on sign-out", async () => {
    const { scope } = fake();
    await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
    // The demo shopper has a new, an approved and an on-the-way order; one delivered, one cancelled.
    expect(scope.getState($activeCount)).toBe(3);
    expect(scope.getState($historyCount)).toBe(2);
    await allSettled(accountCleared, { scope });
    expect(scope.getState($activeCount)).toBe(0);
    expect(scope.getState($historyCount)).toBe(0);
  });

  it("keeps the active list and the history apart, each by its statuses", async () => {
    const { scope, orders } = fake();
    await allSettled(activeOpened, { scope, params: 1 });
    await allSettled(historyOpened, { scope, params: 1 });
    const active = scope.getState($activeOrders);
    const history = scope.getState($historyOrders);
    expect(active.status).toBe("ready");
    expect(active.page.results.map((o) => o.status)).toEqual([1, 3, 5]);
    expect(history.page.results.map((o) => o.status)).toEqual([6, 0]);
    expect(orders.calls).toContain("orders");
  });

  it("says error when a list cannot be had", async () => {
    const { scope } = fake({ failing: true });
    await allSettled(activeOpened, { scope, params: 1 });
    expect(scope.getState($activeOrders).status).toBe("error");
  });

  it("drops the answer for a page the shopper has already left", async () => {
    const page = (id: number): OrdersPage => ({
      results: [{ id, status: 3, productCount: 1, address: null, price: 1, images: [], createdAt: null }],
      total: 11,
      totalPages: 2,
    });
    const held = new Map<number, () => void>();
    const port: OrdersGateway = {
      // The header's counts ask pages of one; they answer at once.
      orders: (_statuses, n, size) =>
        size === 1 ? Promise.resolve(page(0)) : new Promise((resolve) => held.set(n, () => resolve(page(n)))),
      order: async () => null,
    };
    const scope = scopeWith(port);
    const first = allSettled(activeOpened, { scope, params: 1 });
    const second = allSettled(activeOpened, { scope, params: 2 });
    await expect.poll(() => held.size).toBe(2);
    held.get(2)!();
    held.get(1)!();
    await Promise.all([first, second]);
    expect(scope.getState($activeOrders)).toMatchObject({ status: "ready", pageNumber: 2 });
    expect(scope.getState($activeOrders).page.results[0]!.id).toBe(2);
  });

  it("opens an order, reads a foreign one as missing, and retries after an error", async () => {
    const { scope } = fake();
    await allSettled(orderOpened, { scope, params: DEMO_ORDER_DETAIL.id });
    expect(scope.getState($orderStatus)).toBe("ready");
    expect(scope.getState($order)).toMatchObject({
      id: DEMO_ORDER_DETAIL.id,
      courier: { fullName: "Rahimov Bekzod" },
    });
    expect(scope.getState($order)!.statusLog.map((l) => l.status)).toEqual([1, 3, 4, 5]);

    await allSettled(orderOpened, { scope, params: 999_999 });
    expect(scope.getState($orderStatus)).toBe("missing");
    expect(scope.getState($order)).toBeNull();

    let down = true;
    const port: OrdersGateway = {
      orders: async () => ({ results: [], total: 0, totalPages: 0 }),
      order: async (id) => {
        if (down) throw new TypeError("offline");
        return { ...DEMO_ORDER_DETAIL, id };
      },
    };
    const flaky = scopeWith(port);
    await allSettled(orderOpened, { scope: flaky, params: 5 });
    expect(flaky.getState($orderStatus)).toBe("error");
    down = false;
    await allSettled(orderRetried, { scope: flaky });
    expect(flaky.getState($orderStatus)).toBe("ready");
    expect(flaky.getState($order)?.id).toBe(5);
  });
});
