import { expect } from "vitest";
import { TokenIssuer } from "../../../server/modules/accounts/index.ts";
import { parseMoneyString } from "../../../domain/money.ts";
import { expectAnswer, type TestApp } from "./test-app.ts";

// Signed-in shoppers for the checkout tests: a user row and an access token, without the password hashing a
// real sign-up costs (the token is what the routes check).

export interface Shopper {
  id: number;
  token: string;
}

let next = 0;

export async function makeShopper(t: TestApp, cashback = 0): Promise<Shopper> {
  next++;
  const phone = `93${String(process.pid % 1000).padStart(3, "0")}${String(next).padStart(4, "0")}`;
  const [row] = await t.app.internals.db.query<{ id: number }>(
    `INSERT INTO users (phone, full_name, cashback_balance) VALUES ($1, $2, $3) RETURNING id`,
    [phone, `Xaridor ${next}`, cashback],
  );
  const token = await new TokenIssuer(t.config.tokenSecret).issue(row!.id, "access");
  return { id: row!.id, token };
}

export interface CallOptions {
  lang?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export function caller(t: TestApp) {
  return (method: "GET" | "POST", url: string, who: Shopper | null, o: CallOptions = {}) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(o.payload !== undefined ? { payload: o.payload as object } : {}),
      headers: {
        "accept-language": o.lang ?? "ru",
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...o.headers,
      },
    });
}

/** Puts `amount` of a product in the shopper's basket through the basket call itself. */
export async function putInBasket(t: TestApp, who: Shopper, product: number, amount: number) {
  const r = await caller(t)("POST", "orders/cart/", who, { payload: { product, amount } });
  expect(r.statusCode, r.body).toBe(200);
}

/** A full-price product (no sale) with the given stock, not one of `not`. */
export async function productWithStock(
  t: TestApp,
  stock: number,
  not: number[] = [],
  where = "sale_price = 0",
) {
  const db = t.app.internals.db;
  const [row] = await db.query<{ id: number; price: number | string }>(
    `SELECT id, price FROM products WHERE ${where} AND NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1`,
    [not],
  );
  if (!row) throw new Error("no product");
  await db.query("UPDATE products SET stock = $2 WHERE id = $1", [row.id, stock]);
  return { id: row.id, price: Number(row.price) };
}

export async function stockOf(t: TestApp, product: number): Promise<number> {
  const [row] = await t.app.internals.db.query<{ stock: number }>(
    "SELECT stock FROM products WHERE id = $1",
    [product],
  );
  return row!.stock;
}

/**
 * The shopper's cashback once every reaction to earlier order moves has run: the loyalty module credits and
 * gives back through the outbox, a moment after the move's own answer.
 */
export async function cashbackOf(t: TestApp, who: Shopper): Promise<number> {
  await t.app.internals.outbox.kick();
  const [row] = await t.app.internals.db.query<{ b: string | number }>(
    "SELECT cashback_balance AS b FROM users WHERE id = $1",
    [who.id],
  );
  return Number(row!.b);
}

/** Places of the seed: a Tashkent city district (pick-up and two BTS branches) and one with no BTS branch. */
export async function places(t: TestApp) {
  const db = t.app.internals.db;
  const [city] = await db.query<{ id: number; latitude: string; longitude: string }>(
    `SELECT id, latitude::text, longitude::text FROM districts
     WHERE has_takeaway AND EXISTS (SELECT 1 FROM bts_branches b WHERE b.district_id = districts.id)
     ORDER BY id LIMIT 1`,
  );
  const [bare] = await db.query<{ id: number }>(
    `SELECT id FROM districts d WHERE NOT d.has_takeaway
     AND NOT EXISTS (SELECT 1 FROM bts_branches b WHERE b.district_id = d.id) ORDER BY id LIMIT 1`,
  );
  return {
    city: { id: city!.id, latitude: Number(city!.latitude), longitude: Number(city!.longitude) },
    bare: bare!.id,
  };
}

export async function addPromo(
  t: TestApp,
  code: string,
  o: { percent?: number; amount?: number; min?: number; maxUses?: number } = {},
) {
  await t.app.internals.db.query(
    `INSERT INTO promo_codes (code, discount_percent, discount_amount, min_order_price, max_uses)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      code,
      o.percent ?? null,
      o.percent === undefined ? (o.amount ?? 10_000) : null,
      o.min ?? 0,
      o.maxUses ?? null,
    ],
  );
}

/** An order body for the city district: pick-up and cash unless told otherwise. */
export function orderBody(district: number, extra: Record<string, unknown> = {}) {
  return {
    address: "Toshkent, Bobur ko'chasi, 45",
    payment_type: 1,
    delivery_type: 3,
    receiver_fish: "Aziz Karimov",
    receiver_phone: "901112233",
    latitude: 41.29,
    longitude: 69.25,
    district,
    use_cashback_balance: false,
    redirect_url: "/order",
    ...extra,
  };
}

/** Products no order has touched and without a sale price: their order's total is plainly worked out. */
export const UNTOUCHED_PRODUCT =
  "sale_price = 0 AND id NOT IN (SELECT product_id FROM order_products WHERE product_id IS NOT NULL)";

/**
 * An online order awaiting payment, placed through the API by a new shopper for all `units` of an untouched
 * product (paying with their cashback when they have some): what every payment provider's tests start from.
 */
export async function placeOnlineOrder(
  t: TestApp,
  district: number,
  paymentType: number,
  { cashback = 0, units = 2 }: { cashback?: number; units?: number } = {},
) {
  // Dear enough that the cashback leaves something for the provider to take.
  const product = await productWithStock(
    t,
    units,
    [],
    `${UNTOUCHED_PRODUCT} AND price > ${Math.ceil(cashback / units)}`,
  );
  const who = await makeShopper(t, cashback);
  await putInBasket(t, who, product.id, units);
  const body = orderBody(district, { payment_type: paymentType, use_cashback_balance: cashback > 0 });
  const r = await caller(t)("POST", "orders/order/", who, { payload: body });
  expect(r.statusCode, r.body).toBe(201);
  const order = expectAnswer("orderCreate", r.json());
  return { who, product, order, som: parseMoneyString(order.order_price) };
}
