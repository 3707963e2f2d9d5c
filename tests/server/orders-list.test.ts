import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// The shopper's own orders: the active and history lists, one order, its BTS parcel; nobody else's.
describe.each(BACKENDS)("the shopper's orders on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let me: Shopper;
  let stranger: Shopper;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60 });
    call = caller(t);
    const { city } = await places(t);
    const product = await productWithStock(t, 100);
    me = await makeShopper(t);
    stranger = await makeShopper(t);
    for (let i = 0; i < 4; i++) {
      await putInBasket(t, me, product.id, i + 1);
      const body = orderBody(
        city.id,
        i === 3 ? { delivery_type: 1, latitude: city.latitude, longitude: city.longitude } : {},
      );
      const r = await call("POST", "orders/order/", me, { payload: body });
      expect(r.statusCode, r.body).toBe(201);
      ids.push(r.json<{ id: number }>().id);
    }
    const orders = t.app.internals.orders;
    // ids[0] cancelled, ids[1] approved, ids[2] new, ids[3] (BTS) on the way.
    await orders.changeStatus(ids[0]!, "cancel", "shopper", { userId: me.id });
    await orders.changeStatus(ids[1]!, "approve", "operator");
    for (const e of ["approve", "dispatch", "depart"] as const)
      await orders.changeStatus(ids[3]!, e, "operator");
    await putInBasket(t, stranger, product.id, 1);
    expect((await call("POST", "orders/order/", stranger, { payload: orderBody(city.id) })).statusCode).toBe(
      201,
    );
  });
  afterAll(() => t?.close());

  const list = async (query: string, who: Shopper = me) => {
    const r = await call("GET", `orders/${query}`, who);
    expect(r.statusCode, r.body).toBe(200);
    return expectAnswer("ordersList", r.json());
  };

  it("lists only the shopper's orders, newest first, filtered by status__in", async () => {
    const all = await list("");
    expect(all.results.map((o) => o.id)).toEqual([...ids].reverse());
    expect(all.total).toBe(4);
    const active = await list("?status__in=3,4,5");
    expect(active.results.map((o) => [o.id, o.status])).toEqual([
      [ids[3], 5],
      [ids[1], 3],
    ]);
    const history = await list("?status__in=0,6");
    expect(history.results.map((o) => o.id)).toEqual([ids[0]]);
    expect(history.results[0]!.product_images.length).toBe(1);
    expect((await list("", stranger)).total).toBe(1);
  });

  it("pages the list", async () => {
    const first = await list("?size=3");
    expect([first.total, first.total_pages, first.results.length]).toEqual([4, 2, 3]);
    const second = await list("?size=3&page=2");
    expect(second.results.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list("?size=3&page=5")).results).toEqual([]);
    expect((await call("GET", "orders/?status__in=9", me)).statusCode).toBe(400);
  });

  it("shows one order to its owner and answers 404 to anyone else", async () => {
    const mine = await call("GET", `orders/${ids[3]}/`, me);
    const detail = expectAnswer("orderDetail", mine.json());
    expect(detail.status_logs.map((l) => l.status)).toEqual([1, 3, 4, 5]);
    expect(detail.delivery_price).toBe("30000.00");
    expect(detail.region?.title).toBeTruthy();
    expect(detail.courier).toBeNull();
    const theirs = await call("GET", `orders/${ids[3]}/`, stranger);
    expect(theirs.statusCode).toBe(404);
    expect((await call("GET", "orders/999999/", me)).statusCode).toBe(404);
    expect((await call("GET", `orders/${ids[3]}/`, null)).statusCode).toBe(401);
  });

  it("answers the BTS parcel's status for the owner's BTS order", async () => {
    const bts = await call("GET", `delivery_bts/order/${ids[3]}/`, me);
    expect(expectAnswer("btsOrderStatus", bts.json())).toEqual({ status: "on_way" });
    const pickup = await call("GET", `delivery_bts/order/${ids[1]}/`, me);
    expect(expectAnswer("btsOrderStatus", pickup.json())).toEqual({ status: null });
    expect((await call("GET", `delivery_bts/order/${ids[3]}/`, stranger)).statusCode).toBe(404);
  });
});
