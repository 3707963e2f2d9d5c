import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MASTER_STARTING_POINTS } from "../../domain/master.ts";
import { codeSentTo as codeSent } from "./helpers/sms-outbox.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// A signed-in user's password and phone: the current password first, the new phone proven by its own code.
describe.each(BACKENDS)("password and phone change on %s", (backend) => {
  let t: TestApp;
  let userPhone = "901240001";
  const password = "birinchi-parol";

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 50 });
    await t.app.internals.accounts.create({ phone: userPhone, password, fullName: "Nodira" });
    await t.app.internals.accounts.create({
      phone: "901240009",
      password: "boshqa-parol",
      fullName: "Other",
    });
  });
  afterAll(() => t.close());

  const login = (phone: string, pass: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/login/", payload: { phone, password: pass } });
  const call = (method: "PUT" | "POST", url: string, access: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      payload,
      headers: { authorization: `Bearer ${access}`, "accept-language": "ru" },
    });
  const codeSentTo = (phone: string) => codeSent(t.app, t.config.dataDir, phone);

  it("refuses a wrong current password with the spec's message and changes nothing", async () => {
    const { access } = (await login(userPhone, password)).json<{ access: string }>();
    const r = await call("PUT", "account/password-change/", access, {
      old_password: "xato",
      new_password: "ikkinchi-parol",
      password_confirm: "ikkinchi-parol",
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers["x-error-code"]).toBe("PASSWORD.WRONG_OLD");
    expect((await login(userPhone, password)).statusCode).toBe(200);
  });

  it("changes the password, keeps this session and ends every other one", async () => {
    const other = (await login(userPhone, password)).json<{ refresh: string }>();
    const mine = (await login(userPhone, password)).json<{ access: string; refresh: string }>();
    const r = await call("PUT", "account/password-change/", mine.access, {
      old_password: password,
      new_password: "ikkinchi-parol",
      password_confirm: "ikkinchi-parol",
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: "Пароль изменён" });
    const refresh = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/auth/token/refresh/", payload: { refresh: token } });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(mine.refresh)).statusCode).toBe(200);
    expect((await login(userPhone, "ikkinchi-parol")).statusCode).toBe(200);
  });

  it("moves the account to a new phone proven by a code sent to that phone", async () => {
    const { access } = (await login(userPhone, "ikkinchi-parol")).json<{ access: string }>();
    const wrong = await call("POST", "account/change-phone/", access, {
      password: "xato",
      phone: "901240002",
    });
    expect(wrong.headers["x-error-code"]).toBe("PASSWORD.WRONG_OLD");
    const start = await call("POST", "account/change-phone/", access, {
      password: "ikkinchi-parol",
      phone: "+998 90 124 00 02",
    });
    expect(start.statusCode).toBe(200);
    const { signature } = start.json<{ signature: string }>();
    const code = await codeSentTo("901240002");
    expect(code).toMatch(/^\d{6}$/);
    const done = await call("POST", "account/change-phone/verify/", access, {
      code,
      signature,
      phone: "901240002",
    });
    expect(done.statusCode).toBe(200);
    userPhone = "901240002";
    expect((await login("901240001", "ikkinchi-parol")).statusCode).toBe(401);
    expect((await login("901240002", "ikkinchi-parol")).statusCode).toBe(200);
  });

  it("says another account holds the phone only after its code, and a ticket is the signed-in user's alone", async () => {
    const { access } = (await login(userPhone, "ikkinchi-parol")).json<{ access: string }>();
    const start = await call("POST", "account/change-phone/", access, {
      password: "ikkinchi-parol",
      phone: "901240009",
    });
    expect(start.statusCode).toBe(200);
    const { signature } = start.json<{ signature: string }>();
    const code = await codeSentTo("901240009");
    const { access: otherAccess } = (await login("901240009", "boshqa-parol")).json<{ access: string }>();
    const stolen = await call("POST", "account/change-phone/verify/", otherAccess, {
      code,
      signature,
      phone: "901240009",
    });
    expect(stolen.headers["x-error-code"]).toBe("STEP.EXPIRED");
    const taken = await call("POST", "account/change-phone/verify/", access, {
      code,
      signature,
      phone: "901240009",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.headers["x-error-code"]).toBe("ACCOUNT.PHONE_TAKEN");
  });

  it("verifies a receiver's phone by code: false for a wrong try, true for the code, for its own user only", async () => {
    const { access } = (await login(userPhone, "ikkinchi-parol")).json<{ access: string }>();
    const sent = await call("POST", "account/verification/SendCodeSMS/", access, {
      phone_number: "901240077",
    });
    expect(sent.statusCode).toBe(200);
    const { uuid } = sent.json<{ uuid: string }>();
    const code = await codeSentTo("901240077");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      (await call("POST", "account/verification/CheckCodeSMS/", access, { uuid, code: wrong })).json(),
    ).toEqual({
      verified: false,
    });
    const { access: otherAccess } = (await login("901240009", "boshqa-parol")).json<{ access: string }>();
    const foreign = await call("POST", "account/verification/CheckCodeSMS/", otherAccess, { uuid, code });
    expect(foreign.headers["x-error-code"]).toBe("STEP.EXPIRED");
    expect((await call("POST", "account/verification/CheckCodeSMS/", access, { uuid, code })).json()).toEqual(
      {
        verified: true,
      },
    );
  });

  it("makes a user a master once their own phone's code is confirmed: card and starting points", async () => {
    const { access } = (await login("901240009", "boshqa-parol")).json<{ access: string }>();
    const foreign = await call("POST", "account/request-for-master/", access, { phone: "901240002" });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ error: "FIELD.INVALID", field: "phone" });
    // A code went to this phone a moment ago (the phone-change test); past the resend countdown now.
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = '901240009'",
    );
    const asked = await call("POST", "account/request-for-master/", access, { phone: "901240009" });
    expect(asked.json()).toEqual({ is_master: false });
    const code = await codeSentTo("901240009");
    const done = await call("POST", "account/verify-request-for-master/", access, {
      phone: "901240009",
      otp: code,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ is_master: true });
    const me = (
      await t.app.inject({ url: "/api/v1/account/", headers: { authorization: `Bearer ${access}` } })
    ).json();
    expect(me).toMatchObject({ is_master: true, coupon_balance: `${MASTER_STARTING_POINTS}.00` });
    const [row] = await t.app.internals.db.query<{ discount_card: string }>(
      "SELECT discount_card FROM users WHERE phone = '901240009'",
    );
    expect(row!.discount_card).toMatch(/^QB\d{9}$/);
    expect(me).toMatchObject({ discount_card: row!.discount_card });
    // Asking again changes nothing and sends nothing.
    expect(
      (await call("POST", "account/request-for-master/", access, { phone: "901240009" })).json(),
    ).toEqual({
      is_master: true,
    });
  });
});
