import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCreate, UsageError } from "../../server/cli/admin-create.ts";
import { OPERATOR_MOVES } from "../../server/modules/admin/index.ts";
import {
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
import { textsTo } from "./helpers/sms-outbox.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const COURIER = { name: "Jasur Tohirov", phone: "+998 90 555 44 33", car_number: "01 A 777 AA" };

// The back office's first slice (docs/decisions/0013-back-office.md): roles checked on every call, the order
// queue and the operator's moves, each written to the log the shopper reads and texted where it matters.
describe.each(BACKENDS)("The back office's orders on %s", (backend) => {
  let t: TestApp;
  let district: number;
  let operator: Shopper;
  let admin: Shopper;
  let shopper: Shopper;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
  const db = () => t.app.internals.db;
  const setRole = (who: Shopper, role: string) =>
    db().query("UPDATE users SET role = $2 WHERE id = $1", [who.id, role]);
  const phoneOf = async (who: Shopper) =>
    (await db().query<{ phone: string }>("SELECT phone FROM users WHERE id = $1", [who.id]))[0]!.phone;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 60, env: { PAYMENT_TYPES: "cash,payme" } });
    district = (await places(t)).city.id;
    [operator, admin, shopper] = await Promise.all([makeShopper(t), makeShopper(t), makeShopper(t)]);
    await setRole(operator, "operator");
    await setRole(admin, "admin");
  });
  afterAll(() => t?.close());

  /** A cash pick-up order of `units` of a fresh product, placed by a new shopper with some cashback. */
  const placeCash = async (units = 2) => {
    const who = await makeShopper(t, 0);
    const product = await productWithStock(t, units + 3);
    await putInBasket(t, who, product.id, units);
    const r = await call("POST", "orders/order/", who, { payload: orderBody(district) });
    expect(r.statusCode, r.body).toBe(201);
    return { who, product, order: expectAnswer("orderCreate", r.json()) };
  };
  const move = (id: number, event: string, payload: unknown = {}, who: Shopper | null = operator) =>
    call("POST", `admin/orders/${id}/${event}/`, who, { payload });
  const shopperView = async (who: Shopper, id: number) =>
    expectAnswer("orderDetail", (await call("GET", `orders/${id}/`, who)).json());

  it("refuses every back-office call without a token (401) and to a shopper's token (403), changing nothing", async () => {
    const { order } = await placeCash();
    const routes: ["GET" | "POST", string, unknown?][] = [
      ["GET", "admin/me/"],
      ["GET", "admin/orders/"],
      ["GET", `admin/orders/${order.id}/`],
      ...OPERATOR_MOVES.map(
        (event) =>
          ["POST", `admin/orders/${order.id}/${event}/`, { courier: COURIER, reason: "x" }] as [
            "POST",
            string,
            unknown,
          ],
      ),
    ];
    for (const [method, url, payload] of routes) {
      const none = await call(method, url, null, payload ? { payload } : {});
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, shopper, { ...(payload ? { payload } : {}), lang: "uz" });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ detail: "Бу бўлим дўкон ходимлари учун" });
      expect(refused.headers["cache-control"]).toContain("no-store");
    }
    // A forged token is not a staff member's either.
    expect(
      (await call("GET", "admin/orders/", { id: operator.id, token: `${operator.token}x` })).statusCode,
    ).toBe(401);
    const [row] = await db().query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [order.id]);
    expect(row!.status).toBe(1);
  });

  it("reads the role on every call: an operator whose role is taken away is refused at once", async () => {
    const former = await makeShopper(t);
    await setRole(former, "operator");
    expect((await call("GET", "admin/orders/", former)).statusCode).toBe(200);
    await setRole(former, "shopper");
    expect((await call("GET", "admin/orders/", former)).statusCode).toBe(403);
  });

  it("tells the caller their role and permissions", async () => {
    const me = (await call("GET", "admin/me/", operator)).json();
    expect(me).toMatchObject({ id: operator.id, role: "operator" });
    expect(me.permissions).toContain("orders.move");
    expect(me.permissions).not.toContain("catalogue.edit");
    expect((await call("GET", "admin/me/", admin)).json().permissions).toContain("staff.manage");
  });

  it("takes a cash order from new to delivered: each step in the shopper's log, SMS on approval, departure and delivery", async () => {
    const { who, order } = await placeCash();
    const phone = await phoneOf(who);
    const detail = (await call("GET", `admin/orders/${order.id}/`, operator)).json();
    expect(detail).toMatchObject({ id: order.id, status: 1, moves: ["approve", "cancel"] });
    expect(detail.shopper).toMatchObject({ id: who.id, phone });

    expect((await move(order.id, "dispatch", { courier: COURIER })).statusCode).toBe(409);
    const approved = await move(order.id, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 3, previous: 1, event: "approve" });
    // A pick-up order may go by courier too, or be handed over at the counter straight away.
    expect((await call("GET", `admin/orders/${order.id}/`, operator)).json().moves).toEqual([
      "dispatch",
      "deliver",
      "cancel",
    ]);
    const dispatched = await move(order.id, "dispatch", { courier: COURIER });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await move(order.id, "depart")).json()).toMatchObject({ status: 5 });
    expect((await move(order.id, "deliver")).json()).toMatchObject({ status: 6 });

    const seen = await shopperView(who, order.id);
    expect(seen.status).toBe(6);
    expect(seen.status_logs.map((l) => l.status)).toEqual([1, 3, 4, 5, 6]);
    expect(seen.courier).toMatchObject({
      full_name: COURIER.name,
      contact_phone: COURIER.phone,
      car_number: COURIER.car_number,
    });
    await t.app.internals.outbox.kick();
    const texts = textsTo(t.config.dataDir, phone).map((m) => [m.purpose, m.text]);
    expect(texts).toEqual([
      ["order_approved", `Qurilish bozori: ваш заказ №${order.id} подтверждён.`],
      ["order_on_the_way", `Qurilish bozori: заказ №${order.id} в пути.`],
      ["order_delivered", `Qurilish bozori: заказ №${order.id} доставлен. Спасибо за покупку!`],
    ]);
    // Delivered is final.
    for (const event of OPERATOR_MOVES)
      expect((await move(order.id, event, { reason: "x", courier: COURIER })).statusCode).toBe(409);
  });

  it("credits the cashback on delivery and returns stock on cancel, with the reason in the log", async () => {
    const delivered = await placeCash(1);
    const earned = Number(delivered.order.order_cashback ?? 0);
    const before = await cashbackOf(t, delivered.who);
    await move(delivered.order.id, "approve");
    expect((await move(delivered.order.id, "deliver")).statusCode).toBe(200);
    expect(await cashbackOf(t, delivered.who)).toBe(before + earned);

    const cancelled = await placeCash(2);
    const stock = await stockOf(t, cancelled.product.id);
    expect((await move(cancelled.order.id, "cancel", {})).statusCode).toBe(400);
    const r = await move(cancelled.order.id, "cancel", { reason: "Mijoz rad etdi" });
    expect(r.statusCode, r.body).toBe(200);
    expect(await stockOf(t, cancelled.product.id)).toBe(stock + 2);
    const log = (await shopperView(cancelled.who, cancelled.order.id)).status_logs.at(-1)!;
    expect(log).toMatchObject({ status: 0, description: "Mijoz rad etdi" });
  });

  it("refuses a dispatch without a whole courier and changes nothing", async () => {
    const { order } = await placeCash();
    await move(order.id, "approve");
    for (const courier of [undefined, {}, { ...COURIER, car_number: "" }, { ...COURIER, name: 7 }]) {
      const r = await move(order.id, "dispatch", courier === undefined ? {} : { courier });
      expect(r.statusCode, JSON.stringify(courier)).toBe(400);
    }
    const [row] = await db().query<{ status: number; courier: unknown }>(
      "SELECT status, courier FROM orders WHERE id = $1",
      [order.id],
    );
    expect(row).toMatchObject({ status: 3, courier: null });
  });

  it("lists the queue newest first by status, delivery and payment, and refuses a malformed filter", async () => {
    const a = await placeCash();
    const b = await placeCash();
    await move(b.order.id, "approve");
    const list = async (query: string) => (await call("GET", `admin/orders/?${query}`, operator)).json();
    const fresh = await list("status=1&size=100");
    const ids = fresh.results.map((o: { id: number }) => o.id);
    expect(ids).toContain(a.order.id);
    expect(ids).not.toContain(b.order.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    expect(
      (await list("status=3&delivery_type=3&payment_type=1&size=100")).results.map(
        (o: { id: number }) => o.id,
      ),
    ).toContain(b.order.id);
    expect((await list("payment_type=4")).results.map((o: { id: number }) => o.id)).not.toContain(b.order.id);
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&size=100`)).total).toBeGreaterThanOrEqual(2);
    expect((await list("from=2001-01-01&to=2001-01-02")).total).toBe(0);
    for (const bad of [
      "status=9",
      "status=a",
      "from=2026-02-30",
      "size=1000",
      "delivery_type=77",
      "page=0",
    ]) {
      const r = await call("GET", `admin/orders/?${bad}`, operator);
      expect(r.statusCode, bad).toBe(400);
    }
    expect((await call("GET", "admin/orders/999999999/", operator)).statusCode).toBe(404);
    expect((await move(a.order.id, "explode")).statusCode).toBe(404);
  });

  it("makes the first admin only from a registered account, by the command", async () => {
    const env = {
      NODE_ENV: "test",
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? "",
      DATABASE_SCHEMA: t.config.databaseSchema,
    };
    if (backend === "pglite") return; // the in-memory database is not reachable from another connection
    const who = await makeShopper(t);
    await db().query("UPDATE users SET password_hash = 'x' WHERE id = $1", [who.id]);
    const phone = await phoneOf(who);
    await expect(adminCreate(["--phone", phone], env)).resolves.toMatch(/is now admin/);
    expect((await call("GET", "admin/me/", who)).json().role).toBe("admin");
    await expect(adminCreate(["--phone", "911111111"], env)).rejects.toThrow(UsageError);
    await expect(adminCreate(["--phone", phone, "--role", "shopper"], env)).rejects.toThrow(UsageError);
    await expect(adminCreate([], env)).rejects.toThrow(UsageError);
  });
});
