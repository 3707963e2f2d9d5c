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

const TEST_CARD = "8600069195406311";
const DECLINED_CARD = "8600000000000007";

// Saved cards (docs/payments.md, "Saved cards"): the real Subscribe API client talks over HTTP to the
// embedded stand-in mounted on this same server, so the app listens on an ephemeral port.
describe.each(BACKENDS)("Saved cards on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60, env: { PAYMENT_TYPES: "cash,card,payme" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    call = caller(t);
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const remove = (who: Shopper, id: number) =>
    t.app.inject({
      method: "DELETE",
      url: `/api/v1/payments/cards/remove/${id}/`,
      headers: { authorization: `Bearer ${who.token}`, "accept-language": "en" },
    });
  const create = (who: Shopper, number = TEST_CARD, expire = "03/99") =>
    call("POST", "payments/cards/create/", who, { payload: { number, expire }, lang: "en" });
  const verify = (who: Shopper, id: number, code: string) =>
    call("POST", `payments/cards/verify/${id}/`, who, { payload: { code }, lang: "en" });
  const list = async (who: Shopper) => {
    const r = await call("GET", "payments/cards/", who);
    expect(r.statusCode, r.body).toBe(200);
    return expectAnswer("cardsList", r.json()).results;
  };
  const addVerified = async (who: Shopper, number = TEST_CARD) => {
    const r = await create(who, number);
    expect(r.statusCode, r.body).toBe(200);
    const card = expectAnswer("cardCreate", r.json());
    expect((await verify(who, card.id, "666666")).statusCode).toBe(200);
    return card.id;
  };

  it("adds a card, verifies it with the SMS code and lists it masked", async () => {
    const who = await makeShopper(t);
    const r = await create(who);
    expect(r.statusCode, r.body).toBe(200);
    const card = expectAnswer("cardCreate", r.json());
    expect(card).toMatchObject({ number: "8600 06** **** 6311", expire: "03/99", verify: false });
    expect(card.verification_code.sent).toBe(true);
    expect(card.verification_code.wait).toBe(60);
    expect(await list(who)).toEqual([]);
    const v = await verify(who, card.id, "666666");
    expect(v.statusCode, v.body).toBe(200);
    expect(expectAnswer("cardVerify", v.json())).toEqual({ verify: true });
    expect(await list(who)).toEqual([
      {
        id: card.id,
        number: "8600 06** **** 6311",
        vendor: "Uzcard",
        processing: "uzcard",
        name: null,
        expiry_date: "03/99",
      },
    ]);
  });

  it("refuses a wrong code and locks the card after three", async () => {
    const who = await makeShopper(t);
    const card = expectAnswer("cardCreate", (await create(who)).json());
    const first = await verify(who, card.id, "111111");
    expect(first.statusCode).toBe(400);
    expect(first.json().errors[0].error).toBe("CODE.WRONG");
    for (let i = 0; i < 2; i++) expect((await verify(who, card.id, "111111")).statusCode).toBe(400);
    const locked = await verify(who, card.id, "666666");
    expect(locked.statusCode).toBe(429);
    expect(await list(who)).toEqual([]);
  });

  it("hears at most three codes for a card however many arrive at once", async () => {
    const who = await makeShopper(t);
    const card = expectAnswer("cardCreate", (await create(who)).json());
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(who, card.id, "111111")));
    const codes = answers.map((r) => (r.statusCode === 400 ? r.json().errors[0].error : r.statusCode));
    expect(codes.filter((c) => c === "CODE.WRONG")).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
    expect((await verify(who, card.id, "666666")).statusCode).toBe(429);
  });

  it("refuses bad numbers and expiries before calling Payme", async () => {
    const who = await makeShopper(t);
    expect((await create(who, "8600069195406311", "13/99")).statusCode).toBe(400);
    const past = await create(who, "8600069195406311", "01/20");
    expect(past.json().errors[0].error).toBe("EXPIRY.EXPIRED");
    const unknown = await create(who, "8600000000000015", "12/27");
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.headers["x-error-code"]).toBe("CARD.INVALID_NUMBER");
  });

  it("needs a signed-in shopper and hides another's card", async () => {
    const owner = await makeShopper(t);
    const other = await makeShopper(t);
    const id = await addVerified(owner);
    expect((await call("GET", "payments/cards/", null)).statusCode).toBe(401);
    expect((await verify(other, id, "666666")).statusCode).toBe(404);
    expect((await remove(other, id)).statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toHaveLength(1);
  });

  it("removes a card", async () => {
    const who = await makeShopper(t);
    const id = await addVerified(who);
    const r = await remove(who, id);
    expect(r.statusCode, r.body).toBe(200);
    expect(await list(who)).toEqual([]);
    expect((await remove(who, id)).statusCode).toBe(404);
  });

  it("never stores the whole number", async () => {
    const rows = await t.app.internals.db.query<Record<string, unknown>>("SELECT * FROM payment_cards");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(TEST_CARD.slice(6, 12));
    await expect(
      t.app.internals.db.query(
        `INSERT INTO payment_cards (user_id, token, number, expiry_date) VALUES ($1, 'x', $2, '03/99')`,
        [(await makeShopper(t)).id, TEST_CARD],
      ),
    ).rejects.toThrow();
  });

  const placeWithCard = async (who: Shopper, card: number | null) => {
    const product = await productWithStock(
      t,
      1,
      [],
      "sale_price = 0 AND id NOT IN (SELECT product_id FROM order_products WHERE product_id IS NOT NULL)",
    );
    await putInBasket(t, who, product.id, 1);
    return call("POST", "orders/order/", who, {
      payload: orderBody(district, { payment_type: 2, ...(card === null ? {} : { card }) }),
      lang: "en",
    });
  };
  const orderRow = async (id: number) =>
    (await t.app.internals.db.query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!
      .status;

  it("pays an order with a saved card: approved, with a performed payment row", async () => {
    const who = await makeShopper(t);
    const card = await addVerified(who);
    const r = await placeWithCard(who, card);
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    expect(await orderRow(order.id)).toBe(3);
    const rows = await t.app.internals.db.query<{ provider: string; state: number }>(
      "SELECT provider, state FROM payment_transactions WHERE order_id = $1",
      [order.id],
    );
    expect(rows).toEqual([{ provider: "sandbox", state: 2 }]);
  });

  it("refuses another's card, a missing card and a declined one", async () => {
    const owner = await makeShopper(t);
    const other = await makeShopper(t);
    const card = await addVerified(owner);
    expect((await placeWithCard(other, card)).statusCode).toBe(404);
    expect((await placeWithCard(other, null)).statusCode).toBe(400);
    const poor = await addVerified(other, DECLINED_CARD);
    const r = await placeWithCard(other, poor);
    expect(r.statusCode).toBe(400);
    expect(r.headers["x-error-code"]).toBe("GENERIC.PROCESS_FAILED");
  });
});
