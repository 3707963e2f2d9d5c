import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageText } from "../../server/platform/messages.ts";
import { codeSentTo } from "./helpers/sms-outbox.ts";
import {
  addPromo,
  caller,
  cashbackOf,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  stockOf,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// POST orders/order/: everything recomputed by the server, taken in one transaction or not at all.
describe.each(BACKENDS)("placing an order on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let city: Awaited<ReturnType<typeof places>>["city"];
  let bare: number;
  const used: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60 });
    call = caller(t);
    ({ city, bare } = await places(t));
    await addPromo(t, "BIRGA", { amount: 5_000, min: 0 });
    await addPromo(t, "KATTA", { amount: 50_000, min: 100_000_000 });
  });
  afterAll(() => t?.close());

  const fresh = async (stock: number) => {
    const p = await productWithStock(t, stock, used);
    used.push(p.id);
    return p;
  };
  const place = (who: Shopper, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call("POST", "orders/order/", who, { payload: body, headers });
  const basketOf = async (who: Shopper) =>
    expectAnswer("cartProducts", (await call("GET", "orders/cart/products/", who)).json()).products.map(
      (l) => [l.product.id, l.amount],
    );
  const ordersOf = async (who: Shopper) =>
    (
      await t.app.internals.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE user_id = $1",
        [who.id],
      )
    )[0]!.n;

  it("places a cash pick-up order at the calculator's price: stock taken, basket emptied, cashback spent", async () => {
    const a = await fresh(10);
    const b = await fresh(4);
    const who = await makeShopper(t, 7_000);
    await putInBasket(t, who, a.id, 2);
    await putInBasket(t, who, b.id, 4);
    const quoted = expectAnswer(
      "orderPriceCalculator",
      (
        await call("POST", "orders/order-price-calculator/", who, {
          payload: { delivery_type: 3, district: city.id, use_cashback: true, promo_code: "birga" },
        })
      ).json(),
    );
    const r = await place(who, orderBody(city.id, { use_cashback_balance: "true", promo_code: "BIRGA" }));
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    expect(order.order_price).toBe(quoted.total_price);
    expect(order.cashback_price).toBe("7000.00");
    expect(order.payment_url).toBeNull();
    const goodsPaid = Number(quoted.total_price);
    expect(order.order_cashback).toBe(`${Math.floor(goodsPaid / 100)}.00`);
    expect(await stockOf(t, a.id)).toBe(8);
    expect(await stockOf(t, b.id)).toBe(0);
    expect(await basketOf(who)).toEqual([]);
    expect(await cashbackOf(t, who)).toBe(0);

    const detail = expectAnswer("orderDetail", (await call("GET", `orders/${order.id}/`, who)).json());
    expect(detail.status).toBe(1);
    expect(detail.order_price).toBe(quoted.total_price);
    expect(detail.total_price).toBe(quoted.total_real_order_price);
    expect(detail.nds).toEqual({ percent: 12, price: quoted.nds_price });
    expect(detail.delivery_type).toBe(3);
    expect(detail.product_count).toBe(6);
    expect(detail.promo_discount).toBe("5000.00");
    expect(detail.order_products.map((l) => [l.product?.id, l.amount])).toEqual([
      [a.id, 2],
      [b.id, 4],
    ]);
    expect(detail.status_logs).toEqual([
      expect.objectContaining({ status: 1, status_name: messageText("order_status_1", "ru") }),
    ]);
    const [ledger] = await t.app.internals.db.query<{ amount: string | number; reason: string }>(
      "SELECT amount, reason FROM cashback_ledger WHERE order_id = $1",
      [order.id],
    );
    expect([Number(ledger!.amount), ledger!.reason]).toEqual([-7000, "spent"]);
  });

  it("refuses a promo below its minimum with the spec's words and changes nothing", async () => {
    const a = await fresh(5);
    const who = await makeShopper(t);
    await putInBasket(t, who, a.id, 1);
    for (const lang of ["ru", "uz", "sr"]) {
      const r = await call("POST", "orders/order/", who, {
        payload: orderBody(city.id, { promo_code: "katta" }),
        lang,
      });
      expect(r.statusCode).toBe(400);
      expect(r.headers["x-error-code"]).toBe("PROMO.BELOW_MIN_PRICE");
      expect(r.json<{ detail: string }>().detail).toBe(
        messageText("promo_min_price", lang as "ru", { min: "100\u00A0000\u00A0000,00" }),
      );
    }
    expect(await stockOf(t, a.id)).toBe(5);
    expect(await basketOf(who)).toEqual([[a.id, 1]]);
    expect(await ordersOf(who)).toBe(0);
  });

  it("lets each shopper use a promo code once, and gives it back when the order is cancelled", async () => {
    const a = await fresh(10);
    const who = await makeShopper(t);
    await putInBasket(t, who, a.id, 1);
    const first = expectAnswer(
      "orderCreate",
      (await place(who, orderBody(city.id, { promo_code: "BIRGA" }))).json(),
    );
    await putInBasket(t, who, a.id, 1);
    const again = await place(who, orderBody(city.id, { promo_code: "BIRGA" }));
    expect(again.headers["x-error-code"]).toBe("PROMO.ALREADY_USED");
    const cancelled = await t.app.internals.orders.changeStatus(first.id, "cancel", "shopper", {
      userId: who.id,
    });
    expect(cancelled.ok).toBe(true);
    expect((await place(who, orderBody(city.id, { promo_code: "BIRGA" }))).statusCode).toBe(201);
  });

  it("refuses more than the stock, an empty basket, BTS without a branch and an unconfigured payment", async () => {
    const a = await fresh(3);
    const who = await makeShopper(t);
    await putInBasket(t, who, a.id, 3);
    await t.app.internals.db.query("UPDATE products SET stock = 2 WHERE id = $1", [a.id]);
    const over = await place(who, orderBody(city.id));
    expect(over.statusCode).toBe(400);
    expect(over.headers["x-error-code"]).toBe("CART.OVER_STOCK");
    expect(over.json<{ detail: string }>().detail).toBe(messageText("over_stock", "ru", { stock: 2 }));
    expect(await stockOf(t, a.id)).toBe(2);
    expect(await basketOf(who)).toEqual([[a.id, 3]]);

    // The shelf is checked first, before a lock is taken; with the stock back, the delivery is looked at.
    await t.app.internals.db.query("UPDATE products SET stock = 3 WHERE id = $1", [a.id]);
    const bts = await place(who, orderBody(bare, { delivery_type: 1 }));
    expect(bts.headers["x-error-code"]).toBe("DELIVERY.NO_BTS_BRANCH");
    expect(bts.json<{ detail: string }>().detail).toBe(messageText("no_bts_branch", "ru"));
    const pickup = await place(who, orderBody(bare, { delivery_type: 3 }));
    expect(pickup.headers["x-error-code"]).toBe("DELIVERY.NO_TAKEAWAY");
    const payme = await place(who, orderBody(city.id, { payment_type: 4 }));
    expect(payme.headers["x-error-code"]).toBe("PAYMENT.UNAVAILABLE");

    const nobody = await makeShopper(t);
    const empty = await place(nobody, orderBody(city.id));
    expect(empty.headers["x-error-code"]).toBe("CART.EMPTY");
    expect((await call("POST", "orders/order/", null, { payload: orderBody(city.id) })).statusCode).toBe(401);
    expect(await ordersOf(who)).toBe(0);
  });

  it("delivers BTS and courier orders with their fees and records the nearest branch", async () => {
    const a = await fresh(10);
    const who = await makeShopper(t);
    await putInBasket(t, who, a.id, 1);
    const bts = expectAnswer(
      "orderCreate",
      (
        await place(
          who,
          orderBody(city.id, { delivery_type: 1, latitude: city.latitude, longitude: city.longitude }),
        )
      ).json(),
    );
    expect(bts.order_price).toBe(`${a.price + 30_000}.00`);
    const [row] = await t.app.internals.db.query<{ b: number | null }>(
      "SELECT bts_branch_id AS b FROM orders WHERE id = $1",
      [bts.id],
    );
    expect(row!.b).not.toBeNull();
    await putInBasket(t, who, a.id, 1);
    const courier = await place(
      who,
      orderBody(city.id, { delivery_type: 2, latitude: 41.287, longitude: 69.2525 }),
    );
    expect(expectAnswer("orderCreate", courier.json()).order_price).toBe(`${a.price + 25_000}.00`);
  });

  it("answers a repeated Idempotency-Key with the first order, per user", async () => {
    const a = await fresh(10);
    const who = await makeShopper(t);
    const other = await makeShopper(t);
    await putInBasket(t, who, a.id, 2);
    await putInBasket(t, other, a.id, 1);
    const key = { "idempotency-key": "checkout-7f3a" };
    const first = await place(who, orderBody(city.id), key);
    expect(first.statusCode).toBe(201);
    // The basket is empty now, so without the key this would be CART.EMPTY.
    const second = await place(who, orderBody(city.id), key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const others = await place(other, orderBody(city.id), key);
    expect(others.statusCode).toBe(201);
    expect(others.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    expect(await stockOf(t, a.id)).toBe(7);
    const bad = await place(who, orderBody(city.id), { "idempotency-key": "not a key!" });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["x-error-code"]).toBe("FIELD.INVALID");
  });

  it("moves an order through the state machine: the shopper may not cancel after approval, delivery pays cashback once", async () => {
    const a = await fresh(10);
    const who = await makeShopper(t, 1_000);
    await putInBasket(t, who, a.id, 2);
    const order = expectAnswer(
      "orderCreate",
      (await place(who, orderBody(city.id, { use_cashback_balance: true }))).json(),
    );
    const orders = t.app.internals.orders;
    expect((await orders.changeStatus(order.id, "approve", "operator")).ok).toBe(true);
    const late = await orders.changeStatus(order.id, "cancel", "shopper", { userId: who.id });
    expect(late.ok ? null : late.error.code).toBe("ORDER.STATUS_LOCKED");
    const stranger = await makeShopper(t);
    const foreign = await orders.changeStatus(order.id, "cancel", "shopper", { userId: stranger.id });
    expect(foreign.ok ? null : foreign.error.code).toBe("GENERIC.NOT_FOUND");
    expect((await orders.accrueCashback(order.id)).ok).toBe(false);
    // Pick-up: handed over at the counter once approved.
    expect((await orders.changeStatus(order.id, "deliver", "operator")).ok).toBe(true);
    const earned = Number(order.order_cashback);
    expect(earned).toBeGreaterThan(0);
    expect(await cashbackOf(t, who)).toBe(earned);
    expect(await orders.accrueCashback(order.id)).toEqual({ ok: true, value: 0 });
    expect(await cashbackOf(t, who)).toBe(earned);
    const detail = expectAnswer(
      "orderDetail",
      (await call("GET", `orders/${order.id}/`, who, { lang: "uz" })).json(),
    );
    expect(detail.status_logs.map((l) => [l.status, l.status_name])).toEqual([
      [1, messageText("order_status_1", "uz")],
      [3, messageText("order_status_3", "uz")],
      [6, messageText("order_status_6", "uz")],
    ]);
    const cancel = await orders.changeStatus(order.id, "cancel", "operator");
    expect(cancel.ok).toBe(false);
  });

  it("gives back stock and cashback when a new order is cancelled", async () => {
    const a = await fresh(4);
    const who = await makeShopper(t, 3_000);
    await putInBasket(t, who, a.id, 4);
    const order = expectAnswer(
      "orderCreate",
      (await place(who, orderBody(city.id, { use_cashback_balance: true }))).json(),
    );
    expect(await stockOf(t, a.id)).toBe(0);
    expect(await cashbackOf(t, who)).toBe(0);
    expect(
      (await t.app.internals.orders.changeStatus(order.id, "cancel", "shopper", { userId: who.id })).ok,
    ).toBe(true);
    expect(await stockOf(t, a.id)).toBe(4);
    expect(await cashbackOf(t, who)).toBe(3_000);
  });
  it("takes a second receiver phone only once its SMS code was accepted for this shopper", async () => {
    const p = await fresh(5);
    const who = await makeShopper(t);
    const other = await makeShopper(t);
    await putInBasket(t, who, p.id, 1);
    const phone2 = "977001122";
    const unconfirmed = await place(who, orderBody(city.id, { receiver_phone2: phone2 }));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      errors: [
        {
          error: "PHONE.NOT_CONFIRMED",
          field: "receiver_phone2",
          message: "Подтвердите этот номер кодом из СМС",
        },
      ],
    });
    const { uuid } = (
      await call("POST", "account/verification/SendCodeSMS/", who, { payload: { phone_number: phone2 } })
    ).json<{ uuid: string }>();
    // Sent but not yet confirmed; and another shopper's uuid never counts.
    expect(
      (await place(who, orderBody(city.id, { receiver_phone2: phone2, receiver_phone2_uuid: uuid })))
        .statusCode,
    ).toBe(400);
    const code = await codeSentTo(t.app, t.config.dataDir, phone2);
    const checked = await call("POST", "account/verification/CheckCodeSMS/", who, {
      payload: { uuid, code },
    });
    expect(checked.json()).toEqual({ verified: true });
    await putInBasket(t, other, p.id, 1);
    expect(
      (await place(other, orderBody(city.id, { receiver_phone2: phone2, receiver_phone2_uuid: uuid })))
        .statusCode,
    ).toBe(400);
    // The uuid names its phone: it confirms no other number.
    expect(
      (await place(who, orderBody(city.id, { receiver_phone2: "977001123", receiver_phone2_uuid: uuid })))
        .statusCode,
    ).toBe(400);
    expect(await ordersOf(who)).toBe(0);
    const r = await place(who, orderBody(city.id, { receiver_phone2: phone2, receiver_phone2_uuid: uuid }));
    expect(r.statusCode, r.body).toBe(201);
    const [row] = await t.app.internals.db.query<{ receiver_phone2: string }>(
      "SELECT receiver_phone2 FROM orders WHERE user_id = $1",
      [who.id],
    );
    expect(row!.receiver_phone2).toBe(phone2);
  });
});
